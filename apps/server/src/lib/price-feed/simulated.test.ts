import { describe, expect, it } from "vitest";
import { manualClock } from "../clock.ts";
import { PRICED_SYMBOLS } from "./price-feed.ts";
import { createSimulatedFeed, logPriceAt, simulatedCentsAt } from "./simulated.ts";

const AT = new Date("2026-03-10T14:37:25Z");
const MINUTE = Math.floor(AT.getTime() / 60_000);

function standardDeviation(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
}

describe("simulated price feed", () => {
  it("is a function of (symbol, minute): two feeds agree, and the price holds within a minute", async () => {
    const a = createSimulatedFeed(manualClock(AT));
    const b = createSimulatedFeed(manualClock(new Date(MINUTE * 60_000 + 59_000)));
    for (const symbol of PRICED_SYMBOLS) {
      const [pa, pb] = [await a.spot(symbol), await b.spot(symbol)];
      expect(pa).toEqual(pb);
      expect(pa.at).toEqual(new Date(MINUTE * 60_000));
      expect(pa.usdCentsPerCoin).toBe(simulatedCentsAt(symbol, MINUTE));
    }
    // Order of evaluation does not matter: nothing is kept between calls.
    const later = simulatedCentsAt("BTC", MINUTE + 12_345);
    expect(simulatedCentsAt("BTC", MINUTE)).toBe((await a.spot("BTC")).usdCentsPerCoin);
    expect(simulatedCentsAt("BTC", MINUTE + 12_345)).toBe(later);
  });

  it("moves as the clock moves", async () => {
    const clock = manualClock(AT);
    const feed = createSimulatedFeed(clock);
    const first = await feed.spot("ETH");
    clock.advance(60_000);
    expect((await feed.spot("ETH")).usdCentsPerCoin).not.toBe(first.usdCentsPerCoin);
  });

  it.each([
    ["BTC", 20_000_00, 200_000_00],
    ["ETH", 800_00, 12_000_00],
  ] as const)("keeps %s at plausible integer levels over two years", (symbol, min, max) => {
    for (let day = 0; day < 730; day++) {
      const cents = simulatedCentsAt(symbol, MINUTE - day * 1440);
      expect(Number.isInteger(cents)).toBe(true);
      expect(cents).toBeGreaterThan(min);
      expect(cents).toBeLessThan(max);
    }
  });

  it.each([
    ["BTC", 0.03],
    ["ETH", 0.04],
  ] as const)("gives %s a daily volatility near %d", (symbol, target) => {
    const daily = Array.from(
      { length: 1000 },
      (_, d) => logPriceAt(symbol, MINUTE - d * 1440) - logPriceAt(symbol, MINUTE - (d + 1) * 1440),
    );
    expect(standardDeviation(daily)).toBeGreaterThan(target * 0.8);
    expect(standardDeviation(daily)).toBeLessThan(target * 1.2);
    // Minute steps scale like a random walk: σ·√(1/1440).
    const minutes = Array.from(
      { length: 5000 },
      (_, m) => logPriceAt(symbol, MINUTE - m) - logPriceAt(symbol, MINUTE - m - 1),
    );
    expect(standardDeviation(minutes) * Math.sqrt(1440)).toBeGreaterThan(target * 0.8);
    expect(standardDeviation(minutes) * Math.sqrt(1440)).toBeLessThan(target * 1.2);
  });

  it("gives 24 h of 5-minute points and 7 d of hourly points, ending at the spot price", async () => {
    const feed = createSimulatedFeed(manualClock(AT));
    const spot = await feed.spot("BTC");
    const day = await feed.history("BTC", "24h");
    expect(day).toHaveLength(289);
    expect(day.at(-1)).toEqual({ at: spot.at, usdCentsPerCoin: spot.usdCentsPerCoin });
    expect(day[1]!.at.getTime() - day[0]!.at.getTime()).toBe(5 * 60_000);
    expect(spot.at.getTime() - day[0]!.at.getTime()).toBe(24 * 3600_000);
    const week = await feed.history("ETH", "7d");
    expect(week).toHaveLength(169);
    expect(week[1]!.at.getTime() - week[0]!.at.getTime()).toBe(3600_000);
    for (const point of [...day, ...week]) {
      expect(Number.isInteger(point.usdCentsPerCoin)).toBe(true);
      expect(point.usdCentsPerCoin).toBeGreaterThan(0);
    }
  });

  it("computes one price cheaply", () => {
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) simulatedCentsAt("BTC", MINUTE - i);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
