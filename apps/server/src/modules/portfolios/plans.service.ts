import {
  DEFAULT_PLAN_FEE_PERCENT,
  DEFAULT_PLAN_HOLDING_DAYS,
  DEFAULT_PLAN_WEIGHTS,
  formatPlanUnits,
  PLAN_MESSAGES,
  RISK_BANDS,
  type TPlan,
  type TPlanRecord,
  type TPlanValues,
  toDollars,
} from "@vaultline/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { type Db, returnedRow } from "../../db/client.ts";
import { deposits, planNavSnapshots, plans } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { writeAudit } from "../decisions/index.ts";
import { GWEI_PER_ETH, navToNumber, SATS_PER_BTC } from "./plan-books.ts";
import { type PlanRow, planTradingCosts, weightColumns, weightsOf } from "./plan-ledger.ts";
import { pricesForReading } from "./plan-prices.ts";
import { planStats } from "./plan-stats.ts";
import { planNav, riskClasses, valuePlans } from "./plan-valuation.ts";
import { toPlanDto } from "./portfolios.dto.ts";

type ReadDeps = { db: Db; priceFeed: PriceFeed; clock: Clock; config: Pick<Config, "treasury"> };

/** Plans open for new deposits, from cautious (most cash) to adventurous, then by minimum amount. */
export async function listPlans(deps: ReadDeps): Promise<TPlan[]> {
  const [valuations, risk] = await Promise.all([
    valuePlans(deps.db, deps.priceFeed, deps.clock.now()),
    riskClasses(deps.db),
  ]);
  return [...valuations.byPlan.values()]
    .filter(({ row }) => !row.isHidden)
    .sort(
      (a, b) =>
        b.row.weightUsd - a.row.weightUsd || a.row.minCents - b.row.minCents || a.row.name.localeCompare(b.row.name),
    )
    .map(({ row, nav }) => toPlanDto(row, nav, risk.get(row.id) ?? null));
}

/** A visible plan, or 404. */
export async function getVisiblePlan(db: Db, id: string): Promise<PlanRow> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.isHidden, false)));
  if (!row) throw new AppError("NOT_FOUND", PLAN_MESSAGES.notFound);
  return row;
}

/** A visible plan as the API shows it, valued at the prices of now. */
export async function getPlanDto(deps: ReadDeps, id: string): Promise<TPlan> {
  const row = await getVisiblePlan(deps.db, id);
  const [prices, risk] = await Promise.all([pricesForReading(deps.db, deps.priceFeed), riskClasses(deps.db)]);
  return toPlanDto(row, planNav(row, prices), risk.get(row.id) ?? null);
}

/** Base units to a decimal string: 12345678 sats with 8 decimals → "0.12345678". */
function decimalString(amount: bigint, perWhole: bigint, decimals: number): string {
  return `${amount / perWhole}.${(amount % perWhole).toString().padStart(decimals, "0")}`;
}

/** A plan's public record: holdings at market, NAV history since launch, returns and risk. */
export async function getPlanRecord(deps: ReadDeps, id: string): Promise<TPlanRecord> {
  const row = await getVisiblePlan(deps.db, id);
  const now = deps.clock.now();
  const [prices, snapshots, costs] = await Promise.all([
    pricesForReading(deps.db, deps.priceFeed),
    deps.db
      .select({ day: planNavSnapshots.day, navMicro: planNavSnapshots.navMicro })
      .from(planNavSnapshots)
      .where(eq(planNavSnapshots.planId, id))
      .orderBy(asc(planNavSnapshots.day)),
    planTradingCosts(deps.db, id),
  ]);
  const nav = planNav(row, prices);
  const navHistory = snapshots.map((s) => ({ date: s.day, nav: navToNumber(s.navMicro) }));
  const stats = planStats(navHistory, navToNumber(nav), now, row.launchedAt);
  const btcCents = prices ? Number((row.sats * prices.btcCents) / SATS_PER_BTC) : 0;
  const ethCents = prices ? Number((row.gwei * prices.ethCents) / GWEI_PER_ETH) : 0;
  const cashCents = Number(row.cashCents);
  const total = btcCents + ethCents + cashCents;
  const share = (cents: number) => (total > 0 ? Math.round((cents / total) * 10_000) / 100 : 0);
  return {
    plan: toPlanDto(row, nav, stats.riskClass),
    holdings: [
      {
        asset: "BTC",
        amount: decimalString(row.sats, SATS_PER_BTC, 8),
        valueUsd: toDollars(btcCents),
        weightNow: share(btcCents),
      },
      {
        asset: "ETH",
        amount: decimalString(row.gwei, GWEI_PER_ETH, 9),
        valueUsd: toDollars(ethCents),
        weightNow: share(ethCents),
      },
      {
        asset: "USD",
        amount: decimalString(row.cashCents, 100n, 2),
        valueUsd: toDollars(cashCents),
        weightNow: share(cashCents),
      },
    ],
    unitsOutstanding: formatPlanUnits(row.unitsMicro),
    navPerUnit: navToNumber(nav),
    asOf: (prices?.at ?? now).toISOString(),
    pricesSimulated: prices?.isSimulated ?? deps.priceFeed.source === "simulated",
    navHistory,
    ...stats,
    riskBands: [...RISK_BANDS],
    tradingCosts: {
      bornBy: deps.config.treasury.tradingCosts,
      charged: toDollars(Number(costs.cents)),
      fills: costs.fills,
    },
  };
}

