import {
  ACCOUNT_GUARD_MESSAGES,
  type TAdminWithdrawal,
  type TCursorQuery,
  type TPage,
  type TPayoutCoin,
  type TWithdrawal,
  type TWithdrawalStatus,
  WITHDRAWAL_MESSAGES,
} from "@vaultline/shared";
import { and, desc, eq, gt, inArray, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users, withdrawals } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { cursorPage } from "../../lib/keyset.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import {
  withdrawalApprovedMail,
  withdrawalDeniedMail,
  withdrawalRequestedMail,
} from "../../lib/mail-templates/withdrawals.ts";
import {
  type CappedTotal,
  countExactly,
  countUpTo,
  memberCursorRows,
  type PageWindow,
  pendingFirstPage,
} from "../../lib/paging.ts";
import { usableAddress } from "../address-book/index.ts";
import { payWithQuote, type QuoteRow, quoteForPayment } from "../crypto/index.ts";
import { decide, FOUR_EYES_WINDOW_MS, lockItem, refuseAppointedPair, updateFrom } from "../decisions/index.ts";
import { assertGuardsAllow, isAccountFrozen, type SpendCode } from "../security/index.ts";
import { type UserSummaryRow, userSummaryColumns } from "../users/index.ts";
import { getBalanceCents, lockWallet, postLedgerEntry } from "../wallet/index.ts";
import type { WithdrawalDeps } from "./withdrawal-deps.ts";
import { quoteWithdrawal, type WithdrawalQuoteInput } from "./withdrawal-quote.ts";
import {
  type ApproverName,
  type ExplorerLink,
  toAdminDto,
  toWithdrawalDto,
  toWithdrawalQuoteDto,
  type WithdrawalRow,
} from "./withdrawals.dto.ts";

async function approverNames(db: Db, rows: WithdrawalRow[]): Promise<Map<string, ApproverName>> {
  const ids = [...new Set(rows.map((r) => r.firstApprovedBy).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, { username: u.username, name: `${u.firstName} ${u.lastName}` }]));
}

/**
 * The quote a withdrawal is made at: the member's (checked: theirs, unused, same amount, coin and
 * destination; an expired one answers 409 with a fresh quote), or, when the caller sent none, one
 * made now. Read before the reserve's transaction: no network call holds a database connection.
 */
async function quoteFor(deps: WithdrawalDeps, input: WithdrawalQuoteInput & { quoteId?: string }): Promise<QuoteRow> {
  if (!input.quoteId) return quoteWithdrawal(deps, input);
  return quoteForPayment(
    deps,
    { ...input, quoteId: input.quoteId, purpose: "withdrawal", coin: input.coin },
    async () => toWithdrawalQuoteDto(await quoteWithdrawal(deps, input), deps.config),
  );
}

/**
 * Reserves the amount at once (a 'withdrawal' debit) under the wallet lock: never below zero. The
 * destination must be a saved address of the member whose holding period is over. The coin amount
 * is the quote's; the ledger keeps cents.
 */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  input: WithdrawalQuoteInput & {
    quoteId?: string;
    /** The checked two-factor code, spent with the withdrawal (requireWithdrawalCode). */
    spendCode?: SpendCode;
  },
): Promise<TWithdrawal> {
  const quote = await quoteFor(deps, input);
  const row = await deps.db.transaction(async (tx) => {
    await lockWallet(tx, input.userId);
    await input.spendCode?.(tx);
    // A freeze that committed while this request waited for the wallet lock stops it here.
    await assertGuardsAllow(tx, "withdrawal", { userId: input.userId, now: input.now });
    const saved = await usableAddress(tx, input);
    const balance = await getBalanceCents(tx, input.userId);
    if (input.amountCents > balance) {
      throw new AppError("BAD_REQUEST", WITHDRAWAL_MESSAGES.insufficient, [
        { field: "amount", message: WITHDRAWAL_MESSAGES.insufficient },
      ]);
    }
    const inserted = await payWithQuote(tx, quote, input.now, async () => {
      const [created] = await tx
        .insert(withdrawals)
        .values({
          userId: input.userId,
          amountCents: input.amountCents,
          address: input.address,
          coin: input.coin,
          addressSavedAt: saved.createdAt,
          // The app's clock, like the address's age it is compared with.
          createdAt: input.now,
          quoteId: quote.id,
          quoteRateCents: quote.rateCents,
          quoteRateAt: quote.rateAt,
          // A payout's coin (BTC or USDT) amount is below 2^53: coinUnitsFor refuses larger ones.
          quoteCoinUnits: Number(quote.coinUnits),
          networkFeeUnits: quote.networkFeeUnits,
          quotedAt: quote.quotedAt,
        })
        .returning();
      return created;
    });
    if (!inserted) throw new Error("withdrawal insert returned nothing");
    await postLedgerEntry(tx, {
      userId: input.userId,
      kind: "withdrawal",
      amountCents: -input.amountCents,
      refType: "withdrawal",
      refId: inserted.id,
      createdBy: input.userId,
    });
    const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
    if (member) await deps.jobs.enqueue(tx, sendMailJob, mailTo(member, withdrawalRequestedMail(inserted, deps)));
    return inserted;
  });
  return toWithdrawalDto(row, (coin, txid) => deps.chain.explorerTxUrl(coin, txid));
}

