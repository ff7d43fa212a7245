import type {
  TBalancePoint,
  TLedgerEntry,
  TLedgerKind,
  TPendingAdjustment,
  TWithdrawalStatus,
} from "@vaultline/shared";
import { toDollars } from "@vaultline/shared";
import type { pendingAdjustments } from "../../db/schema.ts";

export function toPendingAdjustment(
  p: typeof pendingAdjustments.$inferSelect,
  requester: { id: string; username: string; firstName: string; lastName: string } | null,
): TPendingAdjustment {
  return {
    id: p.id,
    userId: p.userId,
    amount: toDollars(p.amountCents),
    reason: p.reason,
    requestedBy: requester?.id
      ? { id: requester.id, username: requester.username, name: `${requester.firstName} ${requester.lastName}` }
      : null,
    requestedAt: p.requestedAt.toISOString(),
  };
}

export type LedgerRow = {
  id: string;
  kind: TLedgerEntry["kind"];
  amount_cents: string | number;
  balance_after: string | number;
  reason: string | null;
  ref_type: string | null;
  ref_id: string | null;
  withdrawal_status: TWithdrawalStatus | null;
  withdrawal_is_sent: boolean | null;
  created_at: string | Date;
};

export function toLedgerEntry(r: LedgerRow): TLedgerEntry {
  return {
    id: r.id,
    kind: r.kind,
    amount: toDollars(Number(r.amount_cents)),
    balanceAfter: toDollars(Number(r.balance_after)),
    reason: r.reason,
    refType: r.ref_type,
    refId: r.ref_id,
    withdrawalStatus: r.withdrawal_status,
    withdrawalIsSent: r.withdrawal_is_sent === true,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export type BalanceRow = {
  at: string | Date;
  kind: TLedgerKind;
  amount_cents: string | number;
  balance: string | number;
  withdrawal_status: TWithdrawalStatus | null;
  withdrawal_is_sent: boolean | null;
};

/** One step of the balance history: the entry's time, its change and the balance after it. */
export function toBalancePoint(r: BalanceRow): TBalancePoint {
  const at = new Date(r.at).toISOString();
  return {
    date: at.slice(0, 10),
    at,
    kind: r.kind,
    change: toDollars(Number(r.amount_cents)),
    balance: toDollars(Number(r.balance)),
    withdrawalStatus: r.withdrawal_status,
    withdrawalIsSent: r.withdrawal_is_sent === true,
  };
}
