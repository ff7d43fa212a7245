import { formatPlanUnits, riskClassFor, type TPlan, type TPosition, toDollars } from "@vaultline/shared";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planNavSnapshots, plans } from "../../db/schema.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { navMicro, navToNumber, unitsValueCents } from "./plan-books.ts";
import { bookOf, type DepositRow, type PlanRow, weightsOf } from "./plan-ledger.ts";
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

export function toPlanDto(row: PlanRow, nav: bigint, riskClass: number | null): TPlan {
  const weights = weightsOf(row);
  return {
    _id: row.id,
    name: row.name,
    roi: returnSinceLaunch(nav),
    minAmount: toDollars(row.minCents),
    maxAmount: row.maxCents === null ? null : toDollars(row.maxCents),
    description: row.description,
    weights,
    feePercent: row.feeBp / 100,
    holdingDays: row.holdingDays,
    riskClass,
    navPerUnit: navToNumber(nav),
    launchedAt: row.launchedAt.toISOString(),
    roiSince: row.launchedAt.toISOString(),
  };
}

/** The units a deposit holds and their value at its plan's NAV now; null when it bought none. */
export function toPosition(row: DepositRow, valuations: Valuations): TPosition | null {
  if (row.unitsMicro === null || !row.planId) return null;
  const plan = valuations.byPlan.get(row.planId);
  if (!plan) return null;
  const held = row.unitsMicro - row.unitsMovedMicro;
  const valueCents = Number(unitsValueCents(held, plan.nav));
  const paidInCents = Number((BigInt(row.amountCents) * held) / row.unitsMicro);
  const gainCents = valueCents - paidInCents;
  const holdingEndsAt = row.withdrawalDate ?? valuations.now;
  return {
    units: formatPlanUnits(row.unitsMicro),
    unitsMoved: formatPlanUnits(row.unitsMovedMicro),
    navPerUnit: navToNumber(plan.nav),
    value: toDollars(valueCents),
    paidIn: toDollars(paidInCents),
    gain: toDollars(gainCents),
    gainPercent: paidInCents > 0 ? Math.round((gainCents / paidInCents) * 10_000) / 100 : 0,
    holdingEndsAt: holdingEndsAt.toISOString(),
    canMove: row.status === "accepted" && held > 0n && valuations.now >= holdingEndsAt,
  };
}
