import {
  CHAIN_DEPOSIT_MESSAGES,
  DEPOSIT_MESSAGES,
  formatMoney,
  formatPlanUnits,
  type TAdminDeposit,
  type TCursorQuery,
  type TPage,
} from "@vaultline/shared";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deposits, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { cursorPage, olderThan } from "../../lib/keyset.ts";
import { type CappedTotal, countExactly, countUpTo, pendingFirstPage } from "../../lib/paging.ts";
import { refuseOwnRequest, writeAudit } from "../admin/index.ts";
import { investDeposit, pricesNow, type Valuations, valuePlans } from "../portfolios/index.ts";
import { depositsWithUsers } from "./deposit-lists.ts";
import { type DepositRow, loadChainView, toAdminDepositDto, userSummaryColumns } from "./deposits.dto.ts";
import type { DepositReadDeps } from "./deposits.service.ts";

type View = "open" | "all" | "pending" | "accepted" | "denied" | "withdrawn";

// Written as literals so PostgreSQL matches them to the partial indexes of migration 0019. A deposit
// watched on its chain needs a decision only as an exception (docs/payments.md, "Exceptions").
const IS_PENDING = sql`((${deposits.status} = 'pending' AND ${deposits.chainState} IS NULL) OR ${deposits.chainState} = 'exception')`;
const IS_CLOSED = sql`${deposits.status} IN ('denied', 'withdrawn')`;
const IS_NOT_PENDING = sql`NOT ((${deposits.status} = 'pending' AND ${deposits.chainState} IS NULL) OR ${deposits.chainState} IS NOT DISTINCT FROM 'exception')`;

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
  deps: DepositReadDeps,
  query: { view: View; page: number; pageSize: number },
): Promise<TPage<TAdminDeposit> & CappedTotal> {
  const { db } = deps;
  const valuations = await valuePlans(db, deps.priceFeed, deps.clock.now());
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
  const chainView = await loadChainView(
    db,
    deps.chain,
    rows.map((r) => r.deposit),
  );
  return {
    items: rows.map((r) => toAdminDepositDto(r.deposit, r.user, valuations, chainView)),
    page: query.page,
    pageSize: query.pageSize,
    ...(await countUpTo(db, deposits, where, window.offset)),
  };
}

export async function getDepositForAdmin(deps: DepositReadDeps, id: string): Promise<TAdminDeposit> {
  const { db } = deps;
  const [row] = await db
    .select({ deposit: deposits, user: userSummaryColumns(users) })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(eq(deposits.id, id));
  if (!row) throw new AppError("NOT_FOUND", DEPOSIT_MESSAGES.notFound);
  const chainView = await loadChainView(db, deps.chain, [row.deposit]);
  return toAdminDepositDto(row.deposit, row.user, await valuePlans(db, deps.priceFeed, deps.clock.now()), chainView);
}

export async function listDepositsOfUser(deps: DepositReadDeps, userId: string, page: TCursorQuery) {
  const { db } = deps;
  const valuations = await valuePlans(db, deps.priceFeed, deps.clock.now());
  const rows = await depositsWithUsers(
    db,
    and(eq(deposits.userId, userId), olderThan(deposits.createdAt, deposits.id, page)),
    {
      limit: page.limit + 1,
    },
  );
  const chainView = await loadChainView(
    db,
    deps.chain,
    rows.map((r) => r.deposit),
  );
  return cursorPage(
    rows,
    page,
    (r) => r.deposit,
    (r) => toAdminDepositDto(r.deposit, r.user, valuations, chainView),
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
  if (row.chainState !== null) throw new AppError("CONFLICT", CHAIN_DEPOSIT_MESSAGES.watched);
  if (row.status !== status) throw new AppError("CONFLICT", message);
  return row;
}

async function finish(
  tx: Db,
  row: DepositRow | undefined,
  message: string,
  valuations: Valuations,
): Promise<TAdminDeposit> {
  if (!row) throw new AppError("CONFLICT", message);
  const [user] = await tx.select(userSummaryColumns(users)).from(users).where(eq(users.id, row.userId));
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  return toAdminDepositDto(row, user, valuations);
}

/**
 * pending → accepted: the deposit buys units of its plan at the NAV of this moment, at the feed's
 * prices (no prices: 503 and nothing changes); its holding period starts now.
 */
export async function approveDeposit(
  deps: DepositReadDeps & { jobs: JobQueue },
  input: { id: string; adminId: string },
): Promise<TAdminDeposit> {
  const { db, jobs } = deps;
  const prices = await pricesNow(deps.priceFeed);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const before = await lockDeposit(tx, input.id, input.adminId, "pending", DEPOSIT_MESSAGES.notPending);
    const row = await investDeposit(tx, before, { prices, now, decidedBy: input.adminId });
    await writeAudit(tx, {
      adminId: input.adminId,
      action: "deposit.approve",
      targetType: "deposit",
      targetId: input.id,
      before: { status: before.status },
      after: {
        status: "accepted",
        unitsMicro: String(row.unitsMicro),
        navMicro: String(row.buyNavMicro),
        withdrawalDate: row.withdrawalDate?.toISOString() ?? null,
      },
    });
    const deposit = await finish(tx, row, DEPOSIT_MESSAGES.notPending, await valuePlans(tx, deps.priceFeed, now));
    await jobs.enqueue(tx, sendMailJob, {
      to: deposit.user.email,
      subject: "Your deposit was approved",
      text: [
        `Your deposit of ${formatMoney(Math.round(deposit.amount * 100))} into ${deposit.planName} was approved.`,
        `It bought ${formatPlanUnits(row.unitsMicro ?? 0n)} units at $${(Number(row.buyNavMicro) / 1e6).toFixed(6)} per unit.`,
        `Its value moves with the market and can fall below what you put in.`,
        `You can move it to your wallet from ${deposit.withdrawalDate?.slice(0, 10)}.`,
      ].join("\n"),
    });
    return deposit;
  });
}

/** pending → denied with a reason the user sees. */
export async function denyDeposit(
  deps: DepositReadDeps & { jobs: JobQueue },
  input: { id: string; adminId: string; reason: string },
): Promise<TAdminDeposit> {
  const { db, jobs } = deps;
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
    const deposit = await finish(
      tx,
      row,
      DEPOSIT_MESSAGES.notPending,
      await valuePlans(tx, deps.priceFeed, deps.clock.now()),
    );
    await jobs.enqueue(tx, sendMailJob, {
      to: deposit.user.email,
      subject: "Your deposit was denied",
      text: `Your deposit of ${formatMoney(Math.round(deposit.amount * 100))} into ${deposit.planName} was denied.\nReason: ${input.reason}`,
    });
    return deposit;
  });
}
