import { TRANSPARENCY_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { acceptRisk, invest, planIdByName } from "../../../test/factories/deposits.ts";
import { call, chainTestConfig, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { manualClock } from "../../lib/clock.ts";

const RESERVE_BTC = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
const RESERVE_USDT = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const clock = manualClock(new Date("2026-06-01T12:00:00.000Z"));
const app = await createTestApp(
  {
    chain: chainTestConfig({ CHAIN_WATCH: "simulated" }),
    reserves: {
      addresses: [
        { coin: "BTC", address: RESERVE_BTC },
        { coin: "USDT_ERC20", address: RESERVE_USDT },
      ],
      explorerUrls: {
        BTC: "https://explorer.test/btc/{address}",
        USDT_ERC20: "https://explorer.test/eth/{address}",
        ETH: "https://explorer.test/eth/{address}",
      },
    },
  },
  { clock },
);
const reserves = async () => {
  clock.advance(2_000); // past the public answer's one-second cache
  return (await call(app, { method: "GET", url: "/api/transparency" })).body.data;
};

describe("the reserves on the simulated chain", () => {
  it("reads each address's confirmed balance from the chain and says the figures are simulated", async () => {
    const chain = app.chain.simulated!;
    await chain.send({ coin: "BTC", to: RESERVE_BTC, units: 50_000_000n });
    await chain.send({ coin: "USDT_ERC20", to: RESERVE_USDT, units: 1_234_500_000n });
    // Unconfirmed coins are not reserves yet.
    let data = await reserves();
    expect(data.isSimulated).toBe(true);
    expect(data.reserves.addresses[0]).toMatchObject({ balanceUnits: "0", notRead: null });
    await chain.mine(1);
    // Read at most once a minute per process.
    clock.advance(61_000);
    data = await reserves();
    expect(data.reserves).toMatchObject({
      isWatched: true,
      addresses: [
        { coin: "BTC", balance: "0.50000000", balanceUnits: "50000000", notRead: null },
        { coin: "USDT_ERC20", balance: "1234.500000", balanceUnits: "1234500000", notRead: null },
      ],
    });
  });

  it("gives the coverage of what the plans hold of each coin", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const member = await createTestUser(app);
    await acceptRisk(app, member);
    const deposit = await invest(app, member, {
      planId: await planIdByName(app, "Standard"),
      amount: "400",
      currency: "BTC",
    });
    const approved = await call(app, {
      method: "POST",
      url: `/api/admin/users/approveInvestment/${deposit.body.data.id}`,
      payload: {},
      headers: admin.auth,
    });
    expect(approved.status).toBe(200);
    const { coverage } = (await reserves()).reserves;
    const plans = (await app.db.execute(
      "SELECT sum(sats)::text AS sats, sum(cash_cents)::text AS cash FROM plans",
    )) as unknown as {
      rows: { sats: string; cash: string }[];
    };
    const sats = BigInt(plans.rows[0]!.sats);
    const usdtUnits = BigInt(plans.rows[0]!.cash) * 10_000n;
    expect(sats).toBeGreaterThan(0n);
    expect(coverage).toEqual([
      {
        coin: "BTC",
        reserveUnits: "50000000",
        heldUnits: String(sats),
        percent: Number((50_000_000n * 10_000n) / sats) / 100,
      },
      {
        coin: "USDT_ERC20",
        reserveUnits: "1234500000",
        heldUnits: String(usdtUnits),
        percent: Number((1_234_500_000n * 10_000n) / usdtUnits) / 100,
      },
    ]);
  });

  it("says a balance was not read when the chain does not answer", async () => {
    const original = app.chain.balanceOf;
    app.chain.balanceOf = async () => {
      throw new Error("down");
    };
    try {
      clock.advance(61_000);
      const { reserves: r } = await reserves();
      expect(r.addresses[0]).toMatchObject({ balance: null, notRead: TRANSPARENCY_MESSAGES.reserveReadFailed });
      expect(r.coverage[0]).toMatchObject({ coin: "BTC", percent: null });
    } finally {
      app.chain.balanceOf = original;
    }
  });
});
