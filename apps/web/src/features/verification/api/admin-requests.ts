import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TVerificationRequest } from "@vaultline/shared";
import { api, apiPage } from "../../../lib/api-client.ts";

export type RequestListStatus = "pending" | "denied";

export const adminRequestsKey = ["verification", "admin"] as const;

export const listRequests = async (status: RequestListStatus, page: number, pageSize = 20) =>
  apiPage<TVerificationRequest>(`/admin/verifications?status=${status}&page=${page}&pageSize=${pageSize}`);

export const getRequest = async (id: string) =>
  (await api<TVerificationRequest>(`/admin/verifications/${encodeURIComponent(id)}`)).data;

/** Pending (default) or denied requests; accepted ones are never listed. */
export const useRequests = (status: RequestListStatus, page: number) =>
  useQuery({
    queryKey: [...adminRequestsKey, "list", status, page],
    queryFn: () => listRequests(status, page),
    placeholderData: keepPreviousData,
  });

export const requestOptions = (id: string) =>
  queryOptions({ queryKey: [...adminRequestsKey, "one", id], queryFn: () => getRequest(id) });

/** One request for review, SSN unmasked (admins only). */
export const useRequest = (id: string) => useQuery(requestOptions(id));
