import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminWithdrawal, TPage, TWithdrawalStatus } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";

export type WithdrawalView = "all" | TWithdrawalStatus;

export const getAdminWithdrawals = async (view: WithdrawalView, page: number) =>
  (await api<TPage<TAdminWithdrawal>>(`/admin/withdrawals?view=${view}&page=${page}&pageSize=20`)).data;

export const adminWithdrawalsOptions = (view: WithdrawalView, page: number) =>
  queryOptions({
    queryKey: ["admin", "withdrawals", view, page],
    queryFn: () => getAdminWithdrawals(view, page),
    placeholderData: keepPreviousData,
  });

export const useAdminWithdrawals = (view: WithdrawalView, page: number) =>
  useQuery(adminWithdrawalsOptions(view, page));
