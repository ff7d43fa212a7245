import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TVerificationRequest } from "@vaultline/shared";
import { apiPage } from "../../../../lib/api-client.ts";

export type RequestListStatus = "pending" | "denied";

export const adminRequestsKey = ["verification", "admin"] as const;

export const listRequests = async (status: RequestListStatus, page: number, pageSize = 20) =>
  apiPage<TVerificationRequest>(`/admin/verifications?status=${status}&page=${page}&pageSize=${pageSize}`);

export const requestsOptions = (status: RequestListStatus, page: number) =>
  queryOptions({
    queryKey: [...adminRequestsKey, "list", status, page],
    queryFn: () => listRequests(status, page),
    placeholderData: keepPreviousData,
  });

/** Pending (default) or denied requests; accepted ones are never listed. */
export const useRequests = (status: RequestListStatus, page: number) => useQuery(requestsOptions(status, page));
