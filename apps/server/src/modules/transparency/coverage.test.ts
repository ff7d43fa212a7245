import { describe, expect, it } from "vitest";
import { depositOf, sendSimulated, tick, watchedDeposit } from "../../../test/factories/chain.ts";
import { planIdByName } from "../../../test/factories/deposits.ts";
import { call, chainTestConfig, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { creditSimulatedExchange } from "../../lib/exchange/index.ts";

const app = await createTestApp({
  chain: chainTestConfig({ CHAIN_WATCH: "simulated" }),
  exchange: { driver: "simulated", simulatedFeeBp: 10 },
});

type CoverageAsset = {
  asset: string;
  liabilitiesUnits: string;
  reserves: { onchain: string; exchangeApi: string; declared: string };
  transitUnits: string;
  percent: number | null;
  isComplete: boolean;
};

const coverage = (query = "") => call(app, { method: "GET", url: `/api/transparency/coverage${query}` });

describe("GET /api/transparency/coverage", () => {
  it("answers an empty history before the first reconciliation, and refuses a query it does not know", async () => {
    const empty = await coverage();
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ isSimulated: true, days: [], tradingCosts: "operator" });
    for (const bad of ["?days=0", "?days=367", "?days=two", "?day=2026-01-01"]) {
      expect((await coverage(bad)).status, bad).toBe(400);
    }
  });

  it("publishes each reconciled day per asset: liabilities, reserves by how they are known, and the ratio", async () => {
    const member = await createTestUser(app, { isVerified: true });
    const admin = await createTestUser(app, { isAdmin: true });
    const deposit = await watchedDeposit(app, member, {
      planId: await planIdByName(app, "Standard"),
      amount: "400",
      currency: "BTC",
    });
    expect((await sendSimulated(app, member, deposit.id)).status).toBe(200);
    await tick(app, 3);
    expect((await depositOf(app, member, deposit.id)).status).toBe("accepted");
    // Dollars the exchange reports through its API.
    await creditSimulatedExchange(app.db, "USD", 5_000n);

    const reconciled = await call(app, { method: "POST", url: "/api/admin/treasury/reconcile", headers: admin.auth });
    expect(reconciled.status).toBe(200);
    const view = await call(app, { method: "GET", url: "/api/admin/treasury", headers: admin.auth });
    const owed = (asset: string) =>
      view.body.data.positions.find((p: { asset: string }) => p.asset === asset).owedUnits as string;

    const res = await coverage("?days=30");
    expect(res.status).toBe(200);
    const [today] = res.body.data.days as { day: string; assets: CoverageAsset[] }[];
    expect(res.body.data.days).toHaveLength(1);
    expect(today?.day).toBe(app.clock.now().toISOString().slice(0, 10));
    const of = (asset: string) => today?.assets.find((a) => a.asset === asset) as CoverageAsset;
    expect(today?.assets.map((a) => a.asset).sort()).toEqual(["BTC", "ETH", "USD"]);

    // The member's whole deposit sits at the deposit address in BTC: more BTC than the plan's 15 %, read on the chain.
    const btc = of("BTC");
    expect(btc.liabilitiesUnits).toBe(owed("BTC"));
    expect(BigInt(btc.reserves.onchain)).toBeGreaterThan(BigInt(btc.liabilitiesUnits));
    expect(btc.reserves.exchangeApi).toBe("0");
    expect(btc.percent).toBeGreaterThan(100);
    // The plan's cash is not bought yet: only the exchange's $50 covers it.
    const usd = of("USD");
    expect(usd.liabilitiesUnits).toBe(owed("USD"));
    expect(usd.reserves).toEqual({ onchain: "0", exchangeApi: "5000", declared: "0" });
    expect(usd.percent).toBe(Number(((5_000n * 10_000n) / BigInt(usd.liabilitiesUnits)).toString()) / 100);
    expect(usd.percent).toBeLessThan(100);
    expect(of("ETH").reserves).toEqual({ onchain: "0", exchangeApi: "0", declared: "0" });
    expect(of("ETH").percent).toBe(0);
    expect(of("USD").isComplete).toBe(true);
  });
});
