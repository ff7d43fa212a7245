import {
  formatMoney,
  type TAdminWithdrawal,
  type TPage,
  type TWithdrawal,
  toDollars,
  WITHDRAWAL_MESSAGES,
} from "@vaultline/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users, withdrawals } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { writeAudit } from "../admin/audit.ts";
import { toUserSummary, type UserSummaryRow, userSummaryColumns } from "../deposits/deposits.dto.ts";
import { getBalanceCents, lockWallet, postLedgerEntry } from "../wallet/ledger.ts";

type WithdrawalRow = typeof withdrawals.$inferSelect;

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

function toAdminDto(row: WithdrawalRow, user: UserSummaryRow): TAdminWithdrawal {
  return { ...toWithdrawalDto(row), user: toUserSummary(user) };
}

/** Reserves the amount at once (a 'withdrawal' debit) under the wallet lock: never below zero. */
export async function requestWithdrawal(
  db: Db,
  input: { userId: string; amountCents: number; address: string; network: string },
): Promise<TWithdrawal> {
  const row = await db.transaction(async (tx) => {
    await lockWallet(tx, input.userId);
    const balance = await getBalanceCents(tx, input.userId);
    if (input.amountCents > balance) {
      throw new AppError("BAD_REQUEST", WITHDRAWAL_MESSAGES.insufficient, [
        { field: "amount", message: WITHDRAWAL_MESSAGES.insufficient },
      ]);
    }
    const [inserted] = await tx
      .insert(withdrawals)
      .values({ userId: input.userId, amountCents: input.amountCents, address: input.address, network: input.network })
      .returning();
    if (!inserted) throw new Error("withdrawal insert returned nothing");
    await postLedgerEntry(tx, {
      userId: input.userId,
      kind: "withdrawal",
      amountCents: -input.amountCents,
      refType: "withdrawal",
      refId: inserted.id,
      createdBy: input.userId,
    });
    return inserted;
  });
  return toWithdrawalDto(row);
}

export async function listUserWithdrawals(db: Db, userId: string): Promise<TWithdrawal[]> {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
  return rows.map(toWithdrawalDto);
}

/**
 * Leaves `pending` for `status` with one conditional update; denied and cancelled requests give the
 * reserve back ('withdrawal_release'). A second attempt finds nothing pending and changes nothing.
 */
async function decide(
  tx: Db,
  input: {
    id: string;
    status: "approved" | "denied" | "cancelled";
    by: string;
    ownerId?: string;
    payoutTxId?: string | null;
    reason?: string | null;
  },
): Promise<WithdrawalRow> {
  const [current] = await tx.select().from(withdrawals).where(eq(withdrawals.id, input.id));
  if (!current || (input.ownerId && current.userId !== input.ownerId)) {
    throw new AppError("NOT_FOUND", WITHDRAWAL_MESSAGES.notFound);
  }
  await lockWallet(tx, current.userId);
  const [row] = await tx
    .update(withdrawals)
    .set({
      status: input.status,
      payoutTxId: input.payoutTxId ?? null,
      denyReason: input.reason ?? null,
      decidedBy: input.by,
      decidedAt: new Date(),
    })
    .where(and(eq(withdrawals.id, input.id), eq(withdrawals.status, "pending")))
    .returning();
  if (!row) throw new AppError("CONFLICT", WITHDRAWAL_MESSAGES.notPending);
  if (input.status !== "approved") {
    await postLedgerEntry(tx, {
      userId: row.userId,
      kind: "withdrawal_release",
      amountCents: row.amountCents,
      reason: input.reason ?? (input.status === "cancelled" ? "Cancelled by the user" : null),
      refType: "withdrawal",
      refId: row.id,
      createdBy: input.by,
    });
  }
  return row;
}

export async function cancelWithdrawal(db: Db, input: { id: string; userId: string }): Promise<TWithdrawal> {
  const row = await db.transaction((tx) =>
    decide(tx, { id: input.id, status: "cancelled", by: input.userId, ownerId: input.userId }),
  );
  return toWithdrawalDto(row);
}

async function withUser(tx: Db, row: WithdrawalRow): Promise<TAdminWithdrawal> {
  const [user] = await tx.select(userSummaryColumns(users)).from(users).where(eq(users.id, row.userId));
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  return toAdminDto(row, user);
}

export async function approveWithdrawal(
  db: Db,
  jobs: JobQueue,
  input: { id: string; adminId: string; payoutTxId: string | null },
): Promise<TAdminWithdrawal> {
  return db.transaction(async (tx) => {
    const row = await decide(tx, { id: input.id, status: "approved", by: input.adminId, payoutTxId: input.payoutTxId });
    await writeAudit(tx, {
      adminId: input.adminId,
      action: "withdrawal.approve",
      targetType: "withdrawal",
      targetId: input.id,
      before: { status: "pending" },
      after: { status: "approved", payoutTxId: input.payoutTxId },
    });
    const withdrawal = await withUser(tx, row);
    const payout = withdrawal.payoutTxId ? `\nPayout transaction id: ${withdrawal.payoutTxId}` : "";
    await jobs.enqueue(tx, sendMailJob, {
      to: withdrawal.user.email,
      subject: "Your withdrawal was approved",
      text: `Your withdrawal of ${formatMoney(Math.round(withdrawal.amount * 100))} to ${withdrawal.address} (${withdrawal.network}) was approved and paid out.${payout}`,
    });
    return withdrawal;
  });
}

export async function denyWithdrawal(
  db: Db,
  jobs: JobQueue,
  input: { id: string; adminId: string; reason: string },
): Promise<TAdminWithdrawal> {
  return db.transaction(async (tx) => {
    const row = await decide(tx, { id: input.id, status: "denied", by: input.adminId, reason: input.reason });
    await writeAudit(tx, {
      adminId: input.adminId,
      action: "withdrawal.deny",
      targetType: "withdrawal",
      targetId: input.id,
      before: { status: "pending" },
      after: { status: "denied", releasedCents: row.amountCents },
      reason: input.reason,
    });
    const withdrawal = await withUser(tx, row);
    await jobs.enqueue(tx, sendMailJob, {
      to: withdrawal.user.email,
      subject: "Your withdrawal was denied",
      text: `Your withdrawal of ${formatMoney(Math.round(withdrawal.amount * 100))} was denied and the amount is back in your wallet.\nReason: ${input.reason}`,
    });
    return withdrawal;
  });
}

/** Admin queue: pending first, then newest first. */
export async function listAllWithdrawals(
  db: Db,
  query: { view: "pending" | "all" | "approved" | "denied" | "cancelled"; page: number; pageSize: number },
): Promise<TPage<TAdminWithdrawal>> {
  const where = query.view === "all" ? undefined : eq(withdrawals.status, query.view);
  const rows = await db
    .select({ w: withdrawals, user: userSummaryColumns(users) })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(sql`(${withdrawals.status} = 'pending') DESC`, desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(withdrawals).where(where);
  return {
    items: rows.map((r) => toAdminDto(r.w, r.user)),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(count?.n ?? 0),
  };
}