/** A user's withdrawal requests, newest first, a page at a time. */
export async function listUserWithdrawals(db: Db, explorer: ExplorerLink, userId: string, page: TCursorQuery) {
  const rows = await memberCursorRows(db, withdrawals, userId, page);
  return cursorPage(
    rows,
    page,
    (r) => r,
    (r) => toWithdrawalDto(r, explorer),
  );
}

/** One of the user's withdrawal requests, for its receipt; someone else's is not found. */
export async function getUserWithdrawal(
  db: Db,
  explorer: ExplorerLink,
  userId: string,
  id: string,
): Promise<TWithdrawal> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.id, id)));
  if (!row) throw new AppError("NOT_FOUND", WITHDRAWAL_MESSAGES.notFound);
  return toWithdrawalDto(row, explorer);
}

/** A denied or cancelled request gives its reserve back ('withdrawal_release'). */
async function releaseReserve(tx: Db, row: WithdrawalRow, by: string, reason: string): Promise<void> {
  await postLedgerEntry(tx, {
    userId: row.userId,
    kind: "withdrawal_release",
    amountCents: row.amountCents,
    reason,
    refType: "withdrawal",
    refId: row.id,
    createdBy: by,
  });
}

/**
 * The member withdraws their own pending request: one conditional update and the reserve back. A
 * second attempt (or one after an admin's decision) finds nothing pending and changes nothing.
 */
export async function cancelWithdrawal(
  db: Db,
  explorer: ExplorerLink,
  input: { id: string; userId: string },
): Promise<TWithdrawal> {
  const row = await db.transaction(async (tx) => {
    // Wallet first, then the request, as an admin's decision locks them: the two queue, never deadlock.
    await lockItem(tx, withdrawals, input.id, { notFound: WITHDRAWAL_MESSAGES.notFound, ownerId: input.userId });
    const cancelled = await updateFrom(
      tx,
      withdrawals,
      input.id,
      "pending",
      { status: "cancelled", denyReason: null, decidedBy: input.userId, decidedAt: new Date() },
      WITHDRAWAL_MESSAGES.notPending,
    );
    await releaseReserve(tx, cancelled, input.userId, "Cancelled by the user");
    return cancelled;
  });
  return toWithdrawalDto(row, explorer);
}

export type AdminContext = {
  thresholdCents: number;
  /** FOUR_EYES_APPOINTMENT_DAYS: an admin and those who appointed them are not each other's second approver. */
  appointmentDays: number;
  explorer: ExplorerLink;
  /** The simulated chain runs for this coin: its payouts can be sent from the admin screen. */
  canSimulate: (coin: TPayoutCoin) => boolean;
};

/** The admin's view of a withdrawal, with its member (the decision has them already). */
export async function withUser(
  tx: Db,
  row: WithdrawalRow,
  owner: UserSummaryRow,
  context: AdminContext,
): Promise<TAdminWithdrawal> {
  return toAdminDto(row, owner, { ...context, approverNames: await approverNames(tx, [row]) });
}

/** What every admin decision on a withdrawal shares: a pending request, decided by the workflow. */
function pendingWithdrawal(input: { id: string; adminId: string }) {
  return {
    table: withdrawals,
    id: input.id,
    adminId: input.adminId,
    from: "pending",
    messages: { notFound: WITHDRAWAL_MESSAGES.notFound, decided: WITHDRAWAL_MESSAGES.notPending },
  };
}

/**
 * What `adminId` approved alone (no second admin) of `userId`'s withdrawals in the 24 hours before
 * `now`, in cents: counted with the next approval against the four-eyes threshold, as adjustments are.
 */
async function approvedAloneCents(tx: Db, input: { adminId: string; userId: string; now: Date }): Promise<number> {
  const since = new Date(input.now.getTime() - FOUR_EYES_WINDOW_MS);
  const [row] = await tx
    .select({ cents: sql<string | number | null>`sum(${withdrawals.amountCents})` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, input.userId),
        eq(withdrawals.decidedBy, input.adminId),
        isNull(withdrawals.firstApprovedBy),
        notInArray(withdrawals.status, ["pending", "denied", "cancelled"]),
        gt(withdrawals.decidedAt, since),
      ),
    );
  return Number(row?.cents ?? 0);
}

type Approval = { withdrawal: TAdminWithdrawal; row: WithdrawalRow; owner: UserSummaryRow; isComplete: boolean };

