import { centsToSatoshis, QUOTE_MESSAGES, type TCryptoQuote } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { VALID_BTC_ADDRESS, VALID_ETH_ADDRESS } from "../../../test/factories/crypto.ts";
import { acceptRisk, countRows, invest, planIdByName } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, fixtures, multipart, type TestUser } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { manualClock } from "../../lib/clock.ts";
import { PRICES_UNAVAILABLE } from "../../lib/price-feed/price-feed.ts";

const clock = manualClock(new Date("2026-05-01T12:00:00Z"));
const app = await createTestApp({}, { clock });
const admin = await createTestUser(app, { isAdmin: true });
const silver = await planIdByName(app, "Silver");

const MINUTE = 60_000;

// Nothing listens on the discard port: every price request of this app fails at once.
const offline = await createTestApp(
  { priceFeed: { driver: "kraken", url: "http://127.0.0.1:9", maxAgeSeconds: 1 } },
  { clock },
);

function quote(user: TestUser | null, payload: Record<string, unknown>) {
  return call(app, { method: "POST", url: "/api/crypto/quotes", payload, headers: user?.auth ?? {} });
}

async function newQuote(user: TestUser, payload: Record<string, unknown> = {}): Promise<TCryptoQuote> {
  const res = await quote(user, { purpose: "deposit", amount: "1000", currency: "BTC", ...payload });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function member(): Promise<TestUser> {
  const user = await createTestUser(app);
  await acceptRisk(app, user);
  return user;
}

describe("POST /api/crypto/quotes", () => {
  it("quotes Bitcoin in satoshis rounded up, with the rate, its time, 15 minutes and a BIP21 URI", async () => {
    const q = await newQuote(await member());
    const rateCents = Math.round(q.rate * 100);
    expect(q).toMatchObject({
      purpose: "deposit",
      currency: "BTC",
      amount: 1000,
      coinSymbol: "BTC",
      coinUnits: String(centsToSatoshis(100_000, rateCents)),
      rateSource: "simulated",
      address: VALID_BTC_ADDRESS,
      isSharedAddress: true,
      network: "mainnet",
      quotedAt: "2026-05-01T12:00:00.000Z",
      expiresAt: "2026-05-01T12:15:00.000Z",
    });
    expect(q.coinAmount).toMatch(/^0\.\d{8}$/);
    expect(q.coinAmount.replace(".", "").replace(/^0+/, "")).toBe(q.coinUnits);
    expect(q.paymentUri).toBe(`bitcoin:${VALID_BTC_ADDRESS}?amount=${q.coinAmount}`);
  });

  it("quotes USDT 1:1 in 6-decimal units with an EIP-681 token transfer URI", async () => {
    const q = await newQuote(await member(), { currency: "USDT_ERC20", amount: "250.5" });
    expect(q).toMatchObject({ coinAmount: "250.50", coinUnits: "250500000", coinSymbol: "USDT", rate: 1 });
    expect(q.rateSource).toBe("stablecoin");
    expect(q.paymentUri).toBe(
      `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${VALID_ETH_ADDRESS}&uint256=250500000`,
    );
  });

  it("quotes ether in wei rounded up to its 8th decimal, at the feed's price, with an EIP-681 value URI", async () => {
    const q = await newQuote(await member(), { currency: "ETH", amount: "1000" });
    expect(q).toMatchObject({ currency: "ETH", coinSymbol: "ETH", rateSource: "simulated", isSharedAddress: true });
    // Without an extended key ether goes to the shared Ethereum address, the USDT-ERC20 one.
    expect(q.address).toBe(VALID_ETH_ADDRESS);
    expect(q.coinAmount).toMatch(/^0\.\d{1,8}$/);
    const wei = BigInt(q.coinUnits);
    expect(wei % 10n ** 10n).toBe(0n);
    expect(wei * BigInt(Math.round(q.rate * 100))).toBeGreaterThanOrEqual(100_000n * 10n ** 18n);
    expect(q.paymentUri).toBe(`ethereum:${VALID_ETH_ADDRESS}@1?value=${q.coinUnits}`);
  });

  it("stores an ether amount past bigint's 9.2 ETH exactly", async () => {
    const q = await newQuote(await member(), { currency: "ETH", amount: "60000" });
    expect(BigInt(q.coinUnits)).toBeGreaterThan(9_223_372_036_854_775_807n);
    const [row] = await queryRows<{ units: string }>(
      app.db,
      sql`SELECT coin_units::text AS units FROM crypto_quotes WHERE id = ${q.id}`,
    );
    expect(row?.units).toBe(q.coinUnits);
  });

  it("refreshes with previousQuoteId on the same address; someone else's or a used quote is refused", async () => {
    const u = await member();
    const first = await newQuote(u);
    clock.advance(16 * MINUTE);
    const again = await newQuote(u, { previousQuoteId: first.id });
    expect(again.id).not.toBe(first.id);
    expect(again.address).toBe(first.address);
    expect(new Date(again.quotedAt).getTime()).toBe(new Date(first.quotedAt).getTime() + 16 * MINUTE);

    const stranger = await member();
    const theirs = await quote(stranger, {
      purpose: "deposit",
      amount: "1000",
      currency: "BTC",
      previousQuoteId: again.id,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe(QUOTE_MESSAGES.notFound);
    const otherCoin = await quote(u, {
      purpose: "deposit",
      amount: "1000",
      currency: "USDT_ERC20",
      previousQuoteId: again.id,
    });
    expect(otherCoin.status).toBe(400);

    expect((await invest(app, u, { planId: silver, amount: "1000", quoteId: again.id })).status).toBe(201);
    const afterUse = await quote(u, {
      purpose: "deposit",
      amount: "1000",
      currency: "BTC",
      previousQuoteId: again.id,
    });
    expect(afterUse.status).toBe(409);
    expect(afterUse.body.error).toBe(QUOTE_MESSAGES.used);
  });

  it.each([
    [{ amount: "abc" }, "Amount is not valid"],
    [{ amount: "" }, "Enter an amount"],
    [{ currency: "DOGE" }, "Choose Bitcoin, Ether or USDT (ERC20)"],
    [{ purpose: "gift" }, "Say what the payment is for: deposit or course"],
    [{ previousQuoteId: "nope" }, QUOTE_MESSAGES.notFound],
  ])("refuses %o with 400", async (override, message) => {
    const res = await quote(await member(), { purpose: "deposit", amount: "1000", currency: "BTC", ...override });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("answers 401 without a token", async () => {
    expect((await quote(null, { purpose: "deposit", amount: "1000", currency: "BTC" })).status).toBe(401);
  });
});

describe("a crypto deposit against a quote", () => {
  it("records the coin amount, rate, address and quote time, and the admin sees them", async () => {
    const u = await member();
    const q = await newQuote(u);
    const res = await invest(app, u, { planId: silver, amount: "1000", currency: "BTC", quoteId: q.id });
    expect(res.status).toBe(201);
    expect(res.body.data.quote).toEqual({
      quoteId: q.id,
      coinAmount: q.coinAmount,
      coinSymbol: "BTC",
      rate: q.rate,
      quotedAt: q.quotedAt,
      address: VALID_BTC_ADDRESS,
      isSharedAddress: true,
    });
    const seen = await call(app, {
      method: "GET",
      url: `/api/admin/deposits/${res.body.data.id}`,
      headers: admin.auth,
    });
    expect(seen.body.data.quote).toMatchObject({ coinAmount: q.coinAmount, isSharedAddress: true });
  });

  it("takes the quote's coin when the form sends no currency", async () => {
    const u = await member();
    const q = await newQuote(u, { currency: "USDT_ERC20" });
    const res = await invest(app, u, { planId: silver, amount: "1000", quoteId: q.id });
    expect(res.body.data).toMatchObject({
      currency: "USDT_ERC20",
      quote: { coinAmount: "1000.00", coinSymbol: "USDT" },
    });
  });

  it("accepts the sketch's payload (no currency, no quote): the coin and amount are 'not stated' (null)", async () => {
    const u = await member();
    const res = await invest(app, u, { planId: silver, amount: "600", email: u.user.email });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ currency: null, quote: null });
  });

  it("an expired quote answers 409 with a new quote on the same address, and stores nothing", async () => {
    const u = await member();
    const q = await newQuote(u);
    clock.advance(15 * MINUTE);
    const before = await countRows(app, "deposits");
    const res = await invest(app, u, { planId: silver, amount: "1000", currency: "BTC", quoteId: q.id });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("This quote has expired; here is a new one");
    const fresh = res.body.quote as TCryptoQuote;
    expect(fresh.id).not.toBe(q.id);
    expect(fresh).toMatchObject({ address: q.address, amount: 1000, currency: "BTC" });
    expect(new Date(fresh.expiresAt).getTime() - clock.now().getTime()).toBe(15 * MINUTE);
    expect(await countRows(app, "deposits")).toBe(before);
    const retry = await invest(app, u, { planId: silver, amount: "1000", currency: "BTC", quoteId: fresh.id });
    expect(retry.status).toBe(201);
    expect(retry.body.data.quote.quoteId).toBe(fresh.id);
  });

  it("refuses a quote used twice, someone else's quote, and a quote for another amount or coin", async () => {
    const u = await member();
    const q = await newQuote(u);
    expect((await invest(app, u, { planId: silver, amount: "1000", quoteId: q.id })).status).toBe(201);
    const twice = await invest(app, u, { planId: silver, amount: "1000", quoteId: q.id });
    expect(twice.body).toMatchObject({ status: 409, error: QUOTE_MESSAGES.used });

    const other = await member();
    const before = await countRows(app, "deposits");
    const theirs = await invest(app, other, { planId: silver, amount: "1000", quoteId: (await newQuote(u)).id });
    expect(theirs.body).toMatchObject({ status: 400, error: QUOTE_MESSAGES.notFound });

    const mine = await newQuote(other);
    const amount = await invest(app, other, { planId: silver, amount: "999", quoteId: mine.id });
    expect(amount.body).toMatchObject({ status: 400, error: QUOTE_MESSAGES.mismatch });
    const coin = await invest(app, other, {
      planId: silver,
      amount: "1000",
      currency: "USDT_ERC20",
      quoteId: mine.id,
    });
    expect(coin.body).toMatchObject({ status: 400, error: QUOTE_MESSAGES.mismatch });
    const course = await newQuote(other, { purpose: "course" });
    const purpose = await invest(app, other, { planId: silver, amount: "1000", quoteId: course.id });
    expect(purpose.body).toMatchObject({ status: 400, error: QUOTE_MESSAGES.mismatch });
    expect(await countRows(app, "deposits")).toBe(before);
  });

  it("lets only one of two simultaneous deposits have a quote", async () => {
    const u = await member();
    const q = await newQuote(u);
    const results = await Promise.all(
      [1, 2].map((i) => invest(app, u, { planId: silver, amount: "1000", quoteId: q.id, txId: `race-${i}-${q.id}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe("a crypto course payment against a quote", () => {
  it("records the quote, the coin and the tx id, and the admin list shows them", async () => {
    const u = await createTestUser(app);
    const q = await newQuote(u, { purpose: "course", amount: "250" });
    const body = multipart(
      { course: "monthly", method: "crypto", amount: "250", currency: "BTC", quoteId: q.id, txId: "coursetx1" },
      [{ field: "avatar", filename: "proof.png", content: fixtures.png() }],
    );
    const res = await call(app, {
      method: "POST",
      url: "/api/education",
      payload: body.payload,
      headers: { ...u.auth, ...body.headers },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      currency: "BTC",
      txId: "coursetx1",
      quote: { quoteId: q.id, coinAmount: q.coinAmount, address: VALID_BTC_ADDRESS, isSharedAddress: true },
    });
    const list = await call(app, {
      method: "GET",
      url: "/api/admin/course-payments?pageSize=100",
      headers: admin.auth,
    });
    const listed = list.body.data.items.find((p: { id: string }) => p.id === res.body.data.id);
    expect(listed.quote.coinAmount).toBe(q.coinAmount);
  });
});

describe("without prices", () => {
  it("a Bitcoin quote answers 503 and nothing is stored; USDT needs no price", async () => {
    const u = await createTestUser(offline);
    const count = async () =>
      (await queryRows<{ n: number }>(offline.db, sql`SELECT count(*)::int AS n FROM crypto_quotes`))[0]?.n;
    const ask = (currency: string) =>
      call(offline, {
        method: "POST",
        url: "/api/crypto/quotes",
        payload: { purpose: "deposit", amount: "1000", currency },
        headers: u.auth,
      });
    const res = await ask("BTC");
    expect(res.status).toBe(503);
    expect(res.body.error).toBe(PRICES_UNAVAILABLE);
    expect(await count()).toBe(0);
    expect((await ask("USDT_ERC20")).status).toBe(201);
    expect(await count()).toBe(1);
  });
});
