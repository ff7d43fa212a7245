import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { COURSE_MESSAGES, DEMO_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import {
  call,
  createTestApp,
  createTestUser,
  signInAgain,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.ts";
import { manualClock } from "../../lib/clock.ts";
import { PRICES_UNAVAILABLE } from "../../lib/price-feed/price-feed.ts";
import { simulatedCentsAt } from "../../lib/price-feed/simulated.ts";

const AT = new Date("2026-03-10T14:37:00Z");
const clock = manualClock(AT);
const app = await createTestApp({}, { clock });
const btcMidCents = () => simulatedCentsAt("BTC", Math.floor(clock.now().getTime() / 60_000));

/** A member with a running free trial, started through the course's own endpoint. */
async function trialMember(on: TestApp = app): Promise<TestUser> {
  const u = await createTestUser(on);
  const trial = await call(on, { method: "POST", url: "/api/course/trial", headers: u.auth });
  expect(trial.status).toBe(201);
  return u;
}

const account = (u: TestUser, on: TestApp = app) => call(on, { method: "GET", url: "/api/demo", headers: u.auth });
const order = (u: TestUser, payload: Record<string, unknown>, on: TestApp = app) =>
  call(on, { method: "POST", url: "/api/demo/orders", payload, headers: u.auth });
const orders = (u: TestUser) => call(app, { method: "GET", url: "/api/demo/orders", headers: u.auth });

describe("the demo account", () => {
  it("opens with $10,000 of virtual cash and nothing else", async () => {
    const u = await trialMember();
    const { status, body } = await account(u);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      isVirtual: true,
      source: "simulated",
      pricesAvailable: true,
      startingCash: 10_000,
      cash: 10_000,
      positions: [],
      equity: 10_000,
      realisedPnl: 0,
      unrealisedPnl: 0,
      startedAt: AT.toISOString(),
      resetAt: null,
    });
    expect((await orders(u)).body.data).toEqual([]);
  });

  it("buys at the price plus 0.1 %, then sells part at the price minus 0.1 % and realises the P&L", async () => {
    const u = await trialMember();
    const mid = btcMidCents();
    const buy = await order(u, { symbol: "BTC", side: "buy", quantity: "0.05" });
    expect(buy.status).toBe(201);
    const buyPrice = Math.ceil((mid * 1001) / 1000);
    const cost = Math.ceil((buyPrice * 5) / 100);
    expect(buy.body.data).toMatchObject({
      symbol: "BTC",
      side: "buy",
      quantity: "0.05000000",
      price: buyPrice / 100,
      marketPrice: mid / 100,
      notional: cost / 100,
      realisedPnl: null,
    });

    let state = (await account(u)).body.data;
    expect(state.cash).toBe((1_000_000 - cost) / 100);
    expect(state.positions).toEqual([
      expect.objectContaining({ symbol: "BTC", quantity: "0.05000000", costBasis: cost / 100, price: mid / 100 }),
    ]);
    // At the mid price the spread just paid is the loss.
    expect(state.positions[0].unrealisedPnl).toBe((Math.floor((mid * 5) / 100) - cost) / 100);

    clock.advance(60 * 60_000);
    const later = btcMidCents();
    const sell = await order(u, { symbol: "BTC", side: "sell", quantity: "0.02" });
    expect(sell.status).toBe(201);
    const sellPrice = Math.floor((later * 999) / 1000);
    const proceeds = Math.floor((sellPrice * 2) / 100);
    const removed = Math.ceil((cost * 2) / 5);
    expect(sell.body.data).toMatchObject({
      side: "sell",
      quantity: "0.02000000",
      price: sellPrice / 100,
      notional: proceeds / 100,
      realisedPnl: (proceeds - removed) / 100,
    });

    state = (await account(u)).body.data;
    expect(state.cash).toBe((1_000_000 - cost + proceeds) / 100);
    expect(state.realisedPnl).toBe((proceeds - removed) / 100);
    expect(state.positions[0]).toMatchObject({ quantity: "0.03000000", costBasis: (cost - removed) / 100 });
    const history = (await orders(u)).body.data;
    expect(history.map((o: { side: string }) => o.side)).toEqual(["sell", "buy"]);
    clock.set(AT);
  });

  it("buys for a dollar amount without spending more than it", async () => {
    const u = await trialMember();
    const res = await order(u, { symbol: "ETH", side: "buy", usd: "250.00" });
    expect(res.status).toBe(201);
    expect(res.body.data.notional).toBeLessThanOrEqual(250);
    expect(res.body.data.notional).toBeGreaterThan(249.99);
    expect((await account(u)).body.data.cash).toBe(10_000 - res.body.data.notional);
  });

  it.each([
    [{ symbol: "BTC", side: "buy", usd: "10000.01" }, DEMO_MESSAGES.insufficientCash],
    [{ symbol: "BTC", side: "buy", quantity: "1000" }, DEMO_MESSAGES.insufficientCash],
    [{ symbol: "ETH", side: "sell", quantity: "0.1" }, DEMO_MESSAGES.insufficientCoin],
    [{ symbol: "DOGE", side: "buy", usd: 10 }, "Unknown symbol"],
    [{ symbol: "BTC", side: "hold", usd: 10 }, DEMO_MESSAGES.sideRequired],
    [{ symbol: "BTC", side: "buy" }, DEMO_MESSAGES.amountRequired],
    [{ symbol: "BTC", side: "buy", usd: 10, quantity: "1" }, DEMO_MESSAGES.oneAmount],
    [{ symbol: "BTC", side: "buy", usd: -5 }, DEMO_MESSAGES.usdInvalid],
    [{ symbol: "BTC", side: "buy", quantity: "0" }, DEMO_MESSAGES.quantityInvalid],
    [{ symbol: "BTC", side: "buy", quantity: "0.000000001" }, DEMO_MESSAGES.quantityInvalid],
    [{ symbol: "BTC", side: "sell", quantity: "0.00000001" }, DEMO_MESSAGES.tooSmall],
  ])("refuses %o with 400 and changes nothing", async (payload, message) => {
    const u = await trialMember();
    const res = await order(u, payload);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    const state = (await account(u)).body.data;
    expect(state.cash).toBe(10_000);
    expect(state.positions).toEqual([]);
    expect((await orders(u)).body.data).toEqual([]);
  });

  it("never overdraws under concurrent orders", async () => {
    const u = await trialMember();
    // The account exists first, so the orders race on its row rather than on creating it.
    expect((await account(u)).status).toBe(200);
    // Each order is just under the whole cash: exactly one can fill.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => order(u, { symbol: "BTC", side: "buy", usd: "9999.00" })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(19);
    const state = (await account(u)).body.data;
    expect(state.cash).toBeGreaterThanOrEqual(0);
    expect(state.cash).toBeCloseTo(10_000 - (results.find((r) => r.status === 201)?.body.data.notional ?? 0), 2);
    expect((await orders(u)).body.data).toHaveLength(1);
  });

  it("resets to $10,000, deleting positions and orders", async () => {
    const u = await trialMember();
    expect((await order(u, { symbol: "ETH", side: "buy", usd: 1_000 })).status).toBe(201);
    clock.advance(5 * 60_000);
    const res = await call(app, { method: "POST", url: "/api/demo/reset", headers: u.auth });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DEMO_MESSAGES.reset);
    expect(res.body.data).toMatchObject({
      cash: 10_000,
      positions: [],
      realisedPnl: 0,
      resetAt: clock.now().toISOString(),
    });
    expect((await orders(u)).body.data).toEqual([]);
    clock.set(AT);
  });

  it("keeps each member's account to themselves", async () => {
    const [a, b] = [await trialMember(), await trialMember()];
    await order(a, { symbol: "BTC", side: "buy", usd: 100 });
    expect((await account(b)).body.data.cash).toBe(10_000);
    expect((await orders(b)).body.data).toEqual([]);
  });
});

