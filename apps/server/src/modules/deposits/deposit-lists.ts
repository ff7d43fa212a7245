import type { TCursorQuery } from "@vaultline/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { fromJsonRow, jsonRowOf } from "../../db/json-rows.ts";
import { chainPayments, deposits, plans } from "../../db/schema.ts";
import type { ChainWatch } from "../../lib/chain/index.ts";
import type { Clock } from "../../lib/clock.ts";
import { cursorPage, olderThan } from "../../lib/keyset.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { type PlanRow, pricesForReading, type Valuations, valuationsOf } from "../portfolios/index.ts";
import type { UserSummaryRow } from "../users/index.ts";
import type { ChainPaymentRow } from "./chain-state.ts";
import type { DepositPages, DepositWithUser, PageRows } from "./deposit-pages.ts";
import type { ChainView } from "./deposits.dto.ts";

export type { DepositWithUser } from "./deposit-pages.ts";

/**
 * The deposits matching `where`, newest first, `limit` of them after `offset`, each with its user's
 * summary, in one JSON value (see fromJsonRow). The page's ids are found in the index first, so the
 * rows skipped by the offset are never joined.
 */
export async function depositsWithUsers(
  db: Db,
  where: SQL | undefined,
  window: { limit: number; offset?: number },
): Promise<DepositWithUser[]> {
  const [answer] = await queryRows<{ rows: { deposit: Record<string, unknown>; user: UserSummaryRow }[] }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_object('deposit', ${jsonRowOf(deposits)}, 'user', json_build_object(
        'id', users.id, 'username', users.username, 'email', users.email,
        'firstName', users.first_name, 'lastName', users.last_name))
      ORDER BY deposits.created_at DESC, deposits.id DESC), '[]') AS rows
      FROM deposits JOIN users ON users.id = deposits.user_id
      WHERE deposits.id IN (SELECT deposits.id FROM deposits ${where ? sql`WHERE ${where}` : sql``}
        ORDER BY deposits.created_at DESC, deposits.id DESC LIMIT ${window.limit} OFFSET ${window.offset ?? 0})`,
  );
  return (answer?.rows ?? []).map((row) => ({
    deposit: fromJsonRow(deposits, row.deposit),
    user: row.user,
  }));
}

/**
 * One member's deposits, newest first, a page at a time, each position valued at its plan's NAV now
 * and shown by `toDto`: the member's own list and the admin's list of a member's deposits. The rows
 * come from the process's kept pages when it has them (deposit-pages.ts: no statement), else from one
 * statement whatever the page holds: the page's deposits, their member, every plan and the chain
 * payments of the watched ones, each part one JSON value. The NAVs are computed per request from the
 * plans' rows at the feed's prices (the books' last ones only while it is down).
 */
export async function userDepositPage<T>(
  deps: { db: Db; priceFeed: PriceFeed; clock: Clock; chain: ChainWatch; depositPages: DepositPages },
  userId: string,
  page: TCursorQuery,
  toDto: (row: DepositWithUser, valuations: Valuations, chainView: ChainView) => T,
) {
  const { db, depositPages } = deps;
  // The cursor is checked (a 400) before anything kept is looked at.
  const where = and(eq(deposits.userId, userId), olderThan(deposits.createdAt, deposits.id, page));
  const key = `${userId} ${page.limit} ${page.cursor ?? ""}`;
  const [prices, read] = await Promise.all([
    pricesForReading(db, deps.priceFeed),
    keptOrRead(
      depositPages,
      { key, userId },
      () => readPage(db, userId, where, page.limit),
      () => db.select().from(plans),
    ),
  ]);
  const valuations = valuationsOf(read.plans, prices, deps.clock.now());
  const { rows, payments } = read.page;
  return cursorPage(
    rows,
    page,
    (r) => r.deposit,
    (r) => toDto(r, valuations, { chain: deps.chain, payments }),
  );
}

/** The kept page and plans, or what is missing of them read (the page with every plan, in one statement). */
async function keptOrRead(
  depositPages: DepositPages,
  { key, userId }: { key: string; userId: string },
  readPage: () => Promise<{ page: PageRows; plans: PlanRow[] }>,
  readPlans: () => Promise<PlanRow[]>,
): Promise<{ page: PageRows; plans: PlanRow[] }> {
  const page = depositPages.page(key);
  if (!page) return depositPages.read(key, userId, readPage);
  return { page, plans: depositPages.plans() ?? (await depositPages.readPlans(readPlans)) };
}

/**
 * The page (one row more than asked, for its cursor) with its member, every plan and the chain
 * payments of its watched deposits: one statement, each part one JSON value (db/json-rows.ts). The
 * member is read once, not joined to each row.
 */
async function readPage(
  db: Db,
  userId: string,
  where: SQL | undefined,
  limit: number,
): Promise<{ page: PageRows; plans: PlanRow[] }> {
  const [answer] = await queryRows<{
    rows: Record<string, unknown>[];
    user: UserSummaryRow | null;
    plans: Record<string, unknown>[];
    payments: Record<string, unknown>[];
  }>(
    db,
    sql`WITH page AS (SELECT * FROM deposits WHERE ${where}
        ORDER BY deposits.created_at DESC, deposits.id DESC LIMIT ${limit + 1})
      SELECT
        (SELECT coalesce(json_agg(${jsonRowOf(deposits, "page")} ORDER BY page.created_at DESC, page.id DESC), '[]')
          FROM page) AS rows,
        (SELECT json_build_object('id', users.id, 'username', users.username, 'email', users.email,
            'firstName', users.first_name, 'lastName', users.last_name)
          FROM users WHERE users.id = ${userId}) AS user,
        (SELECT coalesce(json_agg(${jsonRowOf(plans)}), '[]') FROM plans) AS plans,
        (SELECT coalesce(json_agg(${jsonRowOf(chainPayments)}
            ORDER BY chain_payments.first_seen_at, chain_payments.txid), '[]')
          FROM chain_payments
          WHERE chain_payments.deposit_id IN (SELECT id FROM page WHERE chain_state IS NOT NULL)) AS payments`,
  );
  const user = answer?.user;
  const rows = user ? (answer?.rows ?? []).map((row) => ({ deposit: fromJsonRow(deposits, row), user })) : [];
  const payments = new Map<string, ChainPaymentRow[]>();
  for (const json of answer?.payments ?? []) {
    const payment = fromJsonRow(chainPayments, json);
    payments.set(payment.depositId, [...(payments.get(payment.depositId) ?? []), payment]);
  }
  return { page: { rows, payments }, plans: (answer?.plans ?? []).map((row) => fromJsonRow(plans, row)) };
}
