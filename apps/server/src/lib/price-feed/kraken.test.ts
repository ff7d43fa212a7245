import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../app-error.ts";
import { manualClock } from "../clock.ts";
import { createKrakenFeed, decimalToCents } from "./kraken.ts";
import { PRICES_UNAVAILABLE } from "./price-feed.ts";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");

/** What the local server does with the next requests: answer a fixture, hang, or fail with a status. */
type Step = { fixture: string } | { hangMs: number; fixture: string } | { status: number };
let script: Step[] = [];
let fallback: Step = { status: 500 };
const requests: string[] = [];

function handle(request: IncomingMessage, response: ServerResponse) {
  requests.push(request.url ?? "");
  const step = script.shift() ?? fallback;
  const answer = (name: string) => {
    if (response.destroyed) return;
    response.writeHead(200, { "content-type": "application/json" }).end(fixture(name));
  };
  if ("status" in step) response.writeHead(step.status).end("upstream trouble");
  else if ("hangMs" in step) setTimeout(() => answer(step.fixture), step.hangMs);
  else answer(step.fixture);
}

const server = createServer(handle);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// The OHLC fixture ends at this time (its last candle).
const FIXTURE_END = new Date("2025-01-15T12:00:00Z");

function feed(clock = manualClock(FIXTURE_END), options: { timeoutMs?: number; baseUrl?: string } = {}) {
  return createKrakenFeed({
    baseUrl: options.baseUrl ?? baseUrl,
    clock,
    maxAgeSeconds: 120,
    timeoutMs: 300,
    ...options,
  });
}

async function expectUnavailable(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(503);
  expect((error as AppError).message).toBe(PRICES_UNAVAILABLE);
}

beforeEach(() => {
  script = [];
  fallback = { status: 500 };
  requests.length = 0;
});

describe("decimalToCents", () => {
  it.each([
    ["67890.12345", 6789012],
    ["67890.125", 6789013],
    ["67890.12499", 6789012],
    ["0.005", 1],
    ["3456.785", 345679],
    ["100", 10000],
    ["99.9", 9990],
    ["99.995", 10000],
  ])("%s → %i cents", (text, cents) => expect(decimalToCents(text)).toBe(cents));

  it.each(["", "-1.00", "1e5", "abc", "1.2.3", " "])("refuses %j", (text) => expect(decimalToCents(text)).toBeNull());
});

describe("Kraken feed", () => {
  it("parses the last trade price of each pair into integer cents", async () => {
    script = [{ fixture: "ticker-xbtusd.json" }, { fixture: "ticker-ethusd.json" }];
    const f = feed();
    expect(f.source).toBe("kraken");
    const btc = await f.spot("BTC");
    expect(btc).toEqual({ symbol: "BTC", usdCentsPerCoin: 6789012, at: FIXTURE_END });
    expect((await f.spot("ETH")).usdCentsPerCoin).toBe(345679);
    expect(requests).toEqual(["/0/public/Ticker?pair=XBTUSD", "/0/public/Ticker?pair=ETHUSD"]);
  });

  it("answers from its cache for 10 seconds, then asks again", async () => {
    const clock = manualClock(FIXTURE_END);
    const f = feed(clock);
    fallback = { fixture: "ticker-xbtusd.json" };
    await f.spot("BTC");
    clock.advance(9_000);
    await Promise.all([f.spot("BTC"), f.spot("BTC")]);
    expect(requests).toHaveLength(1);
    clock.advance(2_000);
    const again = await f.spot("BTC");
    expect(requests).toHaveLength(2);
    expect(again.at).toEqual(clock.now());
  });

  it("retries once after a timeout", async () => {
    script = [{ hangMs: 1_000, fixture: "ticker-xbtusd.json" }, { fixture: "ticker-xbtusd.json" }];
    const price = await feed().spot("BTC");
    expect(price.usdCentsPerCoin).toBe(6789012);
    expect(requests).toHaveLength(2);
  });

  it("gives up after the retry times out too", async () => {
    script = [
      { hangMs: 1_000, fixture: "ticker-xbtusd.json" },
      { hangMs: 1_000, fixture: "ticker-xbtusd.json" },
    ];
    await expectUnavailable(feed().spot("BTC"));
    expect(requests).toHaveLength(2);
  });

  it("treats an error in Kraken's error array as a failure", async () => {
    script = [{ fixture: "error-service-unavailable.json" }, { fixture: "ticker-xbtusd.json" }];
    expect((await feed().spot("BTC")).usdCentsPerCoin).toBe(6789012);
    fallback = { fixture: "error-unknown-pair.json" };
    await expectUnavailable(feed().spot("ETH"));
  });

  it("serves the last price while it is younger than the maximum age, then refuses", async () => {
    const clock = manualClock(FIXTURE_END);
    const f = feed(clock);
    script = [{ fixture: "ticker-xbtusd.json" }];
    await f.spot("BTC");
    clock.advance(60_000);
    const kept = await f.spot("BTC");
    expect(kept).toEqual({ symbol: "BTC", usdCentsPerCoin: 6789012, at: FIXTURE_END });
    clock.advance(61_000);
    await expectUnavailable(f.spot("BTC"));
  });

  it("refuses when Kraken cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expectUnavailable(feed(manualClock(FIXTURE_END), { baseUrl: `http://127.0.0.1:${port}` }).spot("BTC"));
  });

  it("reads 24 h of 5-minute closes from OHLC", async () => {
    script = [{ fixture: "ohlc-xbtusd-5.json" }];
    const history = await feed().history("BTC", "24h");
    const since = FIXTURE_END.getTime() / 1000 - 24 * 3600;
    expect(requests).toEqual([`/0/public/OHLC?pair=XBTUSD&interval=5&since=${since}`]);
    // The fixture holds 25 h of candles: only the last 24 h (both ends included) are kept.
    expect(history).toHaveLength(24 * 12 + 1);
    expect(history.at(-1)?.at).toEqual(FIXTURE_END);
    expect(history.at(-1)?.usdCentsPerCoin).toBeGreaterThan(0);
    expect(history.every((p) => Number.isInteger(p.usdCentsPerCoin))).toBe(true);
  });

  it("refuses history when OHLC fails", async () => {
    fallback = { status: 502 };
    await expectUnavailable(feed().history("BTC", "7d"));
  });
});
