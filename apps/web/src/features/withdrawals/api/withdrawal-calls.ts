import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminWithdrawal, TPage, TWithdrawal, TWithdrawRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useCursorList } from "../../../lib/use-cursor-list.ts";

const myWithdrawalsKey = ["withdrawals", "mine"] as const;

export const useMyWithdrawals = () => useCursorList<TWithdrawal>(myWithdrawalsKey, "/user/withdrawals");

function useRefreshMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: myWithdrawalsKey }),
      client.invalidateQueries({ queryKey: currentUserKey }),
      client.invalidateQueries({ queryKey: ["wallet"] }),
    ]);
}

export function useWithdraw() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TWithdrawRequest; idempotencyKey: string }) =>
      api<TWithdrawal>("/withdraw", { method: "POST", body, idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useCancelWithdrawal() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (id: string) =>
      api<TWithdrawal>(`/user/withdrawals/${id}/cancel`, { method: "POST", idempotencyKey: `cancel-${id}` }),
    onSuccess: refresh,
  });
}

export type WithdrawalView = "pending" | "all" | "approved" | "denied" | "cancelled";

export const useAdminWithdrawals = (view: WithdrawalView, page: number) =>
  useQuery({
    queryKey: ["admin", "withdrawals", view, page],
    queryFn: async () =>
      (await api<TPage<TAdminWithdrawal>>(`/admin/withdrawals?view=${view}&page=${page}&pageSize=20`)).data,
    placeholderData: keepPreviousData,
  });

export function useWithdrawalDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; idempotencyKey: string } & (
        | { kind: "approve"; payoutTxId: string }
        | { kind: "deny"; reason: string }
      ),
    ) =>
      input.kind === "approve"
        ? api<TAdminWithdrawal>(`/admin/withdrawals/${input.id}/approve`, {
            method: "POST",
            body: { payoutTxId: input.payoutTxId },
            idempotencyKey: input.idempotencyKey,
          })
        : api<TAdminWithdrawal>(`/admin/withdrawals/${input.id}/deny`, {
            method: "POST",
            body: { reason: input.reason },
            idempotencyKey: input.idempotencyKey,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin"] }),
  });
}
