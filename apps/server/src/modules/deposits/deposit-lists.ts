import type { TCursorQuery } from "@vaultline/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { fromJsonRow, jsonRowOf } from "../../db/json-rows.ts";
import { chainPayments, deposits, plans } from "../../db/schema.ts";
import type { ChainWatch } from "../../lib/chain/index.ts";
import type { Clock } from "../../lib/clock.ts";
import { cursorPage, olderThan } from "../../lib/keyset.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { pricesForReading, type Valuations, valuationsOf } from "../portfolios/index.ts";
import type { UserSummaryRow } from "../users/index.ts";
import type { ChainPaymentRow } from "./chain-state.ts";
import type { ChainView, DepositRow } from "./deposits.dto.ts";

export type DepositWithUser = { deposit: DepositRow; user: UserSummaryRow };

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
 * and shown by `toDto`: the member's own list and the admin's list of a member's deposits. One
 * statement whatever the page holds: the deposits with their user, the plans they hold and the chain
 * payments of the watched ones, each part one JSON value; the prices come from the feed (the books'
 * last ones only while it is down).
 */
export async function userDepositPage<T>(
  deps: { db: Db; priceFeed: PriceFeed; clock: Clock; chain: ChainWatch },
  userId: string,
  page: TCursorQuery,
  toDto: (row: DepositWithUser, valuations: Valuations, chainView: ChainView) => T,
) {
  const { db } = deps;
  const where = and(eq(deposits.userId, userId), olderThan(deposits.createdAt, deposits.id, page));
  const [prices, [answer]] = await Promise.all([
    pricesForReading(db, deps.priceFeed),
    queryRows<{
      rows: { deposit: Record<string, unknown>; user: UserSummaryRow }[];
      plans: Record<string, unknown>[];
      payments: Record<string, unknown>[];
    }>(
      db,
      sql`WITH page AS (SELECT * FROM deposits WHERE ${where}
          ORDER BY deposits.created_at DESC, deposits.id DESC LIMIT ${page.limit + 1})
        SELECT
          (SELECT coalesce(json_agg(json_build_object('deposit', ${jsonRowOf(deposits, "page")}, 'user', json_build_object(
              'id', users.id, 'username', users.username, 'email', users.email,
              'firstName', users.first_name, 'lastName', users.last_name))
            ORDER BY page.created_at DESC, page.id DESC), '[]')
            FROM page JOIN users ON users.id = page.user_id) AS rows,
          (SELECT coalesce(json_agg(${jsonRowOf(plans)}), '[]')
            FROM plans WHERE plans.id IN (SELECT plan_id FROM page)) AS plans,
          (SELECT coalesce(json_agg(${jsonRowOf(chainPayments)}
              ORDER BY chain_payments.first_seen_at, chain_payments.txid), '[]')
            FROM chain_payments
            WHERE chain_payments.deposit_id IN (SELECT id FROM page WHERE chain_state IS NOT NULL)) AS payments`,
    ),
  ]);
  const rows = (answer?.rows ?? []).map((row) => ({ deposit: fromJsonRow(deposits, row.deposit), user: row.user }));
  const valuations = valuationsOf(
    (answer?.plans ?? []).map((row) => fromJsonRow(plans, row)),
    prices,
    deps.clock.now(),
  );
  const payments = new Map<string, ChainPaymentRow[]>();
  for (const json of answer?.payments ?? []) {
    const payment = fromJsonRow(chainPayments, json);
    payments.set(payment.depositId, [...(payments.get(payment.depositId) ?? []), payment]);
  }
  return cursorPage(
    rows,
    page,
    (r) => r.deposit,
    (r) => toDto(r, valuations, { chain: deps.chain, payments }),
  );
}
