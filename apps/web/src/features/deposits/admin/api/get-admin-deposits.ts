import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminDeposit } from "@vaultline/shared";
import { apiPage } from "../../../../lib/api-client.ts";

export type DepositView = "open" | "all" | "pending" | "accepted" | "denied" | "withdrawn";

export const adminDepositsKey = ["admin", "deposits"] as const;

export const getAdminDeposits = (view: DepositView, page: number) =>
  apiPage<TAdminDeposit>(`/admin/deposits?view=${view}&page=${page}&pageSize=20`);

export const adminDepositsOptions = (view: DepositView, page: number) =>
  queryOptions({
    queryKey: [...adminDepositsKey, "list", view, page],
    queryFn: () => getAdminDeposits(view, page),
    placeholderData: keepPreviousData,
  });

/** Every member's deposits in one view (open ones first), a page at a time. */
export const useAllDeposits = (view: DepositView, page: number) => useQuery(adminDepositsOptions(view, page));
