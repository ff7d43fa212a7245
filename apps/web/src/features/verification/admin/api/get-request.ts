import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TVerificationRequest } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { adminRequestsKey } from "./get-requests.ts";

export const getRequest = async (id: string) =>
  (await api<TVerificationRequest>(`/admin/verifications/${encodeURIComponent(id)}`)).data;

export const requestOptions = (id: string) =>
  queryOptions({ queryKey: [...adminRequestsKey, "one", id], queryFn: () => getRequest(id) });

/** One request for review, SSN unmasked (admins only). */
export const useRequest = (id: string) => useQuery(requestOptions(id));
