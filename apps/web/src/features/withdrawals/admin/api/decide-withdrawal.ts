import type { TAdminWithdrawal } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";

export type WithdrawalDecision = { id: string; idempotencyKey: string } & (
  | { kind: "approve" }
  | { kind: "deny"; reason: string }
);

export const decideWithdrawal = (input: WithdrawalDecision) =>
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
      });

export function useWithdrawalDecision() {
  return useMutationThatRefreshes(decideWithdrawal, { refresh: [["admin"]] });
}
