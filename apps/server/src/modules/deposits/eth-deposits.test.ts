import { COIN_DECIMALS, parseCoinUnits } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { depositOf, sendSimulated, tick, watchedDeposit } from "../../../test/factories/chain.ts";
import { pay } from "../../../test/factories/course-orders.ts";
import { planIdByName, walletOf } from "../../../test/factories/deposits.ts";
import { mailsTo } from "../../../test/factories/email.ts";
import { call, chainTestConfig, createTestApp, createTestUser, fixtures } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { createChainWatch } from "../../lib/chain/index.ts";
import { manualClock } from "../../lib/clock.ts";

// A member pays in ether on the simulated chain: quoted in wei, an address of its own on the
// Ethereum key's counter, watched to its confirmations and invested with no admin.
const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const app = await createTestApp({ chain: chainTestConfig({ CHAIN_WATCH: "simulated" }) }, { clock });
const silver = await planIdByName(app, "Silver");
const diamond = await planIdByName(app, "Diamond");

const wei = (text: string | undefined) => parseCoinUnits(text ?? "0", COIN_DECIMALS.ETH) ?? 0n;

async function creditedWei(depositId: string): Promise<bigint> {
  const [row] = await queryRows<{ n: string }>(
    app.db,
    sql`SELECT coalesce(sum(units), 0)::text AS n FROM chain_payments
        WHERE deposit_id = ${depositId} AND coin = 'ETH' AND status = 'credited'`,
  );
  return BigInt(row?.n ?? "0");
}

describe("paying a deposit in ether", () => {
  it("offers ether in the deposit options, watched on the simulated chain", async () => {
    const u = await createTestUser(app);
    const res = await call(app, { method: "GET", url: "/api/user/deposit-options", headers: u.auth });
    expect(res.body.data.chain.watches).toEqual({ BTC: true, USDT_ERC20: true, ETH: true });
  });

  it("quote → deposit → simulated payment → confirmations → invested", async () => {
    const u = await createTestUser(app);
    const created = await watchedDeposit(app, u, { planId: silver, currency: "ETH" });
    expect(created).toMatchObject({ status: "pending", currency: "ETH", proofUrl: null });
    expect(created.quote?.address).toMatch(/^0xSimulated0NoRealCoins0\d{6}$/);
    expect(created.quote?.coinSymbol).toBe("ETH");
    expect(created.chain).toMatchObject({ state: "waiting", coinSymbol: "ETH", confirmationsNeeded: 3 });

    const sent = await sendSimulated(app, u, created.id);
    expect(sent.status).toBe(200);
    expect(sent.body.data.chain).toMatchObject({ state: "seen", label: "Payment seen, 0 of 3 confirmations" });
    const [payment] = sent.body.data.chain.payments;
    expect(payment).toMatchObject({ coinAmount: created.chain?.quotedCoinAmount, explorerUrl: null });
    expect(payment.txid).toMatch(/^0x[0-9a-f]{64}$/);

    await tick(app, 3);
    const done = await depositOf(app, u, created.id);
    expect(done.status).toBe("accepted");
    expect(done.chain).toMatchObject({ state: "invested", label: "Invested", excess: null });
    expect(done.position?.units).toBeTruthy();
    expect(await creditedWei(created.id)).toBe(wei(created.chain?.quotedCoinAmount));
    expect(await walletOf(app, u)).toBe(0);
    // Its mails name the coin that arrived.
    const mails = await mailsTo(app, u.user.email);
    for (const subject of ["We see your deposit", "Your deposit is invested"]) {
      expect(mails.find((m) => m.includes(subject))).toContain(`${created.chain?.quotedCoinAmount} ETH`);
    }
  });

  it("a payment past bigint's 9.2 ETH is watched and credited to the wei", async () => {
    const u = await createTestUser(app);
    const created = await watchedDeposit(app, u, { planId: diamond, currency: "ETH", amount: "60000" });
    const quoted = wei(created.chain?.quotedCoinAmount);
    expect(quoted).toBeGreaterThan(9_223_372_036_854_775_807n);
    // $10,000 and more needs 12 confirmations (CHAIN_CONFIRMATIONS_ETH).
    expect(created.chain?.confirmationsNeeded).toBe(12);
    await sendSimulated(app, u, created.id);
    await tick(app, 11);
    expect((await depositOf(app, u, created.id)).chain?.label).toBe("Payment seen, 11 of 12 confirmations");
    await tick(app);
    const done = await depositOf(app, u, created.id);
    expect(done).toMatchObject({ status: "accepted", amount: 60000 });
    expect(await creditedWei(created.id)).toBe(quoted);
  });

  it("links an ether transaction to the configured Ethereum explorer on a live chain", () => {
    const live = createChainWatch(
      {
        chain: chainTestConfig({ CHAIN_WATCH: "off", EXPLORER_ETH_TX_URL: "https://explorer.test/tx/{txid}" }),
        crypto: app.config.crypto,
      },
      app.db,
    );
    expect(live.explorerTxUrl("ETH", "0xabc")).toBe("https://explorer.test/tx/0xabc");
    expect(live.source("ETH")).toBeNull();
  });

  it("pays a course in ether at a quote, recorded with its coin amount for the admin", async () => {
    const u = await createTestUser(app);
    const quote = await call(app, {
      method: "POST",
      url: "/api/crypto/quotes",
      payload: { purpose: "course", amount: "250", currency: "ETH" },
      headers: u.auth,
    });
    expect(quote.status).toBe(201);
    const res = await pay(
      app,
      u,
      { course: "monthly", method: "crypto", amount: "250", currency: "ETH", quoteId: quote.body.data.id },
      { content: fixtures.png() },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      currency: "ETH",
      quote: { coinAmount: quote.body.data.coinAmount, coinSymbol: "ETH", address: quote.body.data.address },
    });
  });
});
