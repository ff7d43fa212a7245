import { riskClassFor } from "@vaultline/shared";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planNavSnapshots, plans } from "../../db/schema.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { navMicro, navToNumber } from "./plan-books.ts";
import { bookOf, type PlanRow } from "./plan-ledger.ts";
import { type PriceSnapshot, pricesForReading } from "./plan-prices.ts";
import { annualisedVolatility } from "./plan-stats.ts";

/** Every plan's NAV at one set of prices: computed once per request, then read for each deposit. */
export type Valuations = {
  prices: PriceSnapshot | null;
  now: Date;
  byPlan: Map<string, { row: PlanRow; nav: bigint }>;
};

/** The NAV of a plan at the prices (the last booked NAV when there has never been a price). */
export function planNav(row: PlanRow, prices: PriceSnapshot | null): bigint {
  return prices ? navMicro(bookOf(row), prices) : row.navMicro;
}

/** Values every plan (hidden ones too: their deposits still hold units) at the prices of now. */
export async function valuePlans(db: Db, feed: PriceFeed, now: Date): Promise<Valuations> {
  const [prices, rows] = await Promise.all([pricesForReading(db, feed), db.select().from(plans)]);
  return valuationsOf(rows, prices, now);
}

/** Values the plans given (a page's: those its deposits hold, read with the page) at the prices. */
export function valuationsOf(rows: PlanRow[], prices: PriceSnapshot | null, now: Date): Valuations {
  return { prices, now, byPlan: new Map(rows.map((row) => [row.id, { row, nav: planNav(row, prices) }])) };
}

/** The realised return since launch in percent: the first unit cost $1.00. */
export function returnSinceLaunch(nav: bigint): number {
  return Math.round((navToNumber(nav) - 1) * 10_000) / 100;
}

/** Risk class per plan from its daily NAV series (null while there is too little history). */
export async function riskClasses(db: Db): Promise<Map<string, number | null>> {
  const rows = await db
    .select({ planId: planNavSnapshots.planId, navMicro: planNavSnapshots.navMicro })
    .from(planNavSnapshots)
    .orderBy(asc(planNavSnapshots.planId), asc(planNavSnapshots.day));
  const series = new Map<string, number[]>();
  for (const row of rows) {
    const list = series.get(row.planId) ?? [];
    list.push(navToNumber(row.navMicro));
    series.set(row.planId, list);
  }
  const out = new Map<string, number | null>();
  for (const [planId, navs] of series) {
    const volatility = annualisedVolatility(navs);
    out.set(planId, volatility === null ? null : riskClassFor(volatility));
  }
  return out;
}
