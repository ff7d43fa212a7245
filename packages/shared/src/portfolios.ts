import { z } from "zod";
import { ZDay, ZDecimal, ZDollars, ZTimestamp } from "./fields.ts";
import { ZPlan } from "./plans.ts";
import { PORTFOLIO_MESSAGES } from "./portfolio-messages.ts";
import { TRADING_COST_BEARERS } from "./treasury.ts";

/** Units are counted in micro-units (6 decimals); on the wire a decimal string "1000.000000". */
export const UNIT_DECIMALS = 6;
export const MICRO_UNITS_PER_UNIT = 1_000_000n;

/** Micro-units to the wire's decimal string (1234567n → "1.234567"). */
export function formatPlanUnits(microUnits: bigint): string {
  const sign = microUnits < 0n ? "-" : "";
  const abs = microUnits < 0n ? -microUnits : microUnits;
  const fraction = (abs % MICRO_UNITS_PER_UNIT).toString().padStart(UNIT_DECIMALS, "0");
  return `${sign}${abs / MICRO_UNITS_PER_UNIT}.${fraction}`;
}

const UNITS_TEXT = /^\d{1,15}(\.\d{1,6})?$/;

/** A positive decimal with at most 6 places to micro-units; null when it is not one. */
export function parsePlanUnits(text: string): bigint | null {
  const trimmed = text.trim();
  if (!UNITS_TEXT.test(trimmed)) return null;
  const [whole = "0", fraction = ""] = trimmed.split(".");
  return BigInt(whole) * MICRO_UNITS_PER_UNIT + BigInt(fraction.padEnd(UNIT_DECIMALS, "0"));
}

/** The seven risk classes by annualised volatility in percent (upper bounds; the last is open). */
export const RISK_CLASS_LIMITS = [0.5, 2, 5, 10, 15, 25] as const;
export const RISK_BANDS = [
  "1: volatility below 0.5% a year",
  "2: 0.5% to 2%",
  "3: 2% to 5%",
  "4: 5% to 10%",
  "5: 10% to 15%",
  "6: 15% to 25%",
  "7: 25% or more",
] as const;

/** Risk class 1–7 from annualised volatility in percent. */
export function riskClassFor(volatilityPercent: number): number {
  const index = RISK_CLASS_LIMITS.findIndex((limit) => volatilityPercent < limit);
  return index === -1 ? 7 : index + 1;
}

export const ZPlanHolding = z.object({
  asset: z.enum(["BTC", "ETH", "USD"]),
  /** Coin amount as a decimal string (BTC to 8 places, ETH to 9, USD to 2). */
  amount: ZDecimal,
  valueUsd: ZDollars,
  /** Share of the plan's value now, in percent. */
  weightNow: z.number(),
});
export type TPlanHolding = z.infer<typeof ZPlanHolding>;

export const ZNavPoint = z.object({ date: ZDay, nav: z.number() });
export type TNavPoint = z.infer<typeof ZNavPoint>;

/** Time-weighted returns in percent from NAV; null when the plan is younger than the period. */
export const ZPlanReturns = z.object({
  oneMonth: z.number().nullable(),
  threeMonths: z.number().nullable(),
  oneYear: z.number().nullable(),
  sinceLaunch: z.number().nullable(),
});
export type TPlanReturns = z.infer<typeof ZPlanReturns>;

/** A plan's public record (GET /api/plans/:id). */
export const ZPlanRecord = z.object({
  plan: ZPlan,
  holdings: z.array(ZPlanHolding),
  unitsOutstanding: ZDecimal,
  navPerUnit: z.number(),
  asOf: ZTimestamp,
  pricesSimulated: z.boolean(),
  navHistory: z.array(ZNavPoint),
  returns: ZPlanReturns,
  /** Largest fall from a peak, in percent (≤ 0). */
  maxDrawdown: z.number().nullable(),
  /** Annualised volatility of daily NAV returns, in percent. */
  volatility: z.number().nullable(),
  riskClass: z.number().nullable(),
  riskBands: z.array(z.string()),
  /**
   * The treasury's trading costs (slippage and fees of the trades that bring the coins to the books):
   * who bears them (TREASURY_TRADING_COSTS), and what this plan's books bore of them since launch, in
   * dollars (negative: trades better than the books' prices), over how many fills.
   */
  tradingCosts: z.object({ bornBy: z.enum(TRADING_COST_BEARERS), charged: ZDollars, fills: z.number().int() }),
});
export type TPlanRecord = z.infer<typeof ZPlanRecord>;

/** The units a deposit bought and what they are worth now (null on a deposit that bought none). */
export const ZPosition = z.object({
  units: ZDecimal,
  unitsMoved: ZDecimal,
  navPerUnit: z.number(),
  /** Units still held × NAV now, in dollars. */
  value: ZDollars,
  /** Dollars paid in for the units still held. */
  paidIn: ZDollars,
  /**
   * The cent (or two) the buy's rounding left in the plan: units are issued rounded down, so they
   * were worth this much less than paid at the moment of the buy. Never counted as a loss.
   */
  rounding: ZDollars,
  /** Value now minus what the units were worth at the buy: the market's doing, not the rounding's. */
  gain: ZDollars,
  gainPercent: z.number(),
  holdingEndsAt: ZTimestamp,
  canMove: z.boolean(),
});
export type TPosition = z.infer<typeof ZPosition>;

/** The dashboard headline (GET /api/user/portfolio). */
export const ZPortfolioSummary = z.object({
  wallet: ZDollars,
  positions: ZDollars,
  total: ZDollars,
  todayChange: ZDollars,
  todayChangePercent: z.number().nullable(),
  pricesSimulated: z.boolean(),
  moneyWeightedReturn: z.number().nullable(),
});
export type TPortfolioSummary = z.infer<typeof ZPortfolioSummary>;

/**
 * POST /api/user/deposits/:id/move names what it moves: `units` (a checked decimal string) or
 * `all: true` for every unit still held, never both and never neither.
 */
export const ZMoveRequest = z
  .object({
    units: z
      .string({ error: PORTFOLIO_MESSAGES.unitsInvalid })
      .trim()
      .refine((value) => (parsePlanUnits(value) ?? 0n) > 0n, PORTFOLIO_MESSAGES.unitsInvalid)
      .optional(),
    all: z.literal(true, { error: PORTFOLIO_MESSAGES.moveAllInvalid }).optional(),
  })
  .refine((v) => (v.units === undefined) !== (v.all === undefined), {
    message: PORTFOLIO_MESSAGES.moveWhat,
    path: ["units"],
  });
export type TMoveRequest = z.input<typeof ZMoveRequest>;
