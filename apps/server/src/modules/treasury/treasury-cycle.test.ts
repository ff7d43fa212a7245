import { describe, expect, it } from "vitest";
import { depositOf, sendSimulated, tick, watchedDeposit } from "../../../test/factories/chain.ts";
import { planIdByName } from "../../../test/factories/deposits.ts";
import { call, chainTestConfig, createTestApp, createTestUser, readOutbox } from "../../../test/helpers.ts";
import { creditSimulatedExchange } from "../../lib/exchange/index.ts";

const app = await createTestApp({
  chain: chainTestConfig({ CHAIN_WATCH: "simulated" }),
  exchange: { driver: "simulated", simulatedFeeBp: 10 },
  // Orders above $100 need a second admin.
  fourEyesThresholdCents: 10_000,
});

type Position = {
  asset: string;
  owedUnits: string;
  heldUnits: string;
  transitUnits: string;
  differenceUnits: string;
  differenceCents: string;
  owedCents: string;
  heldCents: string;
  isShort: boolean;
};

describe("the treasury's whole cycle on the simulated chain and exchange", () => {
  it("sweeps a BTC deposit to the exchange, trades it into the plan's mix on two approvals, and alerts on a shortfall", async () => {
    const member = await createTestUser(app, { isVerified: true });
    const [first, second] = [
      await createTestUser(app, { isAdmin: true }),
      await createTestUser(app, { isAdmin: true }),
    ];
    const standard = await planIdByName(app, "Standard");
    const deposit = await watchedDeposit(app, member, { planId: standard, amount: "400", currency: "BTC" });
    expect((await sendSimulated(app, member, deposit.id)).status).toBe(200);
    await tick(app, 3);
    expect((await depositOf(app, member, deposit.id)).status).toBe("accepted");

    const view = async () => {
      const res = await call(app, { method: "GET", url: "/api/admin/treasury", headers: first.auth });
      expect(res.status).toBe(200);
      return res.body.data as {
        positions: Position[];
        held: { kind: string; asset: string; units: string | null }[];
        reconciledAt: string | null;
      };
    };
    const pos = (v: { positions: Position[] }, asset: string) => v.positions.find((p) => p.asset === asset) as Position;

    // The books owe about $60 of bitcoin, $20 of ether and $320 of cash; the deposit address holds all of it in BTC.
    let v = await view();
    expect(v.reconciledAt).toBeNull();
    const atDeposits = v.held.find((h) => h.kind === "deposits" && h.asset === "BTC");
    expect(BigInt(atDeposits?.units ?? "0")).toBeGreaterThan(0n);
    expect(BigInt(pos(v, "BTC").differenceUnits)).toBeGreaterThan(0n);
    expect(BigInt(pos(v, "USD").differenceCents)).toBeLessThan(-25_000n);

    // The coins are moved to the exchange: in transit until confirmed.
    const locations = await call(app, { method: "GET", url: "/api/admin/treasury/locations", headers: first.auth });
    const exchangeLocation = locations.body.data.locations.find((l: { kind: string }) => l.kind === "exchange");
    expect(exchangeLocation.name).toBe("Simulated exchange");
    const transfer = await call(app, {
      method: "POST",
      url: "/api/admin/treasury/transfers",
      headers: first.auth,
      payload: {
        fromLocationId: null,
        toLocationId: exchangeLocation.id,
        asset: "BTC",
        units: atDeposits?.units,
        txId: "sweep-1",
      },
    });
    expect(transfer.status).toBe(201);
    v = await view();
    expect(pos(v, "BTC").transitUnits).toBe(atDeposits?.units);
    const confirmed = await call(app, {
      method: "POST",
      url: `/api/admin/treasury/transfers/${transfer.body.data.id}/confirm`,
      headers: second.auth,
    });
    expect(confirmed.status).toBe(200);

    // The treasury proposes selling the bitcoin the plan does not hold and buying the ether it does.
    const proposed = await call(app, {
      method: "POST",
      url: "/api/admin/treasury/orders/propose",
      headers: first.auth,
    });
    expect(proposed.status).toBe(200);
    const orders = proposed.body.data as {
      id: string;
      side: string;
      asset: string;
      needsTwo: boolean;
      units: string;
    }[];
    const sell = orders.find((o) => o.asset === "BTC");
    const buy = orders.find((o) => o.asset === "ETH");
    expect(sell).toMatchObject({ side: "sell", needsTwo: true });
    expect(buy).toMatchObject({ side: "buy", needsTwo: false });

    // The sell is above the four-eyes threshold: one admin's approval is 1 of 2, the same admin again is refused.
    const approve = (o: { id: string }, admin: typeof first) =>
      call(app, { method: "POST", url: `/api/admin/treasury/orders/${o.id}/approve`, headers: admin.auth });
    expect((await approve(sell as { id: string }, first)).body.data.status).toBe("proposed");
    expect((await approve(sell as { id: string }, first)).status).toBe(409);
    const sold = await approve(sell as { id: string }, second);
    expect(sold.body.data).toMatchObject({
      status: "filled",
      exchangeName: "Simulated exchange",
      filledUnits: sell?.units,
    });
    expect((await approve(buy as { id: string }, first)).body.data.status).toBe("filled");

    // The books record each fill at its price with its fee and its difference from the book price.
    const list = await call(app, { method: "GET", url: "/api/admin/treasury/orders", headers: first.auth });
    for (const o of list.body.data) {
      expect(o.fills).toHaveLength(1);
      expect(o.fills[0].priceCents).toBeGreaterThan(0);
      expect(o.fills[0].feeCents).toBeGreaterThan(0);
      expect(o.fills[0].chargedTo).toBe("operator");
    }

    // Holdings now match the books per asset, the exchange's fees aside (within the $10 tolerance).
    v = await view();
    for (const asset of ["BTC", "ETH", "USD"]) {
      const p = pos(v, asset);
      expect(p.isShort).toBe(false);
      expect(Number(p.heldCents)).toBeGreaterThanOrEqual(Number(p.owedCents) * 0.995);
    }
    const reconciled = await call(app, { method: "POST", url: "/api/admin/treasury/reconcile", headers: first.auth });
    expect(reconciled.body.data.shortAssets).toEqual([]);
    const { reconciledAt } = await view();
    expect(Date.parse(reconciledAt ?? "")).toBeLessThanOrEqual(app.clock.now().getTime());

    // A balance that drops on purpose: the banner and an e-mail to every admin.
    await creditSimulatedExchange(app.db, "USD", -20_000n);
    const short = await call(app, { method: "POST", url: "/api/admin/treasury/reconcile", headers: first.auth });
    expect(short.body.data.shortAssets).toEqual(["USD"]);
    const alert = await call(app, { method: "GET", url: "/api/admin/treasury/alert", headers: second.auth });
    expect(alert.body.data.shortAssets).toEqual(["USD"]);
    const mails = await readOutbox(app);
    for (const admin of [first, second]) {
      expect(mails.some((m) => m.includes(admin.user.email) && m.includes("Treasury shortfall"))).toBe(true);
    }
    // The member sees nothing of it.
    expect((await call(app, { method: "GET", url: "/api/admin/treasury", headers: member.auth })).status).toBe(403);
  });
});
