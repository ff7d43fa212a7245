import {
  CHAIN_DEPOSIT_MESSAGES,
  DEPOSIT_MESSAGES,
  type TAdminDeposit,
  type TCursorQuery,
  type TPage,
} from "@vaultline/shared";
import { eq, ne, type SQL, sql } from "drizzle-orm";
import { deposits, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { AppError } from "../../lib/app-error.ts";
import { depositApprovedMail, depositDeniedMail } from "../../lib/mail-templates/deposits.ts";
import { type CappedTotal, countExactly, countUpTo, pendingFirstPage } from "../../lib/paging.ts";
import { decide } from "../decisions/index.ts";
import { buyUnits, pricesNow, valuePlans } from "../portfolios/index.ts";
import { userSummaryColumns } from "../users/index.ts";
import { depositsWithUsers, userDepositPage } from "./deposit-lists.ts";
import { type DepositRow, loadChainView, toAdminDepositDto } from "./deposits.dto.ts";
import type { DepositListDeps, DepositReadDeps } from "./deposits.service.ts";
import { investedColumns } from "./investing.ts";

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

export async function listDepositsOfUser(deps: DepositListDeps, userId: string, page: TCursorQuery) {
  return userDepositPage(deps, userId, page, (r, valuations, chainView) =>
    toAdminDepositDto(r.deposit, r.user, valuations, chainView),
  );
}

/** What every decision on a deposit shares: a pending deposit not watched on its chain. */
function pendingDeposit(input: { id: string; adminId: string }) {
  return {
    table: deposits,
    id: input.id,
    adminId: input.adminId,
    from: "pending",
    messages: { notFound: DEPOSIT_MESSAGES.notFound, decided: DEPOSIT_MESSAGES.notPending },
    // No wallet entry: the deposit is locked (then its plan), not the member, so decisions on one
    // member's deposits do not queue behind each other (item before plan, as a move to the wallet).
    locksOwner: false,
    refuse: (row: DepositRow) => {
      if (row.chainState !== null) throw new AppError("CONFLICT", CHAIN_DEPOSIT_MESSAGES.watched);
    },
  };
}

/**
 * pending → accepted: the deposit buys units of its plan at the NAV of this moment, at the feed's
 * prices (no prices: 503 and nothing changes); its holding period starts now.
 */
export async function approveDeposit(
  deps: DepositReadDeps & { jobs: JobQueue },
  input: { id: string; adminId: string },
): Promise<TAdminDeposit> {
  const prices = await pricesNow(deps.priceFeed);
  const now = deps.clock.now();
  return decide(deps.db, deps.jobs, {
    ...pendingDeposit(input),
    apply: async (tx, before, { owner, update }) => {
      const bought = await buyUnits(tx, before, { prices, now });
      const row = await update({ ...investedColumns(bought, now), decidedBy: input.adminId, decidedAt: now });
      return {
        result: toAdminDepositDto(row, owner, await valuePlans(tx, deps.priceFeed, now)),
        audit: {
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
        },
        mail: depositApprovedMail(row),
      };
    },
  });
}

/** pending → denied with a reason the user sees. */
export async function denyDeposit(
  deps: DepositReadDeps & { jobs: JobQueue },
  input: { id: string; adminId: string; reason: string },
): Promise<TAdminDeposit> {
  return decide(deps.db, deps.jobs, {
    ...pendingDeposit(input),
    apply: async (tx, _before, { owner, update }) => {
      const row = await update({
        status: "denied",
        denyReason: input.reason,
        decidedBy: input.adminId,
        decidedAt: new Date(),
      });
      return {
        result: toAdminDepositDto(row, owner, await valuePlans(tx, deps.priceFeed, deps.clock.now())),
        audit: {
          action: "deposit.deny",
          targetType: "deposit",
          targetId: input.id,
          before: { status: "pending" },
          after: { status: "denied" },
          reason: input.reason,
        },
        mail: depositDeniedMail(row),
      };
    },
  });
}
