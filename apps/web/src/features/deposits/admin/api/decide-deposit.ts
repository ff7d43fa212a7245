import type { TAdminDeposit } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";

export type DepositDecision =
  | { kind: "approve"; id: string; idempotencyKey: string }
  | { kind: "deny"; id: string; reason: string; idempotencyKey: string }
  | { kind: "settle"; id: string; rate: "quote" | "arrival" | "refuse"; reason?: string; idempotencyKey: string };

/** Approves, denies, or settles an exception (a late or short payment) on one deposit. */
export function decideDeposit(decision: DepositDecision) {
  const { id, idempotencyKey } = decision;
  if (decision.kind === "settle") {
    return api<TAdminDeposit>(`/admin/deposits/${id}/settle-exception`, {
      method: "POST",
      body: { rate: decision.rate, ...(decision.reason ? { reason: decision.reason } : {}) },
      idempotencyKey,
    });
  }
  if (decision.kind === "approve") {
    return api<TAdminDeposit>(`/admin/deposits/${id}/approve`, {
      method: "POST",
      body: { status: true },
      idempotencyKey,
    });
  }
  return api<TAdminDeposit>(`/admin/deposits/${id}/deny`, {
    method: "POST",
    body: { reason: decision.reason },
    idempotencyKey,
  });
}

export function useDepositDecision() {
  // A decision changes the queues, the counts and the user's overview: refresh every admin list.
  return useMutationThatRefreshes(decideDeposit, { refresh: [["admin"]] });
}
