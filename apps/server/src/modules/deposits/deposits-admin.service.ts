import { DEPOSIT_MESSAGES, formatMoney, type TAdminDeposit, type TCursorQuery, type TPage } from "@vaultline/shared";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deposits, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { cursorPage, olderThan } from "../../lib/keyset.ts";
import { type CappedTotal, countExactly, countUpTo, pendingFirstPage } from "../../lib/paging.ts";
import { writeAudit } from "../admin/audit.ts";
import { refuseOwnRequest } from "../admin/own-requests.ts";
import { lockWallet, postLedgerEntry } from "../wallet/ledger.ts";
import { depositsWithUsers } from "./deposit-lists.ts";
import { type DepositRow, toAdminDepositDto, userSummaryColumns } from "./deposits.dto.ts";
import { addCalendarMonth, expectedPayoutCents } from "./money-rules.ts";

type View = "open" | "all" | "pending" | "accepted" | "denied" | "withdrawn";

// Written as literals so PostgreSQL matches them to the partial indexes of migration 0019.
const IS_PENDING = sql`${deposits.status} = 'pending'`;
const IS_CLOSED = sql`${deposits.status} IN ('denied', 'withdrawn')`;
const IS_NOT_PENDING = sql`${deposits.status} <> 'pending'`;

function viewFilter(view: View): SQL | undefined {
  if (view === "all") return undefined;
  if (view === "open") return ne(deposits.status, "accepted");
  return eq(deposits.status, view);
}

/**
 * Admin queue: pending first, then newest first; the default `open` view hides accepted deposits.
 * Every part of a page comes from an index, and the total stops counting past SEARCH_COUNT_CAP.
 */
export async function listAllDeposits(
  db: Db,
  query: { view: View; page: number; pageSize: number },
): Promise<TPage<TAdminDeposit> & CappedTotal> {
  const where = viewFilter(query.view);
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const rows =
    query.view === "open" || query.view === "all"
      ? await pendingFirstPage(window, {
          pending: (w) => depositsWithUsers(db, IS_PENDING, w),
          countPending: () => countExactly(db, deposits, IS_PENDING),
          rest: (w) => depositsWithUsers(db, query.view === "open" ? IS_CLOSED : IS_NOT_PENDING, w),
        })
      : await depositsWithUsers(db, where, window);
  return {
    items: rows.map((r) => toAdminDepositDto(r.deposit, r.user)),
    page: query.page,
    pageSize: query.pageSize,
    ...(await countUpTo(db, deposits, where, window.offset)),
  };
}

export async function getDepositForAdmin(db: Db, id: string): Promise<TAdminDeposit> {
  const [row] = await db
    .select({ deposit: deposits, user: userSummaryColumns(users) })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(eq(deposits.id, id));
  if (!row) throw new AppError("NOT_FOUND", DEPOSIT_MESSAGES.notFound);
  return toAdminDepositDto(row.deposit, row.user);
}

export async function listDepositsOfUser(db: Db, userId: string, page: TCursorQuery) {
  const rows = await depositsWithUsers(
    db,
    and(eq(deposits.userId, userId), olderThan(deposits.createdAt, deposits.id, page)),
    {
      limit: page.limit + 1,
    },
  );
  return cursorPage(
    rows,
    page,
    (r) => r.deposit,
    (r) => toAdminDepositDto(r.deposit, r.user),
  );
}

/**
 * Locks the deposit row and checks that another admin decides on it, in its status; the caller's
 * conditional update re-checks the status.
 */
async function lockDeposit(
  tx: Db,
  id: string,
  adminId: string,
  status: DepositRow["status"],
  message: string,
): Promise<DepositRow> {
  const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", DEPOSIT_MESSAGES.notFound);
  refuseOwnRequest(adminId, row.userId);
  if (row.status !== status) throw new AppError("CONFLICT", message);
  return row;
}

async function finish(tx: Db, row: DepositRow | undefined, message: string): Promise<TAdminDeposit> {
  if (!row) throw new AppError("CONFLICT", message);
  const [user] = await tx.select(userSummaryColumns(users)).from(users).where(eq(users.id, row.userId));
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  return toAdminDepositDto(row, user);
}

