import { formatPlanUnits, type TPlan, type TPosition, toDollars } from "@vaultline/shared";
import { navToNumber, unitsValueCents } from "./plan-books.ts";
import { type DepositRow, type PlanRow, weightsOf } from "./plan-ledger.ts";
import { returnSinceLaunch, type Valuations } from "./plan-valuation.ts";

export function toPlanDto(row: PlanRow, nav: bigint, riskClass: number | null): TPlan {
  const weights = weightsOf(row);
  return {
    id: row.id,
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

/** Units rounded down at the NAV to the micro-dollar, then their value to the cent: two cents at most. */
const MAX_ROUNDING_CENTS = 2;

/** What of a position its deposit's row alone decides. */
type FixedPosition = {
  units: string;
  unitsMoved: string;
  held: bigint;
  paidInCents: number;
  paidIn: number;
  worthAtBuy: number;
  isRounding: boolean;
  rounding: number;
  holdingEndsAt: string | null;
};

/**
 * The fixed parts of the positions of frozen rows (the shared rows of a member's kept deposit pages,
 * modules/deposits/deposit-pages.ts), made once per row; the value is still computed per request.
 */
const fixedOfKeptRows = new WeakMap<DepositRow, FixedPosition>();

function fixedPosition(row: DepositRow & { unitsMicro: bigint }): FixedPosition {
  const isKept = Object.isFrozen(row);
  const kept = isKept ? fixedOfKeptRows.get(row) : undefined;
  if (kept) return kept;
  const held = row.unitsMicro - row.unitsMovedMicro;
  const paidInCents = Number((BigInt(row.amountCents) * held) / row.unitsMicro);
  // Units are issued rounded down, so right after the buy they are worth up to a cent less than
  // paid. That cent stays in the plan and is shown as rounding; the gain counts from the buy's
  // worth. A wider gap is not rounding (a deposit converted from before portfolios): it stays gain.
  const worthAtBuy = row.buyNavMicro === null ? paidInCents : Number(unitsValueCents(held, row.buyNavMicro));
  const roundingCents = paidInCents - worthAtBuy;
  const isRounding = roundingCents > 0 && roundingCents <= MAX_ROUNDING_CENTS;
  const fixed: FixedPosition = {
    units: formatPlanUnits(row.unitsMicro),
    unitsMoved: formatPlanUnits(row.unitsMovedMicro),
    held,
    paidInCents,
    paidIn: toDollars(paidInCents),
    worthAtBuy,
    isRounding,
    rounding: toDollars(isRounding ? roundingCents : 0),
    holdingEndsAt: row.withdrawalDate ? row.withdrawalDate.toISOString() : null,
  };
  if (isKept) fixedOfKeptRows.set(row, fixed);
  return fixed;
}

/** The units a deposit holds and their value at its plan's NAV now; null when it bought none. */
export function toPosition(row: DepositRow, valuations: Valuations): TPosition | null {
  if (row.unitsMicro === null || !row.planId) return null;
  const plan = valuations.byPlan.get(row.planId);
  if (!plan) return null;
  const fixed = fixedPosition(row as DepositRow & { unitsMicro: bigint });
  const valueCents = Number(unitsValueCents(fixed.held, plan.nav));
  const gainCents = valueCents - (fixed.isRounding ? fixed.worthAtBuy : fixed.paidInCents);
  const holdingEndsAt = row.withdrawalDate ?? valuations.now;
  return {
    units: fixed.units,
    unitsMoved: fixed.unitsMoved,
    navPerUnit: navToNumber(plan.nav),
    value: toDollars(valueCents),
    paidIn: fixed.paidIn,
    rounding: fixed.rounding,
    gain: toDollars(gainCents),
    gainPercent: fixed.paidInCents > 0 ? Math.round((gainCents / fixed.paidInCents) * 10_000) / 100 : 0,
    holdingEndsAt: fixed.holdingEndsAt ?? holdingEndsAt.toISOString(),
    canMove: row.status === "accepted" && fixed.held > 0n && valuations.now >= holdingEndsAt,
  };
}
