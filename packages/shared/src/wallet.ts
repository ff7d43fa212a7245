import { z } from "zod";
import { ZDay, ZDollars, ZTimestamp, zReason } from "./fields.ts";
import { toCents } from "./money.ts";
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_CENTS } from "./money-schema.ts";
import { ZAdminSummary } from "./users.ts";
import { type TWithdrawalStatus, WITHDRAWAL_STATUSES } from "./withdrawals.ts";

export const LEDGER_ENTRY_KINDS = [
  "deposit_payout",
  "admin_adjustment",
  "withdrawal",
  "withdrawal_release",
  "course_purchase",
  "position_move",
  "deposit_excess",
] as const;
export type TLedgerKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<TLedgerKind, string> = {
  deposit_payout: "Investment payout",
  admin_adjustment: "Adjustment by an admin",
  withdrawal: "Withdrawal requested (reserved)",
  withdrawal_release: "Withdrawal denied (returned)",
  course_purchase: "Course purchase",
  position_move: "Moved from a plan",
  deposit_excess: "Overpaid deposit: the excess as cash",
};

/**
 * What a withdrawal's ledger entries say once the request has an outcome: the reserve entry tells
 * whether it was paid, the release entry why the money came back. Every such wording lives here;
 * a status not listed keeps the kind's own label.
 */
const WITHDRAWAL_ENTRY_LABELS: Partial<Record<TLedgerKind, Partial<Record<TWithdrawalStatus, string>>>> = {
  withdrawal: { approved: "Withdrawal approved, payout queued", paid: "Withdrawal paid" },
  withdrawal_release: { cancelled: "Withdrawal cancelled (returned)" },
};

/** A payout on the chain with no confirmation yet is not "paid" (withdrawalStatusLabel). */
const WITHDRAWAL_SENT_ENTRY_LABEL = "Withdrawal sent, awaiting confirmation";

/** The history's words for one ledger entry, from its kind and, for withdrawals, the request's status. */
export function ledgerEntryLabel(entry: {
  kind: TLedgerKind;
  withdrawalStatus?: TWithdrawalStatus | null;
  withdrawalIsSent?: boolean;
}): string {
  if (entry.kind === "withdrawal" && entry.withdrawalStatus === "paid" && entry.withdrawalIsSent) {
    return WITHDRAWAL_SENT_ENTRY_LABEL;
  }
  const byStatus = entry.withdrawalStatus ? WITHDRAWAL_ENTRY_LABELS[entry.kind]?.[entry.withdrawalStatus] : undefined;
  return byStatus ?? LEDGER_KIND_LABELS[entry.kind];
}

export const WALLET_MESSAGES = {
  adjusted: "added to wallet",
  amountInvalid: "Enter an amount with at most 2 decimals (negative to remove money)",
  amountZero: "The amount cannot be 0",
  reasonRequired: "Give a reason for the adjustment",
  belowZero: "This would take the wallet below zero",
  userRequired: "Choose a user",
  awaitingSecondAdmin: "Approved by 1 of 2 — a second admin must approve this adjustment before it takes effect",
  adjustmentApproved: "Second approval given: the adjustment is in the wallet",
  adjustmentNotFound: "Adjustment not found",
  adjustmentDone: "This adjustment was already approved",
  secondAdminNeeded: "A second, different admin must give the second approval",
} as const;

/** A signed dollar amount with at most 2 decimals, to non-zero integer cents within ±MAX_AMOUNT_CENTS. */
export const zSignedMoney = z
  .union([z.number(), z.string()], { error: WALLET_MESSAGES.amountInvalid })
  .transform((value, ctx) => {
    const text = String(value).trim();
    const negative = text.startsWith("-");
    const cents = toCents(negative ? text.slice(1) : text);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: WALLET_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    if (cents === 0) {
      ctx.addIssue({ code: "custom", message: WALLET_MESSAGES.amountZero });
      return z.NEVER;
    }
    if (cents > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: "custom", message: AMOUNT_TOO_LARGE });
      return z.NEVER;
    }
    return negative ? -cents : cents;
  });

/** POST /api/admin/adjustments: add (or, negative, remove) money with a reason. */
export const ZBalanceAdjustRequest = z.object({
  userId: z.uuid(WALLET_MESSAGES.userRequired),
  amount: zSignedMoney,
  reason: zReason(WALLET_MESSAGES.reasonRequired),
});
export type TBalanceAdjustRequest = z.input<typeof ZBalanceAdjustRequest>;

export const ZLedgerEntry = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Dollars; negative for debits. */
  amount: ZDollars,
  /** The wallet balance right after this entry, in dollars. */
  balanceAfter: ZDollars,
  reason: z.string().nullable(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  /** For a withdrawal's entries: the request's status now (the history says what became of it). */
  withdrawalStatus: z.enum(WITHDRAWAL_STATUSES).nullable().optional(),
  /** A paid withdrawal whose payout is on the chain with no confirmation yet: "sent", not "paid". */
  withdrawalIsSent: z.boolean().optional(),
  createdAt: ZTimestamp,
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** The balance right after one ledger entry: the chart steps at each entry. */
export const ZBalancePoint = z.object({
  /** The day (YYYY-MM-DD, UTC) of the entry. */
  date: ZDay,
  at: ZTimestamp,
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** The entry's amount in dollars: negative for reserves and purchases. */
  change: ZDollars,
  balance: ZDollars,
  withdrawalStatus: z.enum(WITHDRAWAL_STATUSES).nullable().optional(),
  withdrawalIsSent: z.boolean().optional(),
});
export type TBalancePoint = z.infer<typeof ZBalancePoint>;

export const ZBalanceAdjustResult = z.object({
  userId: z.string(),
  wallet: ZDollars,
  /** The ledger entry, or null while a large adjustment waits for a second admin. */
  entryId: z.string().nullable(),
  pendingAdjustmentId: z.string().nullable(),
});

export const ZPendingAdjustment = z.object({
  id: z.string(),
  userId: z.string(),
  amount: ZDollars,
  reason: z.string(),
  /** The admin who asked. */
  requestedBy: ZAdminSummary.nullable(),
  requestedAt: ZTimestamp,
});
export type TPendingAdjustment = z.infer<typeof ZPendingAdjustment>;