/**
 * Approves a pending withdrawal: its payout is then queued ("Approved, payout queued") until a
 * payout transaction is recorded; the money stays reserved until then. Above the four-eyes
 * threshold the first approval is only recorded ("1 of 2") and a second, different admin completes
 * it; the same admin twice is a 409.
 */
export async function approveWithdrawal(
  db: Db,
  deps: Pick<WithdrawalDeps, "jobs" | "publicUrl">,
  input: { id: string; adminId: string; now: Date } & AdminContext,
): Promise<Approval> {
  return decide<typeof withdrawals, Approval>(db, deps.jobs, {
    ...pendingWithdrawal(input),
    apply: async (tx, current, { owner, update }) => {
      // A frozen member's money stays put: a thief's request waits for the owner (or an admin's denial).
      if (await isAccountFrozen(tx, current.userId, input.now)) {
        throw new AppError("FORBIDDEN", ACCOUNT_GUARD_MESSAGES.isFrozenForAdmin);
      }
      const alone = current.firstApprovedBy
        ? 0
        : await approvedAloneCents(tx, { adminId: input.adminId, userId: current.userId, now: input.now });
      if (current.firstApprovedBy || alone + current.amountCents > input.thresholdCents) {
        if (!current.firstApprovedBy) {
          const first = await update({ firstApprovedBy: input.adminId, firstApprovedAt: input.now });
          return {
            result: { withdrawal: await withUser(tx, first, owner, input), row: first, owner, isComplete: false },
            audit: {
              action: "withdrawal.approve_first",
              targetType: "withdrawal",
              targetId: input.id,
              before: { status: "pending", approvals: 0 },
              after: { status: "pending", approvals: 1, amountCents: first.amountCents },
            },
            mail: null,
          };
        }
        if (current.firstApprovedBy === input.adminId) {
          throw new AppError("CONFLICT", WITHDRAWAL_MESSAGES.secondAdminNeeded);
        }
        await refuseAppointedPair(tx, {
          requesterId: current.firstApprovedBy,
          approverId: input.adminId,
          now: input.now,
          days: input.appointmentDays,
        });
      }
      const row = await update({
        status: "approved",
        denyReason: null,
        decidedBy: input.adminId,
        decidedAt: input.now,
      });
      return {
        result: { withdrawal: await withUser(tx, row, owner, input), row, owner, isComplete: true },
        audit: {
          action: "withdrawal.approve",
          targetType: "withdrawal",
          targetId: input.id,
          before: { status: "pending", approvals: current.firstApprovedBy ? 1 : 0 },
          after: { status: "approved", firstApprovedBy: current.firstApprovedBy },
        },
        mail: withdrawalApprovedMail(row, deps),
      };
    },
  });
}

/** Denies a pending withdrawal with a reason the member sees; the reserve goes back to the wallet. */
export async function denyWithdrawal(
  db: Db,
  jobs: JobQueue,
  input: { id: string; adminId: string; reason: string } & AdminContext,
): Promise<TAdminWithdrawal> {
  return decide(db, jobs, {
    ...pendingWithdrawal(input),
    apply: async (tx, _current, { owner, update }) => {
      const row = await update({
        status: "denied",
        denyReason: input.reason,
        decidedBy: input.adminId,
        decidedAt: new Date(),
      });
      await releaseReserve(tx, row, input.adminId, input.reason);
      return {
        result: await withUser(tx, row, owner, input),
        audit: {
          action: "withdrawal.deny",
          targetType: "withdrawal",
          targetId: input.id,
          before: { status: "pending" },
          after: { status: "denied", releasedCents: row.amountCents },
          reason: input.reason,
        },
        mail: withdrawalDeniedMail(row),
      };
    },
  });
}

function withdrawalsPage(db: Db, where: SQL | undefined, window: PageWindow) {
  return db
    .select({ w: withdrawals, user: userSummaryColumns(users) })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** Admin queue: pending first, then newest first; each part from an index, the total capped. */
export async function listAllWithdrawals(
  db: Db,
  query: { view: "pending" | "all" | TWithdrawalStatus; page: number; pageSize: number },
  context: AdminContext,
): Promise<TPage<TAdminWithdrawal> & CappedTotal> {
  const where = query.view === "all" ? undefined : eq(withdrawals.status, query.view);
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const isPending = sql`${withdrawals.status} = 'pending'`;
  const rows =
    query.view === "all"
      ? await pendingFirstPage(window, {
          pending: (w) => withdrawalsPage(db, isPending, w),
          countPending: () => countExactly(db, withdrawals, isPending),
          rest: (w) => withdrawalsPage(db, sql`${withdrawals.status} <> 'pending'`, w),
        })
      : await withdrawalsPage(db, where, window);
  const names = await approverNames(
    db,
    rows.map((r) => r.w),
  );
  return {
    items: rows.map((r) => toAdminDto(r.w, r.user, { ...context, approverNames: names })),
    page: query.page,
    pageSize: query.pageSize,
    ...(await countUpTo(db, withdrawals, where, window.offset)),
  };
}
