import type { TAdminWithdrawal } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";

export const recordPayout = (input: { id: string; payoutTxId: string; idempotencyKey: string }) =>
  api<TAdminWithdrawal>(`/admin/withdrawals/${input.id}/payout`, {
    method: "POST",
    body: { payoutTxId: input.payoutTxId },
    idempotencyKey: input.idempotencyKey,
  });

/** Records an approved withdrawal's payout transaction: it becomes paid once the server has checked it. */
export function useRecordPayout() {
  return useMutationThatRefreshes(recordPayout, { refresh: [["admin"]] });
}
