import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TAdminWithdrawal,
  TPage,
  TWithdrawal,
  TWithdrawalQuote,
  TWithdrawalQuoteRequest,
  TWithdrawalStatus,
  TWithdrawRequest,
} from "@vaultline/shared";
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
      api<TWithdrawal>("/user/withdrawals", { method: "POST", body, idempotencyKey }),
    onSuccess: refresh,
  });
}

/** The coin amount, rate, fee estimate and what arrives, shown before the member confirms. */
export const useWithdrawalQuote = () =>
  useMutation({
    mutationFn: (body: TWithdrawalQuoteRequest) => api<TWithdrawalQuote>("/withdraw/quote", { method: "POST", body }),
  });

export function useCancelWithdrawal() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (id: string) =>
      api<TWithdrawal>(`/user/withdrawals/${id}/cancel`, { method: "POST", idempotencyKey: `cancel-${id}` }),
    onSuccess: refresh,
  });
}

export type WithdrawalView = "all" | TWithdrawalStatus;

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
      input: { id: string; idempotencyKey: string } & ({ kind: "approve" } | { kind: "deny"; reason: string }),
    ) =>
      input.kind === "approve"
        ? api<TAdminWithdrawal>(`/admin/withdrawals/${input.id}/approve`, {
            method: "POST",
            body: {},
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

/** Records an approved withdrawal's payout transaction: it becomes paid once the server has checked it. */
export function useRecordPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; payoutTxId: string; idempotencyKey: string }) =>
      api<TAdminWithdrawal>(`/admin/withdrawals/${input.id}/payout`, {
        method: "POST",
        body: { payoutTxId: input.payoutTxId },
        idempotencyKey: input.idempotencyKey,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/** Simulated network only: sends the payout on the simulated chain and answers its transaction id. */
export const useSimulatedPayout = () =>
  useMutation({
    mutationFn: (id: string) => api<{ txid: string }>(`/admin/withdrawals/${id}/simulated-payout`, { method: "POST" }),
  });
