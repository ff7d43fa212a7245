import { describe, expect, it } from "vitest";
import { chainTestConfig, createTestApp } from "../../../test/helpers.ts";

const app = await createTestApp({ chain: chainTestConfig({ CHAIN_WATCH: "simulated" }) });

describe("the simulated chain", () => {
  it("is in the database: a payment waits in the mempool, then gains a confirmation per block", async () => {
    const { chain } = app;
    expect(chain).toMatchObject({ mode: "simulated", isSimulated: true });
    const btc = chain.source("BTC");
    const sim = chain.simulated;
    if (!btc || !sim) throw new Error("no simulated source");
    const to = "bc1qsimulated0no0real0coins0test01";
    const { txid } = await sim.send({ coin: "BTC", to, units: 150_000n });
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    expect(await btc.paymentsTo(to)).toEqual([
      { txid, index: 0, address: to, units: 150_000n, blockHeight: null, confirmations: 0 },
    ]);
    expect(await btc.addressBalance(to)).toBe(0n);
    const tip = await sim.mine(1);
    expect(await btc.tipHeight()).toBe(tip);
    await sim.mine(2);
    expect((await btc.paymentsTo(to))[0]).toMatchObject({ blockHeight: tip, confirmations: 3 });
    expect(await btc.addressBalance(to)).toBe(150_000n);
    expect(await btc.transaction(txid)).toMatchObject({ found: true, payments: [{ units: 150_000n }] });
    // Another coin's source does not see it; nor does anyone once it is dropped.
    expect(await chain.source("USDT_ERC20")?.paymentsTo(to)).toEqual([]);
    await sim.drop(txid);
    expect(await btc.paymentsTo(to)).toEqual([]);
    expect(await btc.transaction(txid)).toEqual({ found: false });
    expect(chain.explorerTxUrl("BTC", txid)).toBeNull();
    expect(await btc.networkFee()).toBeGreaterThan(0n);
  });

  it("sends USDT with an Ethereum-style transaction id", async () => {
    const { txid } = await app.chain.simulated!.send({
      coin: "USDT_ERC20",
      to: "0xSimulated0NoRealCoins0000001",
      units: 5n,
    });
    expect(txid).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it("reads custody balances per coin, native ether in wei included, confirmed outputs only", async () => {
    const { chain } = app;
    const sim = chain.simulated!;
    const to = "0xSimulated0NoRealCoins0Custody01";
    await sim.send({ coin: "ETH", to, units: 1_500_000_000_000_000_000n });
    expect(await chain.balanceOf("ETH", to)).toBe(0n);
    await sim.mine(1);
    await sim.send({ coin: "ETH", to, units: 250_000_000_000_000_000n });
    await sim.send({ coin: "USDT_ERC20", to, units: 7_000_000n });
    await sim.mine(1);
    expect(await chain.balanceOf("ETH", to)).toBe(1_750_000_000_000_000_000n);
    expect(await chain.balanceOf("USDT_ERC20", to)).toBe(7_000_000n);
    expect(await chain.balanceOf("BTC", to)).toBe(0n);
    // Ether is not a payment coin's deposit: the USDT source does not count it.
    expect(await chain.source("USDT_ERC20")?.addressBalance(to)).toBe(7_000_000n);
  });
});
