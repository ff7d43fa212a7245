import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planNavSnapshots, plans, planTransactions } from "../../db/schema.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { dailyFee, isZeroDelta, navMicro, rebalance, valueCents } from "./plan-books.ts";
import { bookOf, lockPlan, recordPlanTransaction, weightsOf } from "./plan-ledger.ts";
import { pricesNow } from "./plan-prices.ts";

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The daily books of every plan holding units: the day's fee (1/365 of the yearly rate, taken from
 * every holding alike, booked as the operator's revenue), then a rebalance back to the target
 * weights, both at the feed's prices of now. Once per plan and UTC day: a second run that day
 * finds the day's rows and books nothing. Returns how many plans were booked.
 */
export async function runDailyBooks(db: Db, feed: PriceFeed, now: Date): Promise<number> {
  const prices = await pricesNow(feed);
  const day = isoDay(now);
  const ids = await db.select({ id: plans.id }).from(plans);
  let booked = 0;
  for (const { id } of ids) {
    await db.transaction(async (tx) => {
      let plan = await lockPlan(tx, id);
      if (plan.unitsMicro === 0n) return;
      const [done] = await tx
        .select({ id: planTransactions.id })
        .from(planTransactions)
        .where(
          and(eq(planTransactions.planId, id), eq(planTransactions.kind, "rebalance"), eq(planTransactions.day, day)),
        );
      if (done) return;
      const fee = dailyFee(bookOf(plan), prices, plan.feeBp);
      if (!isZeroDelta(fee.delta)) {
        plan = await recordPlanTransaction(tx, plan, { kind: "fee", ...fee, prices, at: now, day });
      }
      const moved = rebalance(bookOf(plan), prices, weightsOf(plan));
      // The rebalance row is written even when nothing moves: it marks the day as done.
      await recordPlanTransaction(tx, plan, { kind: "rebalance", ...moved, prices, at: now, day });
      booked++;
    });
  }
  return booked;
}

/** Every plan's NAV of the day, once per plan and UTC day (a second run keeps the first). */
export async function snapshotNavs(db: Db, feed: PriceFeed, now: Date): Promise<number> {
  const prices = await pricesNow(feed);
  const rows = await db.select().from(plans);
  const day = isoDay(now);
  const values = rows.map((row) => ({
    planId: row.id,
    day,
    navMicro: navMicro(bookOf(row), prices),
    valueCents: valueCents(bookOf(row), prices),
    unitsMicro: row.unitsMicro,
    btcCents: prices.btcCents,
    ethCents: prices.ethCents,
    createdAt: now,
  }));
  if (values.length === 0) return 0;
  const inserted = await db
    .insert(planNavSnapshots)
    .values(values)
    .onConflictDoNothing()
    .returning({ planId: planNavSnapshots.planId });
  return inserted.length;
}
