import {
  type TBalancePoint,
  type TLedgerEntry,
  type TPage,
  type TPendingAdjustment,
  WALLET_MESSAGES,
} from "@vaultline/shared";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { type Db, queryRows, returnedRow } from "../../db/client.ts";
import { ledgerEntries, pendingAdjustments, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { AppError } from "../../lib/app-error.ts";
import { decide, FOUR_EYES_WINDOW_MS, refuseAppointedPair, refuseOwnRequest, writeAudit } from "../decisions/index.ts";
import { getBalanceCents, lockWallet, postLedgerEntry } from "./ledger.ts";
import { type BalanceRow, type LedgerRow, toBalancePoint, toLedgerEntry, toPendingAdjustment } from "./wallet.dto.ts";

/**
 * What `adminId` moved into or out of `userId`'s wallet on their own (adjustments that needed no
 * second admin) in the 24 hours before `now`, in cents, both directions counted.
 */
async function movedAloneCents(tx: Db, input: { adminId: string; userId: string; now: Date }): Promise<number> {
  const since = new Date(input.now.getTime() - FOUR_EYES_WINDOW_MS);
  const [row] = await tx
    .select({ cents: sql<string | number | null>`sum(abs(${ledgerEntries.amountCents}))` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, input.userId),
        eq(ledgerEntries.kind, "admin_adjustment"),
        eq(ledgerEntries.createdBy, input.adminId),
        gt(ledgerEntries.createdAt, since),
        sql`NOT EXISTS (SELECT 1 FROM ${pendingAdjustments} WHERE ${pendingAdjustments.ledgerEntryId} = ${ledgerEntries.id})`,
      ),
    );
  return Number(row?.cents ?? 0);
}

/**
 * An admin adds (or, negative, removes) money with a reason: one ledger entry and one audit row in
 * one transaction. A removal that would take the wallet below zero is refused. When what this admin
 * alone moved for this member in the last 24 hours, this one included, is above the four-eyes
 * threshold, nothing moves yet: the request waits for a second, different admin (approveAdjustment),
 * so splitting a large adjustment into small ones does not avoid the second admin. No admin adjusts
 * their own wallet.
 */
export async function adjustBalance(
  db: Db,
  input: { adminId: string; userId: string; amountCents: number; reason: string; thresholdCents: number; now: Date },
): Promise<{ userId: string; balanceCents: number; entryId: string | null; pendingAdjustmentId: string | null }> {
  refuseOwnRequest(input.adminId, input.userId);
  return db.transaction(async (tx) => {
    await lockWallet(tx, input.userId);
    const before = await getBalanceCents(tx, input.userId);
    if (before + input.amountCents < 0) throw new AppError("BAD_REQUEST", WALLET_MESSAGES.belowZero);
    const moved = await movedAloneCents(tx, input);
    if (moved + Math.abs(input.amountCents) > input.thresholdCents) {
      const pending = returnedRow(
        await tx
          .insert(pendingAdjustments)
          .values({
            userId: input.userId,
            amountCents: input.amountCents,
            reason: input.reason,
            requestedBy: input.adminId,
            requestedAt: input.now,
          })
          .returning({ id: pendingAdjustments.id }),
        "pending adjustment insert",
      );
      await writeAudit(tx, {
        adminId: input.adminId,
        action: "wallet.adjust_request",
        targetType: "user",
        targetId: input.userId,
        before: { balanceCents: before, movedAloneIn24hCents: moved },
        after: { amountCents: input.amountCents, approvals: 1, pendingAdjustmentId: pending.id },
        reason: input.reason,
      });
      return { userId: input.userId, balanceCents: before, entryId: null, pendingAdjustmentId: pending.id };
    }
    const entry = await postAdjustment(tx, { ...input, createdBy: input.adminId });
    await writeAudit(tx, {
      adminId: input.adminId,
      action: "wallet.adjust",
      targetType: "user",
      targetId: input.userId,
      before: { balanceCents: before },
      after: { balanceCents: entry.balanceCents, amountCents: input.amountCents, entryId: entry.id },
      reason: input.reason,
    });
    return { userId: input.userId, balanceCents: entry.balanceCents, entryId: entry.id, pendingAdjustmentId: null };
  });
}

function postAdjustment(
  tx: Db,
  input: { userId: string; amountCents: number; reason: string; createdBy: string; now: Date },
) {
  return postLedgerEntry(tx, {
    userId: input.userId,
    kind: "admin_adjustment",
    amountCents: input.amountCents,
    reason: input.reason,
    createdBy: input.createdBy,
    createdAt: input.now,
  });
}

/**
 * The second approval of a large adjustment, by another admin than its requester: the money moves
 * now, once, through the decision workflow (no mail: the member sees the entry in their history).
 */