/** The plan's settings other than its weights, from a row or from an admin's values. */
function settingsOf<T extends Pick<TPlanValues, "name" | "minCents" | "maxCents" | "feeBp" | "holdingDays">>(
  from: T & { description?: string },
) {
  const { name, description, minCents, maxCents, feeBp, holdingDays } = from;
  return { name, description, minCents, maxCents, feeBp, holdingDays };
}

function snapshot(row: PlanRow) {
  return { ...settingsOf(row), weights: weightsOf(row), isHidden: row.isHidden };
}

/** The columns an admin's values set; left-out fields stay undefined (an update keeps them). */
function planColumns(values: TPlanValues) {
  return { ...settingsOf(values), ...(values.weights ? weightColumns(values.weights) : {}) };
}

/** A new plan: weights, fee and holding period default to a cautious allocation, 0.5 % and 30 days. */
export async function createPlan(db: Db, adminId: string, values: TPlanValues, now: Date): Promise<PlanRow> {
  const weights = values.weights ?? DEFAULT_PLAN_WEIGHTS;
  return db.transaction(async (tx) => {
    const row = returnedRow(
      await tx
        .insert(plans)
        .values({
          ...planColumns(values),
          description: values.description ?? "",
          ...weightColumns(weights),
          feeBp: values.feeBp ?? Math.round(DEFAULT_PLAN_FEE_PERCENT * 100),
          holdingDays: values.holdingDays ?? DEFAULT_PLAN_HOLDING_DAYS,
          launchedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      "plan insert",
    );
    await writeAudit(tx, {
      adminId,
      action: "plan.create",
      targetType: "plan",
      targetId: row.id,
      after: snapshot(row),
    });
    return row;
  });
}

/** Locks a plan the admin can still edit (not hidden); 404 otherwise. */
async function lockVisiblePlan(tx: Db, id: string): Promise<PlanRow> {
  const [row] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.isHidden, false)))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", PLAN_MESSAGES.notFound);
  return row;
}

/** Changes what the admin sent; new weights apply from the next deposit and the next daily rebalance. */
export async function updatePlan(db: Db, adminId: string, id: string, values: TPlanValues): Promise<PlanRow> {
  return db.transaction(async (tx) => {
    const before = await lockVisiblePlan(tx, id);
    const [row] = await tx
      .update(plans)
      .set({ ...planColumns(values), updatedAt: new Date() })
      .where(eq(plans.id, id))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", PLAN_MESSAGES.notFound);
    await writeAudit(tx, {
      adminId,
      action: "plan.update",
      targetType: "plan",
      targetId: id,
      before: snapshot(before),
      after: snapshot(row),
    });
    return row;
  });
}

/** Deletes an unused plan; a plan with deposits is hidden instead, so their history stays intact. */
export async function deletePlan(db: Db, adminId: string, id: string): Promise<{ id: string; isHidden: boolean }> {
  return db.transaction(async (tx) => {
    const before = await lockVisiblePlan(tx, id);
    const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(deposits).where(eq(deposits.planId, id));
    const isInUse = Number(used?.n ?? 0) > 0;
    if (isInUse) {
      await tx.update(plans).set({ isHidden: true, updatedAt: new Date() }).where(eq(plans.id, id));
    } else {
      await tx.delete(plans).where(eq(plans.id, id));
    }
    await writeAudit(tx, {
      adminId,
      action: "plan.delete",
      targetType: "plan",
      targetId: id,
      before: snapshot(before),
      after: isInUse ? { ...snapshot(before), isHidden: true } : null,
    });
    return { id: id, isHidden: isInUse };
  });
}
