// What a withdrawal looks like to its member and to an admin.
import { type TAdminWithdrawal, type TWithdrawal, toDollars } from "@vaultline/shared";
import type { withdrawals } from "../../db/schema.ts";
import { toUserSummary, type UserSummaryRow } from "../deposits/index.ts";

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export function toWithdrawalDto(row: WithdrawalRow): TWithdrawal {
  return {
    _id: row.id,
    amount: toDollars(row.amountCents),
    address: row.address,
    network: row.network as TWithdrawal["network"],
    status: row.status,
    payoutTxId: row.payoutTxId,
    denyReason: row.denyReason,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminDto(
  row: WithdrawalRow,
  user: UserSummaryRow,
  fourEyes: { thresholdCents: number; approverNames: Map<string, string> },
): TAdminWithdrawal {
  const first = row.firstApprovedBy && row.firstApprovedAt;
  return {
    ...toWithdrawalDto(row),
    user: toUserSummary(user),
    needsTwoApprovals: row.amountCents > fourEyes.thresholdCents,
    addressSavedAt: row.addressSavedAt?.toISOString() ?? null,
    firstApproval: first
      ? {
          adminId: row.firstApprovedBy as string,
          username: fourEyes.approverNames.get(row.firstApprovedBy as string) ?? "a former admin",
          at: (row.firstApprovedAt as Date).toISOString(),
        }
      : null,
  };
}
