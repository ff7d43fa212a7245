import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TUserOverview } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./keys.ts";

export const getUserOverview = async (id: string) =>
  (await api<TUserOverview>(`/admin/users/${encodeURIComponent(id)}/overview`)).data;

export const userOverviewOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.overview(id), queryFn: () => getUserOverview(id) });

export const useUserOverview = (id: string) => useQuery(userOverviewOptions(id));
