import { type TPortfolioSummary, toDollars } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { navMicro, unitsValueCents } from "./plan-books.ts";
import { bookOf } from "./plan-ledger.ts";
import { valuePlans } from "./plan-valuation.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

type PlanTotals = {
  plan_id: string;
  held: string;
  paid_in: string;
  paid_in_seconds: string;
  moved: string;
  moved_seconds: string;
  first_at: Date | string;
  last_at: Date | string;
};
type RecentBuys = { plan_id: string; held: string; cost: string };

type DayAgoPrices = { btcCents: bigint; ethCents: bigint } | null;
/** The last answer of pricesDayAgo per feed, for the minute it was asked in. */
const dayAgoCache = new WeakMap<PriceFeed, { minute: number; prices: DayAgoPrices }>();

/**
 * The prices of 24 hours ago from the feed's history (the first point of its 24-hour series), kept
 * for the minute: a chart's worth of points is too much work for every dashboard call. Null when
 * the feed cannot say.
 */
async function pricesDayAgo(feed: PriceFeed, now: Date): Promise<DayAgoPrices> {
  const minute = Math.floor(now.getTime() / 60_000);
  const cached = dayAgoCache.get(feed);
  if (cached?.minute === minute) return cached.prices;
  let prices: DayAgoPrices = null;
  try {
    const [btc, eth] = await Promise.all([feed.history("BTC", "24h"), feed.history("ETH", "24h")]);
    const b = btc[0]?.usdCentsPerCoin;
    const e = eth[0]?.usdCentsPerCoin;
    prices = b && e ? { btcCents: BigInt(b), ethCents: BigInt(e) } : null;
  } catch {
    return null;
  }
  dayAgoCache.set(feed, { minute, prices });
  return prices;
}

/**
 * The dashboard headline: wallet cash plus every position at its plan's NAV now, the change since
 * 24 hours ago (positions bought since then count from their buy), and the money-weighted return
 * (Modified Dietz over the member's whole history: gain ÷ money in weighted by how long it was in).
 * It reads the member's running sums per plan (position_totals), and the buys of the last day only
 * when there were some, so its cost does not grow with the number of deposits.
 */
export async function getPortfolioSummary(
  deps: { db: Db; priceFeed: PriceFeed; clock: Clock },
  userId: string,
  walletCents: number,
): Promise<TPortfolioSummary> {
  const { db } = deps;
  const now = deps.clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [valuations, totals, oldPrices] = await Promise.all([
    valuePlans(db, deps.priceFeed, now),
    queryRows<PlanTotals>(
      db,
      sql`SELECT plan_id, units_micro::text AS held, paid_in_cents::text AS paid_in,
          paid_in_seconds::text AS paid_in_seconds, moved_cents::text AS moved,
          moved_seconds::text AS moved_seconds, first_invested_at AS first_at, last_invested_at AS last_at
        FROM position_totals WHERE user_id = ${userId}`,
    ),
    pricesDayAgo(deps.priceFeed, now),
  ]);
  // Units bought in the last day count from their buy; most members bought none, and skip the query.
  const hasRecentBuys = totals.some((t) => new Date(t.last_at) > dayAgo);
  const recent = hasRecentBuys
    ? await queryRows<RecentBuys>(
        db,
        sql`SELECT plan_id, sum(units_micro - units_moved_micro)::text AS held,
            sum((units_micro - units_moved_micro)::numeric * buy_nav_micro)::text AS cost
          FROM deposits WHERE user_id = ${userId} AND units_micro IS NOT NULL AND invested_at > ${dayAgo}
          GROUP BY plan_id`,
      )
    : [];
  const recentByPlan = new Map(recent.map((r) => [r.plan_id, r]));
  const nowSeconds = Math.floor(now.getTime() / 1000);

  let positionsCents = 0n;
  let changeCents = 0n;
  let paidInCents = 0;
  let movedCents = 0;
  // Σ amount × (now − t) = now × Σ amount − Σ amount × t, in and out.
  let weighted = 0;
  let firstAt: number | null = null;
  for (const t of totals) {
    const plan = valuations.byPlan.get(t.plan_id);
    if (!plan) continue;
    const held = BigInt(t.held);
    const value = unitsValueCents(held, plan.nav);
    positionsCents += value;
    // Units held a whole day moved from yesterday's NAV (today's holdings at yesterday's prices);
    // units bought since moved from the NAV they were bought at.
    const buys = recentByPlan.get(t.plan_id);
    const heldRecent = BigInt(buys?.held ?? "0");
    const recentCost = BigInt((buys?.cost ?? "0").split(".")[0] ?? "0") / 10_000_000_000n;
    const navBefore = oldPrices ? navMicro(bookOf(plan.row), oldPrices) : plan.nav;
    changeCents += value - unitsValueCents(held - heldRecent, navBefore) - recentCost;
    const paidIn = Number(t.paid_in);
    const moved = Number(t.moved);
    paidInCents += paidIn;
    movedCents += moved;
    weighted += nowSeconds * paidIn - Number(t.paid_in_seconds) - (nowSeconds * moved - Number(t.moved_seconds));
    const first = new Date(t.first_at).getTime();
    firstAt = firstAt === null ? first : Math.min(firstAt, first);
  }
  const gain = Number(positionsCents) + movedCents - paidInCents;
  let moneyWeightedReturn: number | null = null;
  if (paidInCents > 0 && firstAt !== null) {
    const span = (now.getTime() - firstAt) / 1000;
    const invested = span > 0 ? weighted / span : 0;
    const base = invested > 0 ? invested : paidInCents;
    moneyWeightedReturn = Math.round((gain / base) * 10_000) / 100;
  }
  const positions = Number(positionsCents);
  const change = Number(changeCents);
  const before = positions - change;
  return {
    wallet: toDollars(walletCents),
    positions: toDollars(positions),
    total: toDollars(walletCents + positions),
    todayChange: toDollars(change),
    todayChangePercent: before > 0 ? Math.round((change / before) * 10_000) / 100 : null,
    pricesSimulated: valuations.prices?.isSimulated ?? deps.priceFeed.source === "simulated",
    moneyWeightedReturn,
  };
}
