import { AppError } from "../app-error.ts";
import type { Clock } from "../clock.ts";
import {
  type HistoryRange,
  PRICES_UNAVAILABLE,
  type Price,
  type PricedSymbol,
  type PriceFeed,
  type PricePoint,
} from "./price-feed.ts";

/** Kraken's request pair and the key its answers use for it (Kraken says XBT for bitcoin). */
const PAIRS: Record<PricedSymbol, { pair: string; key: string }> = {
  BTC: { pair: "XBTUSD", key: "XXBTZUSD" },
  USDT: { pair: "USDTZUSD", key: "USDTZUSD" },
  ETH: { pair: "ETHUSD", key: "XETHZUSD" },
};

/** OHLC candle size (minutes) and window per history range. */
const OHLC: Record<HistoryRange, { interval: number; windowMs: number }> = {
  "24h": { interval: 5, windowMs: 24 * 60 * 60_000 },
  "7d": { interval: 60, windowMs: 7 * 24 * 60 * 60_000 },
};

export type KrakenFeedOptions = {
  baseUrl: string;
  clock: Clock;
  /** Past this age a cached price is refused rather than served (config PRICE_MAX_AGE_SECONDS). */
  maxAgeSeconds: number;
  /** Per attempt; a failed attempt is retried once. */
  timeoutMs?: number;
  /** A fresh answer is reused this long without asking Kraken again. */
  cacheMs?: number;
  historyCacheMs?: number;
  onError?: (error: unknown) => void;
};

/**
 * A decimal string to integer cents, rounded half up, without floats: "67890.12345" → 6789012.
 * Null for anything that is not a plain non-negative decimal.
 */
export function decimalToCents(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  const roundUp = (fraction[2] ?? "0") >= "5" ? 1 : 0;
  return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0")) + roundUp;
}

type Cached<T> = { value: T; fetchedAt: number };

/** Kraken's public REST API (no key): last trade from Ticker, history from OHLC closes. */
export function createKrakenFeed(options: KrakenFeedOptions): PriceFeed {
  const { clock, timeoutMs = 3000, cacheMs = 10_000, historyCacheMs = 60_000 } = options;
  const maxAgeMs = options.maxAgeSeconds * 1000;
  const baseUrl = options.baseUrl.replace(/\/$/, "");
  const cache = new Map<string, Cached<unknown>>();
  const inFlight = new Map<string, Promise<unknown>>();

  async function getResult(path: string): Promise<Record<string, unknown>> {
    const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`Kraken answered HTTP ${response.status}`);
    const body = (await response.json()) as { error?: unknown; result?: unknown };
    if (Array.isArray(body.error) && body.error.length > 0) throw new Error(`Kraken error: ${body.error.join(", ")}`);
    if (!body.result || typeof body.result !== "object") throw new Error("Kraken answer has no result");
    return body.result as Record<string, unknown>;
  }

  async function withRetry<T>(load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      options.onError?.(error);
      return await load();
    }
  }

  /** Fresh from cache, else loaded (one request per key at a time), else the last good answer if young enough. */
  async function cached<T>(key: string, freshMs: number, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key) as Cached<T> | undefined;
    const now = clock.now().getTime();
    if (hit && now - hit.fetchedAt < freshMs) return hit.value;
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = withRetry(load).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    try {
      const value = await pending;
      cache.set(key, { value, fetchedAt: clock.now().getTime() });
      return value;
    } catch (error) {
      options.onError?.(error);
      if (hit && clock.now().getTime() - hit.fetchedAt <= maxAgeMs) return hit.value;
      throw new AppError("UNAVAILABLE", PRICES_UNAVAILABLE);
    }
  }

  function pairData(result: Record<string, unknown>, symbol: PricedSymbol): unknown {
    const { key } = PAIRS[symbol];
    if (key in result) return result[key];
    const keys = Object.keys(result).filter((k) => k !== "last");
    if (keys.length === 1) return result[keys[0] as string];
    throw new Error(`Kraken answer has no ${key}`);
  }

  return {
    source: "kraken",
    spot(symbol) {
      return cached<Price>(`spot:${symbol}`, cacheMs, async () => {
        const result = await getResult(`/0/public/Ticker?pair=${PAIRS[symbol].pair}`);
        const ticker = pairData(result, symbol) as { c?: unknown };
        const last = Array.isArray(ticker?.c) ? ticker.c[0] : undefined;
        const cents = typeof last === "string" ? decimalToCents(last) : null;
        if (!cents) throw new Error(`Kraken ticker has no usable last trade price: ${String(last)}`);
        return { symbol, usdCentsPerCoin: cents, at: clock.now() };
      });
    },
    history(symbol, range) {
      return cached<PricePoint[]>(`history:${symbol}:${range}`, historyCacheMs, async () => {
        const { interval, windowMs } = OHLC[range];
        const since = clock.now().getTime() - windowMs;
        const sinceSeconds = Math.floor(since / 1000);
        const result = await getResult(
          `/0/public/OHLC?pair=${PAIRS[symbol].pair}&interval=${interval}&since=${sinceSeconds}`,
        );
        const rows = pairData(result, symbol);
        if (!Array.isArray(rows)) throw new Error("Kraken OHLC answer is not a list");
        const points: PricePoint[] = [];
        // A candle is [time, open, high, low, close, vwap, volume, count]; the chart plots the close.
        for (const row of rows) {
          if (!Array.isArray(row) || typeof row[0] !== "number" || typeof row[4] !== "string") continue;
          const cents = decimalToCents(row[4]);
          if (cents && row[0] * 1000 >= since) points.push({ at: new Date(row[0] * 1000), usdCentsPerCoin: cents });
        }
        if (points.length === 0) throw new Error("Kraken OHLC answer has no candles in range");
        return points;
      });
    },
  };
}
