import { PORTFOLIO_MESSAGES } from "@vaultline/shared";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import {
  type deposits,
  type PLAN_TRANSACTION_KINDS,
  plans,
  planTransactions,
  positionTotals,
} from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  applyDelta,
  type Book,
  buy,
  type Delta,
  navMicro,
  sell,
  tradingCost,
  valueCents,
  type Weights,
} from "./plan-books.ts";
import type { PriceSnapshot } from "./plan-prices.ts";

export type PlanRow = typeof plans.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
type Kind = (typeof PLAN_TRANSACTION_KINDS)[number];

/** A plan's target weights from its columns; `weightColumns` is the way back. The only translation of them. */
export function weightsOf(row: PlanRow): Weights {
  return { BTC: row.weightBtc, ETH: row.weightEth, USD: row.weightUsd };
}

export function weightColumns(weights: Weights): Pick<PlanRow, "weightBtc" | "weightEth" | "weightUsd"> {
  return { weightBtc: weights.BTC, weightEth: weights.ETH, weightUsd: weights.USD };
}

export function bookOf(row: PlanRow): Book {
  return {
    sats: row.sats,
    gwei: row.gwei,
    cashCents: row.cashCents,
    unitsMicro: row.unitsMicro,
    navMicro: row.navMicro,
  };
}

