import type { TCursorQuery } from "@vaultline/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { fromJsonRow } from "../../db/json-rows.ts";
import { deposits } from "../../db/schema.ts";
import type { ChainWatch } from "../../lib/chain/index.ts";
import type { Clock } from "../../lib/clock.ts";
import { cursorPage, olderThan } from "../../lib/keyset.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { type Valuations, valuePlans } from "../portfolios/index.ts";
import type { UserSummaryRow } from "../users/index.ts";
import { type ChainView, type DepositRow, loadChainView } from "./deposits.dto.ts";

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
    sql`SELECT coalesce(json_agg(json_build_object('deposit', to_json(deposits), 'user', json_build_object(
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
 * and shown by `toDto`: the member's own list and the admin's list of a member's deposits.
 */
export async function userDepositPage<T>(
  deps: { db: Db; priceFeed: PriceFeed; clock: Clock; chain: ChainWatch },
  userId: string,
  page: TCursorQuery,
  toDto: (row: DepositWithUser, valuations: Valuations, chainView: ChainView) => T,
) {
  const { db } = deps;
  const valuations = await valuePlans(db, deps.priceFeed, deps.clock.now());
  const rows = await depositsWithUsers(
    db,
    and(eq(deposits.userId, userId), olderThan(deposits.createdAt, deposits.id, page)),
    { limit: page.limit + 1 },
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
    (r) => toDto(r, valuations, chainView),
  );
}
