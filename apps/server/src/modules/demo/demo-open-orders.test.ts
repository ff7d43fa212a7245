import { DEMO_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser, type TestUser } from "../../../test/helpers.ts";
import { ledgerEntries } from "../../db/schema.ts";
import { manualClock } from "../../lib/clock.ts";
import { simulatedCentsAt } from "../../lib/price-feed/simulated.ts";
import { fillTriggeredDemoOrders } from "./index.ts";

const AT = new Date("2026-03-10T14:37:00Z");
const clock = manualClock(AT);
const app = await createTestApp({}, { clock });
const minute = () => Math.floor(clock.now().getTime() / 60_000);
const btcAt = (m: number) => simulatedCentsAt("BTC", m);
const dollars = (cents: number) => (cents / 100).toFixed(2);

async function trialMember(): Promise<TestUser> {
  const u = await createTestUser(app);
  expect((await call(app, { method: "POST", url: "/api/course/trial", headers: u.auth })).status).toBe(201);
  return u;
}

const place = (u: TestUser, payload: Record<string, unknown>) =>
  call(app, { method: "POST", url: "/api/demo/open-orders", payload, headers: u.auth });
const book = async (u: TestUser) =>
  (await call(app, { method: "GET", url: "/api/demo/open-orders", headers: u.auth })).body.data;
const history = async (u: TestUser) =>
  (await call(app, { method: "GET", url: "/api/demo/orders", headers: u.auth })).body.data;
const runJob = () => fillTriggeredDemoOrders(app.db, app.priceFeed, clock.now());

/** The first minute after now whose price passes `test`, with the clock still at now. */
function firstMinute(test: (cents: number) => boolean): number {
  for (let m = minute() + 1; m < minute() + 10_000; m++) if (test(btcAt(m))) return m;
  throw new Error("the simulated price never got there");
}

describe("limit and stop orders of the demo account", () => {
  it("waits on the book until the price reaches a limit buy, then fills at the market price", async () => {
    clock.set(AT);
    const u = await trialMember();
    const now = btcAt(minute());
    const target = firstMinute((c) => c < now * 0.995);
    const limit = Math.round(btcAt(target) * 1.002);
    const placed = await place(u, {
      symbol: "BTC",
      side: "buy",
      type: "limit",
      quantity: "0.01",
      price: dollars(limit),
    });
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe(DEMO_MESSAGES.placed);
    expect(await book(u)).toMatchObject([{ side: "buy", type: "limit", quantity: "0.01000000", price: limit / 100 }]);

    expect(await runJob()).toBe(0);
    expect(await book(u)).toHaveLength(1);

    clock.set(new Date(target * 60_000));
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    expect(await book(u)).toEqual([]);
    const [filled] = await history(u);
    expect(filled).toMatchObject({
      side: "buy",
      type: "limit",
      quantity: "0.01000000",
      marketPrice: btcAt(target) / 100,
    });
    expect(filled.price).toBeLessThanOrEqual(limit / 100);
    // Virtual money only: the wallet's ledger never sees it.
    const entries = await app.db.select().from(ledgerEntries);
    expect(entries.filter((e) => e.userId === u.user.id)).toEqual([]);
  });

  it("sells at a stop-loss once the price falls to it, and refuses a stop above the price", async () => {
    clock.set(AT);
    const u = await trialMember();
    const buy = await call(app, {
      method: "POST",
      url: "/api/demo/orders",
      payload: { symbol: "BTC", side: "buy", quantity: "0.02" },
      headers: u.auth,
    });
    expect(buy.status).toBe(201);
    const now = btcAt(minute());
    const above = await place(u, {
      symbol: "BTC",
      side: "sell",
      type: "stop",
      quantity: "0.02",
      price: dollars(now + 100),
    });
    expect(above.status).toBe(400);
    expect(above.body.error).toBe(DEMO_MESSAGES.stopSellAbove);

    const target = firstMinute((c) => c < now * 0.995);
    const stop = Math.round(now * 0.996);
    expect(
      (await place(u, { symbol: "BTC", side: "sell", type: "stop", quantity: "0.02", price: dollars(stop) })).status,
    ).toBe(201);
    clock.set(new Date(target * 60_000));
    await runJob();
    expect(await book(u)).toEqual([]);
    expect((await history(u))[0]).toMatchObject({ side: "sell", type: "stop", quantity: "0.02000000" });
    const account = (await call(app, { method: "GET", url: "/api/demo", headers: u.auth })).body.data;
    expect(account.positions).toEqual([]);
  });

  it("cancels a waiting order; another member cannot", async () => {
    clock.set(AT);
    const u = await trialMember();
    const other = await trialMember();
    const low = dollars(Math.round(btcAt(minute()) * 0.5));
    const { body } = await place(u, { symbol: "BTC", side: "buy", type: "limit", quantity: "0.01", price: low });
    const url = `/api/demo/open-orders/${body.data.id}`;
    expect((await call(app, { method: "DELETE", url, headers: other.auth })).status).toBe(404);
    const cancelled = await call(app, { method: "DELETE", url, headers: u.auth });
    expect(cancelled.body).toMatchObject({ status: 200, message: DEMO_MESSAGES.cancelled });
    expect(await book(u)).toEqual([]);
    expect((await call(app, { method: "DELETE", url, headers: u.auth })).status).toBe(404);
  });

  it("marks an order that triggers without the cash to fill it, and keeps it until dismissed", async () => {
    clock.set(AT);
    const u = await trialMember();
    const high = Math.round(btcAt(minute()) * 1.5);
    // Worth about $5,000 at its price: the virtual cash covers it when it is placed.
    const quantity = (500_000 / high).toFixed(8);
    // A limit buy above the price triggers at once; the cash goes elsewhere before the job runs.
    const placed = await place(u, { symbol: "BTC", side: "buy", type: "limit", quantity, price: dollars(high) });
    expect(placed.status).toBe(201);
    const spend = await call(app, {
      method: "POST",
      url: "/api/demo/orders",
      payload: { symbol: "ETH", side: "buy", usd: "9990" },
      headers: u.auth,
    });
    expect(spend.status).toBe(201);
    await runJob();
    expect(await book(u)).toMatchObject([{ failedReason: DEMO_MESSAGES.insufficientCash }]);
    expect((await history(u)).map((o: { symbol: string }) => o.symbol)).toEqual(["ETH"]);
  });

  it("refuses bad orders with a 400 on the field, and everyone without course access", async () => {
    clock.set(AT);
    const u = await trialMember();
    const noPrice = await place(u, { symbol: "BTC", side: "buy", type: "limit", quantity: "0.01" });
    expect(noPrice.status).toBe(400);
    const tooBig = await place(u, { symbol: "BTC", side: "buy", type: "limit", quantity: "100", price: "50000" });
    expect(tooBig.body.error).toBe(DEMO_MESSAGES.insufficientCash);
    const nothingHeld = await place(u, { symbol: "ETH", side: "sell", type: "limit", quantity: "1", price: "5000" });
    expect(nothingHeld.body.error).toBe(DEMO_MESSAGES.insufficientCoin);
    expect(await book(u)).toEqual([]);

    const outsider = await createTestUser(app);
    expect((await call(app, { method: "GET", url: "/api/demo/open-orders", headers: outsider.auth })).status).toBe(403);
    expect((await call(app, { method: "GET", url: "/api/demo/open-orders" })).status).toBe(401);
  });
});
