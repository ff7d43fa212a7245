import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { COIN_DECIMALS, parseCoinUnits } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { depositOf, tick, watchedDeposit } from "../../../test/factories/chain.ts";
import { ethAccountXpub } from "../../../test/factories/crypto.ts";
import { acceptRisk, invest, planIdByName, walletOf } from "../../../test/factories/deposits.ts";
import { call, chainTestConfig, createTestApp, createTestUser, testConfig } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { manualClock } from "../../lib/clock.ts";

// A member pays a deposit in ether on a live chain: the watch job follows the blocks of an Ethereum
// JSON-RPC node (a local server replaying the recorded answers of lib/chain/fixtures, the deposit's
// address and quoted wei put into the recorded payment) and credits it like BTC and USDT.
const fixtures = path.join(import.meta.dirname, "../../lib/chain/fixtures");
const resultOf = <T>(name: string) =>
  (JSON.parse(readFileSync(path.join(fixtures, name), "utf8")) as { result: T }).result;
type Tx = { hash: string; to: string | null; value: string; blockNumber: string; blockHash: string };
type Block = { number: string; hash: string; parentHash: string; transactions: Tx[] };

const B0 = 20_000_000;
const hex = (n: number | bigint) => `0x${n.toString(16)}`;
const hashAt = (n: number) => `0x${createHash("sha256").update(`block ${n}`).digest("hex")}`;
/** The recorded block's payment to a deposit address, and the one that reverted. */
const [DEPOSIT_TX, , REVERTED_TX] = resultOf<Block>("eth-block-with-transfers.json").transactions.map((t) => t.hash);

let tip = B0;
/** Per block number: the recorded transactions it holds, with the deposit's address and amount. */
const payments = new Map<number, { to: string; wei: bigint }>();
let isRateLimited = false;

/** The recorded transaction's hash in block 1; in a later block, one of its own. */
const txAt = (recorded: string, n: number) =>
  n === B0 + 1 ? recorded : `0x${createHash("sha256").update(`${recorded} ${n}`).digest("hex")}`;
const succeeded = new Set<string>();
const reverted = new Set<string>();

function blockAt(n: number): Block {
  const paid = payments.get(n);
  const template = resultOf<Block>(paid ? "eth-block-with-transfers.json" : "eth-block-empty.json");
  const hash = hashAt(n);
  const transactions = template.transactions.map((t) => {
    const moved = { ...t, hash: txAt(t.hash, n), blockNumber: hex(n), blockHash: hash };
    if (!paid || (t.hash !== DEPOSIT_TX && t.hash !== REVERTED_TX)) return moved;
    (t.hash === DEPOSIT_TX ? succeeded : reverted).add(moved.hash);
    return { ...moved, to: paid.to.toLowerCase(), value: hex(paid.wei) };
  });
  return { ...template, number: hex(n), hash, parentHash: hashAt(n - 1), transactions };
}

function answer(method: string, params: unknown[]): unknown {
  if (method === "eth_blockNumber") return hex(tip);
  if (method === "eth_getBlockByNumber") {
    const n = Number(BigInt(params[0] as string));
    return n > tip ? null : blockAt(n);
  }
  if (method === "eth_getTransactionReceipt") {
    if (succeeded.has(params[0] as string)) return resultOf("eth-receipt-deposit.json");
    if (reverted.has(params[0] as string)) return resultOf("eth-receipt-deposit-reverted.json");
    return null;
  }
  throw new Error(`unexpected ${method}`);
}

function handle(request: IncomingMessage, response: ServerResponse) {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] };
    if (isRateLimited) return response.writeHead(429).end("Too Many Requests");
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ jsonrpc: "2.0", id, result: answer(method, params) }));
  });
}