describe("who may use it", () => {
  it.each([
    ["GET", "/api/demo"],
    ["GET", "/api/demo/orders"],
    ["POST", "/api/demo/orders"],
    ["POST", "/api/demo/reset"],
  ] as const)("%s %s refuses anonymous callers (401) and members without access (403)", async (method, url) => {
    const payload = method === "POST" ? { symbol: "BTC", side: "buy", usd: 10 } : undefined;
    expect((await call(app, { method, url, payload })).status).toBe(401);
    const u = await createTestUser(app);
    const res = await call(app, { method, url, payload, headers: u.auth });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(COURSE_MESSAGES.locked);
  });

  it("closes when the trial ends", async () => {
    const u = await trialMember();
    clock.advance(8 * 24 * 60 * 60_000);
    // Eight idle days end the session too; a fresh sign-in still finds the trial over.
    expect((await account(await signInAgain(app, u))).status).toBe(403);
    clock.set(AT);
  });
});

describe("when prices are unavailable", () => {
  it("refuses orders with 503 and records nothing; the account still opens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await createTestApp({
      priceFeed: { driver: "kraken", url: `http://127.0.0.1:${port}`, maxAgeSeconds: 120 },
    });
    const u = await trialMember(down);
    const res = await order(u, { symbol: "BTC", side: "buy", usd: 100 }, down);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe(PRICES_UNAVAILABLE);
    const state = await account(u, down);
    expect(state.status).toBe(200);
    expect(state.body.data).toMatchObject({ source: "kraken", cash: 10_000, positions: [] });
    const history = await call(down, { method: "GET", url: "/api/demo/orders", headers: u.auth });
    expect(history.body.data).toEqual([]);
  });
});
