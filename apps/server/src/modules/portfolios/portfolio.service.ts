import type { TPortfolioSummary } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { getBalanceCents } from "../wallet/ledger.ts";
import { navMicro, unitsValueCents } from "./plan-books.ts";
import { bookOf } from "./plan-ledger.ts";
import { valuePlans } from "./plan-valuation.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

type PlanTotals = {
  plan_id: string;
  held: string;
  held_recent: string;
  recent_cost: string;
  paid_in: string;
  weighted_in: string;
  first_at: string;
};

/** The prices of 24 hours ago from the feed's history; null when the feed cannot say. */
async function pricesDayAgo(feed: PriceFeed): Promise<{ btcCents: bigint; ethCents: bigint } | null> {
  try {
    const [btc, eth] = await Promise.all([feed.history("BTC", "24h"), feed.history("ETH", "24h")]);
    const b = btc[0]?.usdCentsPerCoin;
    const e = eth[0]?.usdCentsPerCoin;
    return b && e ? { btcCents: BigInt(b), ethCents: BigInt(e) } : null;
  } catch {
    return null;
  }
}

/**
 * The dashboard headline: wallet cash plus every position at its plan's NAV now, the change since
 * 24 hours ago (positions bought since then count from their buy), and the money-weighted return
 * (Modified Dietz over the member's whole history: gain ÷ money in weighted by how long it was in).
 * Sums per plan are taken in SQL, so the cost does not grow with the number of deposits.
 */
export async function getPortfolioSummary(
  deps: { db: Db; priceFeed: PriceFeed; clock: Clock },
  userId: string,
): Promise<TPortfolioSummary> {
  const { db } = deps;
  const now = deps.clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [valuations, walletCents, totals, moves, oldPrices] = await Promise.all([
    valuePlans(db, deps.priceFeed, now),
    getBalanceCents(db, userId),
    queryRows<PlanTotals>(
      db,
      sql`SELECT plan_id,
          sum(units_micro - units_moved_micro)::text AS held,
          sum(CASE WHEN invested_at > ${dayAgo} THEN units_micro - units_moved_micro ELSE 0 END)::text AS held_recent,
          sum(CASE WHEN invested_at > ${dayAgo}
            THEN (units_micro - units_moved_micro)::numeric * buy_nav_micro ELSE 0 END)::text AS recent_cost,
          sum(amount_cents)::text AS paid_in,
          sum(amount_cents * extract(epoch FROM (${now}::timestamptz - invested_at)))::text AS weighted_in,
          min(invested_at)::text AS first_at
        FROM deposits WHERE user_id = ${userId} AND units_micro IS NOT NULL AND plan_id IS NOT NULL
        GROUP BY plan_id`,
    ),
    queryRows<{ moved: string | null; weighted_out: string | null }>(
      db,
      sql`SELECT sum(t.amount_cents)::text AS moved,
          sum(t.amount_cents * extract(epoch FROM (${now}::timestamptz - t.created_at)))::text AS weighted_out
        FROM plan_transactions t JOIN deposits d ON d.id = t.deposit_id
        WHERE d.user_id = ${userId} AND t.kind = 'sell'`,
    ),
    pricesDayAgo(deps.priceFeed),
  ]);

  let positionsCents = 0n;
  let changeCents = 0n;
  let paidInCents = 0;
  let weightedIn = 0;
  let firstAt: number | null = null;
  for (const t of totals) {
    const plan = valuations.byPlan.get(t.plan_id);
    if (!plan) continue;
    const held = BigInt(t.held);
    const heldRecent = BigInt(t.held_recent);
    const value = unitsValueCents(held, plan.nav);
    positionsCents += value;
    // Units held a whole day moved from yesterday's NAV (today's holdings at yesterday's prices);
    // units bought since moved from the NAV they were bought at.
    const navBefore = oldPrices ? navMicro(bookOf(plan.row), oldPrices) : plan.nav;
    changeCents +=
      value -
      unitsValueCents(held - heldRecent, navBefore) -
      BigInt(t.recent_cost.split(".")[0] ?? "0") / 10_000_000_000n;
    paidInCents += Number(t.paid_in);
    weightedIn += Number(t.weighted_in);
    const first = new Date(t.first_at).getTime();
    firstAt = firstAt === null ? first : Math.min(firstAt, first);
  }
  const movedCents = Number(moves[0]?.moved ?? 0);
  const weightedOut = Number(moves[0]?.weighted_out ?? 0);
  const gain = Number(positionsCents) + movedCents - paidInCents;
  let moneyWeightedReturn: number | null = null;
  if (paidInCents > 0 && firstAt !== null) {
    const span = (now.getTime() - firstAt) / 1000;
    const invested = span > 0 ? (weightedIn - weightedOut) / span : 0;
    const base = invested > 0 ? invested : paidInCents;
    moneyWeightedReturn = Math.round((gain / base) * 10_000) / 100;
  }
  const positions = Number(positionsCents);
  const change = Number(changeCents);
  const before = positions - change;
  return {
    wallet: walletCents / 100,
    positions: positions / 100,
    total: (walletCents + positions) / 100,
    todayChange: change / 100,
    todayChangePercent: before > 0 ? Math.round((change / before) * 10_000) / 100 : null,
    pricesSimulated: valuations.prices?.isSimulated ?? deps.priceFeed.source === "simulated",
    moneyWeightedReturn,
  };
}