const server = createServer(handle);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const app = await createTestApp(
  {
    chain: chainTestConfig({
      CHAIN_WATCH: "live",
      ETH_RPC_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`,
      ETH_WATCH_BLOCKS_PER_TICK: "5",
    }),
    crypto: { ...testConfig("").crypto, isDemo: false, ethXpub: ethAccountXpub() },
  },
  { clock },
);
const silver = await planIdByName(app, "Silver");
const wei = (text: string | undefined) => parseCoinUnits(text ?? "0", COIN_DECIMALS.ETH) ?? 0n;

async function creditedWei(depositId: string): Promise<bigint> {
  const [row] = await queryRows<{ n: string }>(
    app.db,
    sql`SELECT coalesce(sum(units), 0)::text AS n FROM chain_payments
        WHERE deposit_id = ${depositId} AND status = 'credited'`,
  );
  return BigInt(row?.n ?? "0");
}

describe("paying a deposit in ether on a live chain", () => {
  it("offers ether as watched: no proof is asked for", async () => {
    const u = await createTestUser(app);
    const res = await call(app, { method: "GET", url: "/api/user/deposit-options", headers: u.auth });
    expect(res.body.data.chain).toMatchObject({ mode: "live", isSimulated: false });
    expect(res.body.data.chain.watches.ETH).toBe(true);
  });

  it("quote → deposit → the payment found in a block → confirmations → invested, the reverted one ignored", async () => {
    const u = await createTestUser(app);
    const created = await watchedDeposit(app, u, { planId: silver, currency: "ETH" });
    expect(created.quote?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(created.chain).toMatchObject({ state: "waiting", coinSymbol: "ETH", confirmationsNeeded: 3 });
    const address = created.quote?.address ?? "";
    const quoted = wei(created.chain?.quotedCoinAmount);

    // Nothing yet: the first run starts a few blocks below the tip.
    tip = B0;
    await tick(app);
    expect((await depositOf(app, u, created.id)).chain?.state).toBe("waiting");

    // Block 1 holds the member's payment of the quoted wei, and a reverted transaction paying the same.
    payments.set(B0 + 1, { to: address, wei: quoted });
    tip = B0 + 1;
    await tick(app);
    const seen = await depositOf(app, u, created.id);
    expect(seen.chain).toMatchObject({ state: "seen", label: "Payment seen, 1 of 3 confirmations" });
    expect(seen.chain?.payments).toEqual([
      expect.objectContaining({
        txid: DEPOSIT_TX,
        coinAmount: created.chain?.quotedCoinAmount,
        explorerUrl: `https://etherscan.io/tx/${DEPOSIT_TX}`,
      }),
    ]);

    // The endpoint rate-limits: the run fails (the queue retries it) and the deposit stays as it was.
    tip = B0 + 3;
    isRateLimited = true;
    await expect(tick(app)).rejects.toThrow(/answered 429/);
    isRateLimited = false;
    expect((await depositOf(app, u, created.id)).chain?.label).toBe("Payment seen, 1 of 3 confirmations");

    await tick(app);
    const done = await depositOf(app, u, created.id);
    expect(done.status).toBe("accepted");
    expect(done.chain).toMatchObject({ state: "invested", label: "Invested", excess: null });
    expect(done.position?.units).toBeTruthy();
    // Exactly the quote: the reverted transaction's ether never arrived.
    expect(await creditedWei(created.id)).toBe(quoted);
    expect(await walletOf(app, u)).toBe(0);
  });

  it("finds a payment sent to the quote's address before the member confirmed the deposit", async () => {
    const u = await createTestUser(app);
    await acceptRisk(app, u);
    const quote = await call(app, {
      method: "POST",
      url: "/api/crypto/quotes",
      payload: { purpose: "deposit", amount: "1000", currency: "ETH" },
      headers: u.auth,
    });
    expect(quote.status).toBe(201);
    payments.set(B0 + 5, { to: quote.body.data.address, wei: BigInt(quote.body.data.coinUnits) });
    tip = B0 + 6;
    // No deposit yet: the run reads block 5 looking for the open quote's address.
    await tick(app);
    const res = await invest(
      app,
      u,
      { planId: silver, amount: "1000", currency: "ETH", quoteId: quote.body.data.id },
      null,
    );
    expect(res.status).toBe(201);
    await tick(app);
    const seen = await depositOf(app, u, res.body.data.id);
    expect(seen.chain).toMatchObject({ state: "seen", label: "Payment seen, 2 of 3 confirmations" });
  });
});
