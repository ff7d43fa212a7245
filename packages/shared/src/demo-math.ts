// Paper-trading arithmetic (the demo account): integer cents and integer coin units (1e-8 coin),
// BigInt in the middle so price × quantity never leaves exact integers. Every rounding goes against
// the trader by at most one unit, so the demo never pays out a cent the market would not.

/** Coin units per whole coin: quantities are stored and sent in 1e-8 coin. */
export const COIN_UNITS = 100_000_000;
/** The visible spread on each side of the mid price, in basis points: 10 = 0.1 %. */
export const DEMO_SPREAD_BP = 10;
/** Virtual cash at first use and after a reset: $10,000.00. */
export const DEMO_START_CENTS = 1_000_000;
/** The largest quantity one order may name (1,000,000 coins), so sums stay safe integers. */
export const MAX_COIN_UNITS = 1_000_000 * COIN_UNITS;

export type TDemoSide = "buy" | "sell";
/** A holding: quantity in coin units and its total cost basis in cents (average-cost method). */
export type TDemoHolding = { units: number; costCents: number };

const UNITS = BigInt(COIN_UNITS);

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

/** Buy at mid × 1.001 rounded up, sell at mid × 0.999 rounded down (cents per coin). */
export function fillPriceCents(midCents: number, side: TDemoSide): number {
  const mid = BigInt(midCents);
  return side === "buy"
    ? Number(ceilDiv(mid * BigInt(10_000 + DEMO_SPREAD_BP), 10_000n))
    : Number(floorDiv(mid * BigInt(10_000 - DEMO_SPREAD_BP), 10_000n));
}

/** What a quantity costs (buy, rounded up) or brings (sell, rounded down) at a fill price, in cents. */
export function notionalCents(units: number, fillCents: number, side: TDemoSide): number {
  const product = BigInt(units) * BigInt(fillCents);
  return Number(side === "buy" ? ceilDiv(product, UNITS) : floorDiv(product, UNITS));
}

/**
 * The quantity a dollar amount buys (rounded down: never more coin than paid for) or must sell to
 * raise at least that amount (rounded up).
 */
export function unitsForCents(cents: number, fillCents: number, side: TDemoSide): number {
  const product = BigInt(cents) * UNITS;
  return Number(side === "buy" ? floorDiv(product, BigInt(fillCents)) : ceilDiv(product, BigInt(fillCents)));
}

export type TPricedOrder = { fillPriceCents: number; units: number; notionalCents: number };

/**
 * Prices a market order from the mid price and either a quantity or a dollar amount. Null when the
 * order comes to nothing (no coin, or less than a cent).
 */
export function priceOrder(input: {
  side: TDemoSide;
  midCents: number;
  units?: number | undefined;
  usdCents?: number | undefined;
}): TPricedOrder | null {
  const fill = fillPriceCents(input.midCents, input.side);
  if (fill <= 0) return null;
  const units = input.units ?? unitsForCents(input.usdCents ?? 0, fill, input.side);
  if (units <= 0) return null;
  const notional = notionalCents(units, fill, input.side);
  if (notional <= 0) return null;
  return { fillPriceCents: fill, units, notionalCents: notional };
}

export const DEMO_ORDER_TYPES = ["market", "limit", "stop"] as const;
export type TDemoOrderType = (typeof DEMO_ORDER_TYPES)[number];

/**
 * Whether a waiting order's price is reached at this mid price. A limit order fills at its price or
 * better, spread included (a buy when the buying price is at or below it, a sell when the selling
 * price is at or above it); a stop order becomes a market order once the mid price crosses it (a
 * stop-loss sell when the price falls to it, a stop buy when it rises to it).
 */
export function isTriggered(
  order: { side: TDemoSide; type: Exclude<TDemoOrderType, "market">; triggerCents: number },
  midCents: number,
): boolean {
  if (order.type === "limit") {
    const fill = fillPriceCents(midCents, order.side);
    return order.side === "buy" ? fill <= order.triggerCents : fill >= order.triggerCents;
  }
  return order.side === "buy" ? midCents >= order.triggerCents : midCents <= order.triggerCents;
}

/** A buy adds its quantity and its whole cost (spread included) to the basis. */
export function applyBuy(holding: TDemoHolding | null, units: number, costCents: number): TDemoHolding {
  return { units: (holding?.units ?? 0) + units, costCents: (holding?.costCents ?? 0) + costCents };
}

/**
 * A sell takes out its share of the cost basis (rounded up: the realised gain is never overstated)
 * and realises proceeds − that share. Selling everything takes out the whole basis.
 */
export function applySell(
  holding: TDemoHolding,
  units: number,
  proceedsCents: number,
): { holding: TDemoHolding | null; removedCostCents: number; realisedPnlCents: number } {
  if (units <= 0 || units > holding.units) throw new RangeError("sell quantity outside the holding");
  const removed =
    units === holding.units
      ? holding.costCents
      : Number(ceilDiv(BigInt(holding.costCents) * BigInt(units), BigInt(holding.units)));
  const rest = holding.units - units;
  return {
    holding: rest === 0 ? null : { units: rest, costCents: holding.costCents - removed },
    removedCostCents: removed,
    realisedPnlCents: proceedsCents - removed,
  };
}

/** Value at the mid price, rounded down. */
export function marketValueCents(units: number, midCents: number): number {
  return Number(floorDiv(BigInt(units) * BigInt(midCents), UNITS));
}

export function unrealisedPnlCents(holding: TDemoHolding, midCents: number): number {
  return marketValueCents(holding.units, midCents) - holding.costCents;
}

/** Cost basis per whole coin, rounded half up (for display). */
export function averageCostCents(holding: TDemoHolding): number {
  if (holding.units <= 0) return 0;
  return Number(floorDiv(BigInt(holding.costCents) * UNITS * 2n + BigInt(holding.units), BigInt(holding.units) * 2n));
}

const COIN_TEXT = /^\d{1,7}(\.\d{1,8})?$/;

/** A coin quantity with at most 8 decimals ("0.015") into units (1500000), or null. No floats. */
export function toCoinUnits(value: number | string): number | null {
  let text = typeof value === "string" ? value.trim() : "";
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
    // Small numbers print as 1e-7: write them out, if that loses nothing.
    if (text.includes("e")) text = Number(value.toFixed(8)) === value ? value.toFixed(8) : "";
  }
  if (!COIN_TEXT.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  const units = Number(whole) * COIN_UNITS + Number(fraction.padEnd(8, "0"));
  return units > MAX_COIN_UNITS ? null : units;
}

/** Units to a coin quantity with 8 decimals: 1500000 → "0.01500000". */
export function formatCoinUnits(units: number): string {
  const sign = units < 0 ? "-" : "";
  const abs = Math.abs(units);
  return `${sign}${Math.floor(abs / COIN_UNITS)}.${String(abs % COIN_UNITS).padStart(8, "0")}`;
}
