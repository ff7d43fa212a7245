import { describe, expect, it } from "vitest";
import { depositOf, sendSimulated, tick, watchedDeposit } from "../../../test/factories/chain.ts";
import { planIdByName } from "../../../test/factories/deposits.ts";
import { call, chainTestConfig, createTestApp, createTestUser, type TestApp } from "../../../test/helpers.ts";

// TREASURY_TRADING_COSTS: a fill's slippage and fee are the operator's, or booked to the plans' books
// as a trading_cost transaction, shown on the fill, the plan's page and /transparency.
const settings = { toleranceCents: 1000, bandPercent: 2, minOrderCents: 1000 };
const plansBear = await createTestApp({
  chain: chainTestConfig({ CHAIN_WATCH: "simulated" }),
  treasury: { ...settings, tradingCosts: "plan" },
});
const operatorBears = await createTestApp({
  chain: chainTestConfig({ CHAIN_WATCH: "simulated" }),
  treasury: { ...settings, tradingCosts: "operator" },
});

type Order = { id: string; asset: string; side: string; units: string; bookPriceCents: number };

/** A member's BTC deposit into Standard, accepted; then the ETH buy the treasury proposes, approved. */
async function approvedEtherBuy(app: TestApp) {
  const member = await createTestUser(app, { isVerified: true });
  const admin = await createTestUser(app, { isAdmin: true });
  const planId = await planIdByName(app, "Standard");
  const deposit = await watchedDeposit(app, member, { planId, amount: "400", currency: "BTC" });
  expect((await sendSimulated(app, member, deposit.id)).status).toBe(200);
  await tick(app, 3);
  expect((await depositOf(app, member, deposit.id)).status).toBe("accepted");
  const proposed = await call(app, { method: "POST", url: "/api/admin/treasury/orders/propose", headers: admin.auth });
  const buy = (proposed.body.data as Order[]).find((o) => o.asset === "ETH") as Order;
  expect(buy.side).toBe("buy");
  const approved = await call(app, {
    method: "POST",
    url: `/api/admin/treasury/orders/${buy.id}/approve`,
    headers: admin.auth,
  });
  expect(approved.body.data.status).toBe("approved");
  return { admin, planId, buy };
}

/** The fill made by hand: $25.00 per ether worse than the books' price, and a $1.50 fee. */
const recordFill = (app: TestApp, admin: { auth: { authorization: string } }, buy: Order) =>
  call(app, {
    method: "POST",
    url: `/api/admin/treasury/orders/${buy.id}/fills`,
    headers: admin.auth,
    payload: {
      exchange: "Kraken",
      tradeId: "T-1",
      units: buy.units,
      priceCents: buy.bookPriceCents + 2_500,
      feeCents: 150,
      at: app.clock.now().toISOString(),
    },
  });

const plansCash = async (app: TestApp, admin: { auth: { authorization: string } }) =>
  BigInt(
    (await call(app, { method: "GET", url: "/api/admin/treasury", headers: admin.auth })).body.data.owed.USD.plans,
  );

describe("trading costs borne by the plans", () => {
  it("books the fill's slippage and fee to the plan's books, on the fill, the plan's page and /transparency", async () => {
    const app = plansBear;
    const { admin, planId, buy } = await approvedEtherBuy(app);
    const cashBefore = await plansCash(app, admin);

    const recorded = await recordFill(app, admin, buy);
    expect(recorded.status).toBe(200);
    const [fill] = recorded.body.data.order.fills;
    const slippage = Number((2_500n * BigInt(buy.units)) / 10n ** 18n);
    expect(slippage).toBeGreaterThan(0);
    expect(fill).toMatchObject({ chargedTo: "plan", slippageCents: slippage, chargedToPlansCents: slippage + 150 });

    // The plan's cash paid it: the books owe the members exactly that much less.
    expect(await plansCash(app, admin)).toBe(cashBefore - BigInt(slippage + 150));
    const record = await call(app, { method: "GET", url: `/api/plans/${planId}` });
    expect(record.body.data.tradingCosts).toEqual({ bornBy: "plan", charged: (slippage + 150) / 100, fills: 1 });
    const coverage = await call(app, { method: "GET", url: "/api/transparency/coverage" });
    expect(coverage.body.data.tradingCosts).toBe("plan");

    // The filled order takes no more fills: the trade is charged once.
    expect((await recordFill(app, admin, buy)).status).toBe(409);
    expect(await plansCash(app, admin)).toBe(cashBefore - BigInt(slippage + 150));
  });
});

describe("trading costs borne by the operator", () => {
  it("leaves the plans' books as they were and says so", async () => {
    const app = operatorBears;
    const { admin, planId, buy } = await approvedEtherBuy(app);
    const cashBefore = await plansCash(app, admin);
    const recorded = await recordFill(app, admin, buy);
    expect(recorded.body.data.order.fills[0]).toMatchObject({ chargedTo: "operator", chargedToPlansCents: 0 });
    expect(await plansCash(app, admin)).toBe(cashBefore);
    const record = await call(app, { method: "GET", url: `/api/plans/${planId}` });
    expect(record.body.data.tradingCosts).toEqual({ bornBy: "operator", charged: 0, fills: 0 });
    const coverage = await call(app, { method: "GET", url: "/api/transparency/coverage" });
    expect(coverage.body.data.tradingCosts).toBe("operator");
  });
});
