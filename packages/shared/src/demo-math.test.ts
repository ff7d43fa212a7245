import { describe, expect, it } from "vitest";
import {
  applyBuy,
  applySell,
  averageCostCents,
  fillPriceCents,
  formatCoinUnits,
  isTriggered,
  marketValueCents,
  notionalCents,
  priceOrder,
  type TDemoHolding,
  toCoinUnits,
  unitsForCents,
  unrealisedPnlCents,
} from "./demo-math.ts";

describe("fill prices with the 0.1 % spread", () => {
  it.each([
    // mid cents, buy (mid × 1.001, up), sell (mid × 0.999, down)
    [6_000_000, 6_006_000, 5_994_000],
    [6_789_012, 6_795_802, 6_782_222], // 6795801.012 → up; 6782222.988 → down
    [345_679, 346_025, 345_333], // 346024.679 → up; 345333.321 → down
    [1, 2, 0],
    [1_000, 1_001, 999],
  ])("mid %i → buy %i, sell %i", (mid, buy, sell) => {
    expect(fillPriceCents(mid, "buy")).toBe(buy);
    expect(fillPriceCents(mid, "sell")).toBe(sell);
  });
});

describe("notional and quantity, rounded against the trader", () => {
  it.each([
    // units, fill, side, cents
    [100_000_000, 6_006_000, "buy", 6_006_000],
    [1_234_567, 6_006_000, "buy", 74_149], // 74148.09… → up
    [1_234_567, 5_994_000, "sell", 73_999], // 73999.94… → down
    [1, 6_006_000, "buy", 1], // dust still costs a cent
    [1, 5_994_000, "sell", 0], // and brings nothing
  ] as const)("%i units at %i (%s) = %i cents", (units, fill, side, cents) => {
    expect(notionalCents(units, fill, side)).toBe(cents);
  });

  it.each([
    // cents, fill, side, units
    [100_000, 6_006_000, "buy", 1_665_001], // 1665001.66… → down: never more coin than paid for
    [100_000, 5_994_000, "sell", 1_668_336], // 1668335.0016… → up: enough coin to raise the amount
    [600_600, 6_006_000, "buy", 10_000_000],
  ] as const)("%i cents at %i (%s) = %i units", (cents, fill, side, units) => {
    expect(unitsForCents(cents, fill, side)).toBe(units);
  });

  it("prices an order given in dollars so it never costs more than asked or raises less", () => {
    const buy = priceOrder({ side: "buy", midCents: 6_000_000, usdCents: 100_000 });
    expect(buy).toEqual({ fillPriceCents: 6_006_000, units: 1_665_001, notionalCents: 100_000 });
    const sell = priceOrder({ side: "sell", midCents: 6_000_000, usdCents: 100_000 });
    expect(sell?.notionalCents).toBeGreaterThanOrEqual(100_000);
    expect(sell?.notionalCents).toBeLessThanOrEqual(100_001);
  });

  it.each([
    { side: "buy", midCents: 6_000_000, usdCents: 0 },
    { side: "sell", midCents: 6_000_000, units: 1 },
    { side: "sell", midCents: 1, units: 100 },
  ] as const)("refuses an order that comes to nothing: %j", (order) => {
    expect(priceOrder(order)).toBeNull();
  });
});