/** pending → accepted; expected amount and withdrawal date (+1 calendar month) are fixed now. */
export async function approveDeposit(
  db: Db,
  jobs: JobQueue,
  input: { id: string; adminId: string; now?: Date },
): Promise<TAdminDeposit> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const before = await lockDeposit(tx, input.id, input.adminId, "pending", DEPOSIT_MESSAGES.notPending);
    const expectedCents = expectedPayoutCents(before.amountCents, before.planRoiBp);
    const withdrawalDate = addCalendarMonth(now);
    const [row] = await tx
      .update(deposits)
      .set({ status: "accepted", expectedCents, withdrawalDate, decidedBy: input.adminId, decidedAt: now })
      .where(and(eq(deposits.id, input.id), eq(deposits.status, "pending")))
      .returning();
    await writeAudit(tx, {
      adminId: input.adminId,
      action: "deposit.approve",
      targetType: "deposit",
      targetId: input.id,
      before: { status: before.status },
      after: { status: "accepted", expectedCents, withdrawalDate: withdrawalDate.toISOString() },
    });
    const deposit = await finish(tx, row, DEPOSIT_MESSAGES.notPending);
    await jobs.enqueue(tx, sendMailJob, {
      to: deposit.user.email,
      subject: "Your deposit was approved",
      text: `Your deposit of ${formatMoney(Math.round(deposit.amount * 100))} into ${deposit.planName} was approved.\nExpected amount: ${formatMoney(Math.round((deposit.expectedAmount ?? 0) * 100))} (the plan's target ROI of ${deposit.roi}%, not a guarantee).\nWithdrawal date: ${deposit.withdrawalDate?.slice(0, 10)}.`,
    });
    return deposit;
  });
}

/** pending → denied with a reason the user sees. */
export async function denyDeposit(
  db: Db,
  jobs: JobQueue,
  input: { id: string; adminId: string; reason: string },
): Promise<TAdminDeposit> {
  return db.transaction(async (tx) => {
    await lockDeposit(tx, input.id, input.adminId, "pending", DEPOSIT_MESSAGES.notPending);
    const [row] = await tx
      .update(deposits)
      .set({ status: "denied", denyReason: input.reason, decidedBy: input.adminId, decidedAt: new Date() })
      .where(and(eq(deposits.id, input.id), eq(deposits.status, "pending")))
      .returning();
    await writeAudit(tx, {
      adminId: input.adminId,
      action: "deposit.deny",
      targetType: "deposit",
      targetId: input.id,
      before: { status: "pending" },
      after: { status: "denied" },
      reason: input.reason,
    });
    const deposit = await finish(tx, row, DEPOSIT_MESSAGES.notPending);
    await jobs.enqueue(tx, sendMailJob, {
      to: deposit.user.email,
      subject: "Your deposit was denied",
      text: `Your deposit of ${formatMoney(Math.round(deposit.amount * 100))} into ${deposit.planName} was denied.\nReason: ${input.reason}`,
    });
    return deposit;
  });
}

/** accepted → withdrawn: the actual payout is credited to the wallet (ledger 'deposit_payout'). */
export async function settleDeposit(
  db: Db,
  jobs: JobQueue,
  input: { id: string; adminId: string; payoutCents: number; note: string },
): Promise<TAdminDeposit> {
  return db.transaction(async (tx) => {
    // The member's wallet first, then the deposit: the lock order of every money path.
    const [owner] = await tx.select({ userId: deposits.userId }).from(deposits).where(eq(deposits.id, input.id));
    if (!owner) throw new AppError("NOT_FOUND", DEPOSIT_MESSAGES.notFound);
    await lockWallet(tx, owner.userId);
    const before = await lockDeposit(tx, input.id, input.adminId, "accepted", DEPOSIT_MESSAGES.notAccepted);
    const [row] = await tx
      .update(deposits)
      .set({ status: "withdrawn", payoutCents: input.payoutCents, settleNote: input.note, settledAt: new Date() })
      .where(and(eq(deposits.id, input.id), eq(deposits.status, "accepted")))
      .returning();
    if (!row) throw new AppError("CONFLICT", DEPOSIT_MESSAGES.notAccepted);
    const entry = await postLedgerEntry(tx, {
      userId: before.userId,
      kind: "deposit_payout",
      amountCents: input.payoutCents,
      reason: input.note,
      refType: "deposit",
      refId: input.id,
      createdBy: input.adminId,
    });
    await writeAudit(tx, {
      adminId: input.adminId,
      action: "deposit.settle",
      targetType: "deposit",
      targetId: input.id,
      before: { status: "accepted", expectedCents: before.expectedCents },
      after: { status: "withdrawn", payoutCents: input.payoutCents, ledgerEntryId: entry.id },
      reason: input.note,
    });
    const deposit = await finish(tx, row, DEPOSIT_MESSAGES.notAccepted);
    await jobs.enqueue(tx, sendMailJob, {
      to: deposit.user.email,
      subject: "Your investment was paid out to your wallet",
      text: `Your ${deposit.planName} investment was settled: ${formatMoney(Math.round((deposit.payout ?? 0) * 100))} was added to your wallet.\nNote: ${input.note}`,
    });
    return deposit;
  });
}