export async function approveAdjustment(
  db: Db,
  jobs: JobQueue,
  input: { id: string; adminId: string; now: Date; appointmentDays: number },
): Promise<{ userId: string; balanceCents: number; entryId: string }> {
  return decide(db, jobs, {
    table: pendingAdjustments,
    id: input.id,
    adminId: input.adminId,
    from: "pending",
    messages: { notFound: WALLET_MESSAGES.adjustmentNotFound, decided: WALLET_MESSAGES.adjustmentDone },
    refuse: (pending) => {
      if (pending.requestedBy === input.adminId) throw new AppError("CONFLICT", WALLET_MESSAGES.secondAdminNeeded);
    },
    apply: async (tx, pending, { owner, update }) => {
      await refuseAppointedPair(tx, {
        requesterId: pending.requestedBy,
        approverId: input.adminId,
        now: input.now,
        days: input.appointmentDays,
      });
      // The member's row is locked and read by the decision: its balance is the current one.
      const before = owner.balanceCents;
      if (before + pending.amountCents < 0) throw new AppError("BAD_REQUEST", WALLET_MESSAGES.belowZero);
      const entry = await postAdjustment(tx, { ...pending, createdBy: input.adminId, now: input.now });
      await update({ status: "approved", approvedBy: input.adminId, approvedAt: input.now, ledgerEntryId: entry.id });
      return {
        result: { userId: pending.userId, balanceCents: entry.balanceCents, entryId: entry.id },
        audit: {
          action: "wallet.adjust_approve",
          targetType: "user",
          targetId: pending.userId,
          before: { balanceCents: before, approvals: 1 },
          after: {
            balanceCents: entry.balanceCents,
            amountCents: pending.amountCents,
            entryId: entry.id,
            requestedBy: pending.requestedBy,
          },
          reason: pending.reason,
        },
        mail: null,
      };
    },
  });
}

/** Large adjustments waiting for their second approval, oldest first (optionally for one user). */
export async function listPendingAdjustments(db: Db, userId?: string): Promise<TPendingAdjustment[]> {
  const rows = await db
    .select({
      p: pendingAdjustments,
      requester: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
    })
    .from(pendingAdjustments)
    .leftJoin(users, eq(users.id, pendingAdjustments.requestedBy))
    .where(
      userId
        ? and(eq(pendingAdjustments.status, "pending"), eq(pendingAdjustments.userId, userId))
        : eq(pendingAdjustments.status, "pending"),
    )
    .orderBy(asc(pendingAdjustments.requestedAt))
    .limit(200);
  return rows.map(({ p, requester }) => toPendingAdjustment(p, requester));
}

/** The request behind a withdrawal's entries, so the history can say what became of it. */
const joinWithdrawal = sql`LEFT JOIN withdrawals w ON e.ref_type = 'withdrawal' AND w.id = e.ref_id`;
/** A payout checked on the chain but not confirmed yet: sent, not paid (withdrawalStatusLabel). */
const withdrawalIsSent = sql`(w.status = 'paid' AND w.payout_checked AND coalesce(w.payout_confirmations, 0) < 1)`;

/** The user's ledger, newest first, each entry with the balance right after it. */
export async function listTransactions(
  db: Db,
  userId: string,
  paging: { page: number; pageSize: number },
): Promise<TPage<TLedgerEntry>> {
  const offset = (paging.page - 1) * paging.pageSize;
  const rows = await queryRows<LedgerRow>(
    db,
    sql`SELECT e.*, w.status AS withdrawal_status, ${withdrawalIsSent} AS withdrawal_is_sent FROM (
          SELECT id, kind, amount_cents, reason, ref_type, ref_id, created_at, seq,
            sum(amount_cents) OVER (ORDER BY seq ROWS UNBOUNDED PRECEDING) AS balance_after
          FROM ledger_entries WHERE user_id = ${userId}
          ORDER BY seq DESC LIMIT ${paging.pageSize} OFFSET ${offset}
        ) e ${joinWithdrawal}
        ORDER BY e.seq DESC`,
  );
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM ledger_entries WHERE user_id = ${userId}`,
  );
  return {
    items: rows.map(toLedgerEntry),
    page: paging.page,
    pageSize: paging.pageSize,
    total: Number(count?.n ?? 0),
  };
}

/** The closing balance of every day the wallet changed (UTC days), oldest first, at most the last 366. */
export async function getBalanceHistory(db: Db, userId: string): Promise<TBalancePoint[]> {
  // Every entry with the balance right after it (the last 500), so reserves, releases and payouts
  // each show as a step rather than disappearing into a daily total.
  const rows = await queryRows<BalanceRow>(
    db,
    sql`SELECT e.*, w.status AS withdrawal_status, ${withdrawalIsSent} AS withdrawal_is_sent FROM (
          SELECT id, at, kind, amount_cents, balance, ref_type, ref_id FROM (
            SELECT id, created_at AS at, kind, amount_cents, ref_type, ref_id,
                   sum(amount_cents) OVER (ORDER BY created_at, id) AS balance
            FROM ledger_entries WHERE user_id = ${userId}
          ) entries ORDER BY at DESC, id DESC LIMIT 500
        ) e ${joinWithdrawal}
        ORDER BY e.at DESC, e.id DESC`,
  );
  return rows.map(toBalancePoint).reverse();
}