describe("average cost and P&L", () => {
  it("averages the cost of several buys, spread included", () => {
    let holding: TDemoHolding | null = null;
    holding = applyBuy(holding, 10_000_000, 600_600); // 0.1 BTC at 60,060
    holding = applyBuy(holding, 30_000_000, 2_102_100); // 0.3 BTC at 70,070
    expect(holding).toEqual({ units: 40_000_000, costCents: 2_702_700 });
    expect(averageCostCents(holding)).toBe(6_756_750);
  });

  it.each([
    // holding, sold units, proceeds, removed cost, realised, rest
    [{ units: 40_000_000, costCents: 2_702_700 }, 10_000_000, 799_200, 675_675, 123_525, 30_000_000],
    [{ units: 3, costCents: 10 }, 1, 5, 4, 1, 2], // 3.33… → 4: the gain is never overstated
    [{ units: 3, costCents: 10 }, 3, 9, 10, -1, 0], // selling everything takes the whole basis
  ])("partial sells realise proceeds − average cost (%#)", (holding, units, proceeds, removed, realised, rest) => {
    const result = applySell(holding, units, proceeds);
    expect(result.removedCostCents).toBe(removed);
    expect(result.realisedPnlCents).toBe(realised);
    expect(result.holding?.units ?? 0).toBe(rest);
    expect((result.holding?.costCents ?? 0) + removed).toBe(holding.costCents);
  });

  it("refuses to sell more than the holding", () => {
    expect(() => applySell({ units: 5, costCents: 5 }, 6, 1)).toThrow(RangeError);
  });

  it("realises exactly proceeds − cost over a whole round trip, however it is split", () => {
    let holding: TDemoHolding | null = applyBuy(null, 33_333_333, 2_000_201);
    let realised = 0;
    let proceeds = 0;
    for (const [units, cents] of [
      [11_111_111, 666_000],
      [7, 1],
      [22_222_215, 1_400_000],
    ] as const) {
      const result = applySell(holding as TDemoHolding, units, cents);
      holding = result.holding;
      realised += result.realisedPnlCents;
      proceeds += cents;
    }
    expect(holding).toBeNull();
    expect(realised).toBe(proceeds - 2_000_201);
  });

  it.each([
    // holding, mid, market value (down), unrealised
    [{ units: 40_000_000, costCents: 2_702_700 }, 7_000_000, 2_800_000, 97_300],
    [{ units: 1_234_567, costCents: 74_149 }, 6_000_000, 74_074, -75],
    [{ units: 1, costCents: 1 }, 6_000_000, 0, -1],
  ])("unrealised P&L at the mid price (%#)", (holding, mid, value, pnl) => {
    expect(marketValueCents(holding.units, mid)).toBe(value);
    expect(unrealisedPnlCents(holding, mid)).toBe(pnl);
  });

  it("keeps every result an integer", () => {
    const results = [
      fillPriceCents(6_789_013, "buy"),
      notionalCents(123_456_789, 6_795_802, "buy"),
      unitsForCents(99_999, 346_025, "sell"),
      averageCostCents({ units: 7, costCents: 10 }),
    ];
    for (const value of results) expect(Number.isSafeInteger(value)).toBe(true);
  });
});

describe("coin quantities", () => {
  it.each([
    ["0.015", 1_500_000],
    ["1", 100_000_000],
    ["0.00000001", 1],
    [0.1, 10_000_000],
    [1e-7, 10],
    ["12.34567891", 1_234_567_891],
  ] as const)("%j → %i units", (text, units) => expect(toCoinUnits(text)).toBe(units));

  it.each(["", "-1", "0.000000001", "1e-3", "abc", "10000000"])("refuses %j", (text) => {
    expect(toCoinUnits(text)).toBeNull();
  });

  it.each([
    [1_500_000, "0.01500000"],
    [123_456_789_012, "1234.56789012"],
    [0, "0.00000000"],
  ])("formats %i units as %s", (units, text) => expect(formatCoinUnits(units)).toBe(text));
});

describe("limit and stop triggers", () => {
  it.each([
    // side, type, trigger, mid, triggered — the spread is 0.1 % (mid 6,000,000 → buy 6,006,000, sell 5,994,000)
    ["buy", "limit", 6_006_000, 6_000_000, true],
    ["buy", "limit", 6_005_999, 6_000_000, false],
    ["sell", "limit", 5_994_000, 6_000_000, true],
    ["sell", "limit", 5_994_001, 6_000_000, false],
    ["sell", "stop", 6_000_000, 6_000_000, true],
    ["sell", "stop", 5_999_999, 6_000_000, false],
    ["buy", "stop", 6_000_000, 6_000_000, true],
    ["buy", "stop", 6_000_001, 6_000_000, false],
  ] as const)("%s %s at %i with the mid at %i: %s", (side, type, triggerCents, mid, expected) => {
    expect(isTriggered({ side, type, triggerCents }, mid)).toBe(expected);
  });
});