/** The plan's row, locked until the transaction ends: every change of its books goes one at a time. */
export async function lockPlan(tx: Db, planId: string): Promise<PlanRow> {
  const [row] = await tx.select().from(plans).where(eq(plans.id, planId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "Plan not found");
  return row;
}

/**
 * Books one plan transaction: the row with its deltas and the prices used, and the plan's holdings
 * moved by the same deltas (so they stay the sum of the rows). Inside the caller's transaction,
 * after lockPlan.
 */
export async function recordPlanTransaction(
  tx: Db,
  plan: PlanRow,
  entry: {
    kind: Kind;
    delta: Delta;
    nav: bigint;
    prices: PriceSnapshot;
    at: Date;
    depositId?: string;
    day?: string;
    fillId?: number;
  },
): Promise<PlanRow> {
  const { delta, prices } = entry;
  const next = applyDelta(bookOf(plan), delta, entry.nav);
  await tx.insert(planTransactions).values({
    planId: plan.id,
    kind: entry.kind,
    depositId: entry.depositId ?? null,
    day: entry.day ?? null,
    unitsMicro: delta.unitsMicro,
    sats: delta.sats,
    gwei: delta.gwei,
    cashCents: delta.cashCents,
    amountCents: delta.amountCents,
    navMicro: entry.nav,
    btcCents: prices.btcCents,
    ethCents: prices.ethCents,
    priceSource: prices.source,
    createdAt: entry.at,
    fillId: entry.fillId ?? null,
  });
  const row = returnedRow(
    await tx
      .update(plans)
      .set({
        sats: next.sats,
        gwei: next.gwei,
        cashCents: next.cashCents,
        unitsMicro: next.unitsMicro,
        navMicro: next.unitsMicro === 0n ? entry.nav : navMicro(next, prices),
      })
      .where(eq(plans.id, plan.id))
      .returning(),
    "plan update",
  );
  return row;
}

/** What a deposit's money bought: its units, at which NAV, and the plan's holding period. */
export type Bought = { unitsMicro: bigint; navMicro: bigint; holdingDays: number };

/**
 * A deposit's money buys units of its plan at the NAV of this moment: the plan's books and the
 * member's running sums move; the deposit's own row is its owner's to write (modules/deposits).
 * Inside the caller's transaction, with the deposit row locked.
 */
export async function buyUnits(
  tx: Db,
  deposit: Pick<DepositRow, "id" | "userId" | "planId" | "amountCents">,
  input: { prices: PriceSnapshot; now: Date },
): Promise<Bought> {
  if (!deposit.planId) throw new AppError("CONFLICT", "This deposit's plan no longer exists");
  const plan = await lockPlan(tx, deposit.planId);
  const bought = buy(bookOf(plan), input.prices, weightsOf(plan), BigInt(deposit.amountCents));
  await recordPlanTransaction(tx, plan, {
    kind: "buy",
    ...bought,
    prices: input.prices,
    at: input.now,
    depositId: deposit.id,
  });
  const seconds = String(BigInt(deposit.amountCents) * BigInt(Math.floor(input.now.getTime() / 1000)));
  await tx
    .insert(positionTotals)
    .values({
      userId: deposit.userId,
      planId: plan.id,
      unitsMicro: bought.delta.unitsMicro,
      paidInCents: deposit.amountCents,
      paidInSeconds: seconds,
      firstInvestedAt: input.now,
      lastInvestedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [positionTotals.userId, positionTotals.planId],
      set: {
        unitsMicro: sql`${positionTotals.unitsMicro} + ${bought.delta.unitsMicro}`,
        paidInCents: sql`${positionTotals.paidInCents} + ${deposit.amountCents}`,
        paidInSeconds: sql`${positionTotals.paidInSeconds} + ${seconds}::numeric`,
        firstInvestedAt: sql`least(${positionTotals.firstInvestedAt}, ${input.now})`,
        lastInvestedAt: sql`greatest(${positionTotals.lastInvestedAt}, ${input.now})`,
      },
    });
  return { unitsMicro: bought.delta.unitsMicro, navMicro: bought.nav, holdingDays: plan.holdingDays };
}

/**
 * A position's units are sold back to its plan at the NAV of this moment: the plan's books and the
 * member's running sums move. Units worth nothing are a 400 and nothing is written. Inside the
 * caller's transaction, with the deposit row locked.
 */
export async function sellUnits(
  tx: Db,
  position: { userId: string; planId: string; depositId: string; unitsMicro: bigint },
  input: { prices: PriceSnapshot; now: Date },
): Promise<{ navMicro: bigint; creditedCents: number }> {
  const plan = await lockPlan(tx, position.planId);
  const sold = sell(bookOf(plan), input.prices, position.unitsMicro);
  const credited = Number(sold.delta.amountCents);
  if (credited <= 0) {
    throw new AppError("BAD_REQUEST", PORTFOLIO_MESSAGES.unitsInvalid, [
      { field: "units", message: PORTFOLIO_MESSAGES.unitsInvalid },
    ]);
  }
  await recordPlanTransaction(tx, plan, {
    kind: "sell",
    ...sold,
    prices: input.prices,
    at: input.now,
    depositId: position.depositId,
  });
  await recordMoveTotals(tx, {
    userId: position.userId,
    planId: position.planId,
    unitsMicro: position.unitsMicro,
    creditedCents: credited,
    at: input.now,
  });
  return { navMicro: sold.nav, creditedCents: credited };
}

/** Keeps the member's running sums for the plan in step with a move (inside the move's transaction). */
async function recordMoveTotals(
  tx: Db,
  input: { userId: string; planId: string; unitsMicro: bigint; creditedCents: number; at: Date },
): Promise<void> {
  const seconds = String(BigInt(input.creditedCents) * BigInt(Math.floor(input.at.getTime() / 1000)));
  await tx
    .update(positionTotals)
    .set({
      unitsMicro: sql`${positionTotals.unitsMicro} - ${input.unitsMicro}`,
      movedCents: sql`${positionTotals.movedCents} + ${input.creditedCents}`,
      movedSeconds: sql`${positionTotals.movedSeconds} + ${seconds}::numeric`,
    })
    .where(sql`${positionTotals.userId} = ${input.userId} AND ${positionTotals.planId} = ${input.planId}`);
}

/**
 * A treasury fill's cost (its slippage and fee, in cents; negative: a gain) charged to the plans'
 * books (TREASURY_TRADING_COSTS=plan, docs/treasury.md): shared by every plan holding units in
 * proportion to its value at the prices, the cents left by rounding to the largest shares, each
 * share a `trading_cost` transaction linked to the fill. Inside the fill's transaction. Returns the
 * shares, none when no plan holds anything (or the cost exceeds what they hold): the operator bears it.
 */
export async function chargeTradingCost(
  tx: Db,
  input: { fillId: number; cents: bigint; prices: PriceSnapshot; now: Date },
): Promise<{ planId: string; cents: bigint }[]> {
  if (input.cents === 0n) return [];
  const ids = await tx.select({ id: plans.id }).from(plans).where(gt(plans.unitsMicro, 0n)).orderBy(asc(plans.id));
  // Locked in id order: two fills charged at once wait for each other instead of deadlocking.
  const locked: PlanRow[] = [];
  for (const { id } of ids) locked.push(await lockPlan(tx, id));
  const values = locked.map((plan) => valueCents(bookOf(plan), input.prices));
  const total = values.reduce((a, b) => a + b, 0n);
  const size = input.cents < 0n ? -input.cents : input.cents;
  if (total === 0n || size > total) return [];
  const shares = values.map((v) => (size * v) / total);
  let left = size - shares.reduce((a, b) => a + b, 0n);
  for (const i of [...shares.keys()].sort((a, b) => Number(values[b]) - Number(values[a]))) {
    if (left === 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left--;
  }
  const charged: { planId: string; cents: bigint }[] = [];
  for (const [i, plan] of locked.entries()) {
    const cents = input.cents < 0n ? -(shares[i] ?? 0n) : (shares[i] ?? 0n);
    if (cents === 0n) continue;
    const cost = tradingCost(bookOf(plan), input.prices, cents);
    await recordPlanTransaction(tx, plan, {
      kind: "trading_cost",
      ...cost,
      prices: input.prices,
      at: input.now,
      fillId: input.fillId,
    });
    charged.push({ planId: plan.id, cents });
  }
  return charged;
}

/** What the plan's books bore of the treasury's trading costs (cents; negative: a gain), since launch. */
export async function planTradingCosts(db: Db, planId: string): Promise<{ cents: bigint; fills: number }> {
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(${planTransactions.amountCents}), 0)::text`,
      fills: sql<number>`count(*)::int`,
    })
    .from(planTransactions)
    .where(and(eq(planTransactions.planId, planId), eq(planTransactions.kind, "trading_cost")));
  return { cents: BigInt(row?.cents ?? "0"), fills: Number(row?.fills ?? 0) };
}
