import type { Clock } from "../clock.ts";
import type { HistoryRange, PricedSymbol, PriceFeed, PricePoint } from "./price-feed.ts";

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 1440;
/** The series is pinned near its base level every ERA minutes (128 days), so it never drifts off. */
const ERA_MINUTES = 128 * MINUTES_PER_DAY;
/** How far (log-normal standard deviation) an era's pinned level strays from the base. */
const ERA_LEVEL_SD = 0.2;

type Series = { seed: number; baseUsd: number; dailyVolatility: number; eraLevelSd?: number };

const SERIES: Record<PricedSymbol, Series> = {
  BTC: { seed: 0x5eed_b7c0, baseUsd: 62_000, dailyVolatility: 0.03 },
  ETH: { seed: 0x5eed_e7f0, baseUsd: 3_100, dailyVolatility: 0.04 },
  // A stable coin: within a cent or so of a dollar, with a series of its own.
  USDT: { seed: 0x5eed_05d7, baseUsd: 1, dailyVolatility: 0.001, eraLevelSd: 0.002 },
};

/** History step and length per range: 24 h at 5-minute points, 7 d at hourly points (both end now). */
export const HISTORY_SHAPE: Record<HistoryRange, { stepMinutes: number; points: number }> = {
  "24h": { stepMinutes: 5, points: (24 * 60) / 5 + 1 },
  "7d": { stepMinutes: 60, points: 7 * 24 + 1 },
};

/** A 32-bit integer hash of three integers (murmur3 finaliser mixing); same answer on every machine. */
function hash3(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ c, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A standard-normal-like draw from (seed, a, b): the sum of four uniforms, rescaled (Irwin–Hall).
 * Only integer and basic float arithmetic, so every process computes the same value; tails stop at
 * ±3.5 standard deviations, which keeps the simulated series free of absurd jumps.
 */
function gaussian(seed: number, a: number, b: number): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += hash3(seed + i, a, b) / 4294967296;
  return (sum - 2) * Math.sqrt(3);
}

function eraLevel(series: Series, era: number): number {
  return Math.log(series.baseUsd) + (series.eraLevelSd ?? ERA_LEVEL_SD) * gaussian(series.seed, era, -1);
}

/**
 * Log price at an absolute minute, by random midpoint displacement: between two pinned era levels
 * the path is a Brownian bridge, and the value at any minute is found by halving the interval that
 * holds it (≈18 steps), each midpoint drawn from the hash of its own minute. A function of
 * (symbol, minute) only: two processes agree and nothing is stored.
 */
export function logPriceAt(symbol: PricedSymbol, minute: number): number {
  const series = SERIES[symbol];
  const variancePerMinute = (series.dailyVolatility * series.dailyVolatility) / MINUTES_PER_DAY;
  const era = Math.floor(minute / ERA_MINUTES);
  let a = era * ERA_MINUTES;
  let b = a + ERA_MINUTES;
  let va = eraLevel(series, era);
  let vb = eraLevel(series, era + 1);
  while (minute !== a && minute !== b) {
    const m = Math.floor((a + b) / 2);
    // Brownian bridge: at m, given the ends, the mean is linear and the variance (m−a)(b−m)/(b−a)·σ².
    const mean = va + ((vb - va) * (m - a)) / (b - a);
    const sd = Math.sqrt((variancePerMinute * (m - a) * (b - m)) / (b - a));
    const vm = mean + sd * gaussian(series.seed, m, era);
    if (minute < m) {
      b = m;
      vb = vm;
    } else {
      a = m;
      va = vm;
    }
  }
  return minute === a ? va : vb;
}

/** Integer cents per coin at an absolute minute (minutes since 1970). */
export function simulatedCentsAt(symbol: PricedSymbol, minute: number): number {
  return Math.max(1, Math.round(Math.exp(logPriceAt(symbol, minute)) * 100));
}

/** A deterministic, plausible series (BTC ≈ 3 %/day, ETH ≈ 4 %/day), labelled "Simulated prices". */
export function createSimulatedFeed(clock: Clock): PriceFeed {
  const currentMinute = () => Math.floor(clock.now().getTime() / MINUTE_MS);
  return {
    source: "simulated",
    async spot(symbol) {
      const minute = currentMinute();
      return { symbol, usdCentsPerCoin: simulatedCentsAt(symbol, minute), at: new Date(minute * MINUTE_MS) };
    },
    async history(symbol, range) {
      const { stepMinutes, points } = HISTORY_SHAPE[range];
      const end = currentMinute();
      const out: PricePoint[] = [];
      for (let i = points - 1; i >= 0; i--) {
        const minute = end - i * stepMinutes;
        out.push({ at: new Date(minute * MINUTE_MS), usdCentsPerCoin: simulatedCentsAt(symbol, minute) });
      }
      return out;
    },
  };
}
