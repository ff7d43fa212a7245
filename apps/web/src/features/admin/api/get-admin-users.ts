import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminUsersPage } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { adminKeys, searchParams } from "./keys.ts";

export const getAdminUsers = async (q: string, page: number, signal?: AbortSignal) =>
  (await api<TAdminUsersPage>(`/admin/users?${searchParams({ q, page, pageSize: 20 })}`, { signal })).data;

export const adminUsersOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) => getAdminUsers(q, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (q: string, page: number) => useQuery(adminUsersOptions(q, page));
