import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { ChainUnavailableError } from "./chain.ts";
import { createEthBlockSource, REORG_REWIND_BLOCKS } from "./eth-blocks.ts";

// Live ether deposits: the watcher follows the chain block by block through JSON-RPC. A local server
// replays recorded answers (fixtures/eth-block-*.json, eth-receipt-*.json); a block the test does not
// name is the recorded empty block with its number and hashes in line with its neighbours.
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");
type Block = { number: string; hash: string; parentHash: string; transactions: { hash: string }[] };
const resultOf = <T>(name: string) => (JSON.parse(fixture(name)) as { result: T }).result;

const B0 = 20_000_000;
const hex = (n: number) => `0x${n.toString(16)}`;
const emptyHash = (n: number) => `0x${createHash("sha256").update(`block ${n}`).digest("hex")}`;

/** The chain the server answers: its tip, and the recorded answer for the blocks a test names. */
let tip = B0 + 3;
let blocks: Record<number, string> = {};
/** Receipts per transaction hash; unnamed ones answer null (not served yet). */
let receipts: Record<string, string> = {};
/** Per method: an HTTP status, a hang or a recorded answer instead of the chain's. */
let trouble: Record<string, { status: number } | { hangMs: number } | { fixture: string }> = {};
const seen: string[] = [];

function blockAt(n: number): Block | null {
  const name = blocks[n];
  if (name) return resultOf<Block | null>(name);
  const empty = resultOf<Block>("eth-block-empty.json");
  return { ...empty, number: hex(n), hash: emptyHash(n), parentHash: hashAt(n - 1) };
}

function hashAt(n: number): string {
  const name = blocks[n];
  return (name && resultOf<Block | null>(name)?.hash) || emptyHash(n);
}

function answer(method: string, params: unknown[]): unknown {
  if (method === "eth_blockNumber") return hex(tip);
  if (method === "eth_getBlockByNumber") {
    const n = Number(BigInt(params[0] as string));
    const block = n > tip ? null : blockAt(n);
    // Without full transactions a node lists their hashes.
    return block && !params[1] ? { ...block, transactions: block.transactions.map((t) => t.hash) } : block;
  }
  if (method === "eth_getTransactionReceipt") {
    const name = receipts[params[0] as string];
    return name ? resultOf(name) : null;
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
    seen.push(method === "eth_getBlockByNumber" ? `${method} ${Number(BigInt(params[0] as string)) - B0}` : method);
    const special = trouble[method];
    if (special && "status" in special) return response.writeHead(special.status).end("Too Many Requests");
    if (special && "hangMs" in special)
      return void setTimeout(() => response.destroyed || response.end("{}"), special.hangMs);
    const text = special
      ? fixture(special.fixture)
      : JSON.stringify({ jsonrpc: "2.0", id, result: answer(method, params) });
    response.writeHead(200, { "content-type": "application/json" }).end(text);
  });
}

const server = createServer(handle);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;

const app = await createTestApp();
const source = (blocksPerTick = 3, timeoutMs = 5_000) =>
  createEthBlockSource({ url, db: app.db, blocksPerTick, timeoutMs });

/** The deposit address as the deposit stores it (EIP-55); the node answers lower case. */
const DEPOSIT = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const DEPOSIT_TX = "0x4d4a08ee9dc5714f052eec7ad507df9542fd8dddc657e670ac168cfc3ed325e7";
const LATE_TX = "0xebeb9c50a619ae45e2ac815578699f81afb30c93e0e7715ba81a375095bdb4ee";
const HALF_ETHER = 500_000_000_000_000_000n;
const QUARTER_ETHER = 250_000_000_000_000_000n;

const recorded = () => {
  blocks = { [B0 + 1]: "eth-block-with-transfers.json", [B0 + 3]: "eth-block-late-transfer.json" };
  receipts = {
    [DEPOSIT_TX]: "eth-receipt-deposit.json",
    "0x26fc5b16e276c61b9b234ac4390184614e61e1f2bf737bf58d336bac09fa6fd1": "eth-receipt-deposit-reverted.json",
    [LATE_TX]: "eth-receipt-late.json",
  };
};

async function cursor(): Promise<number | null> {
  const [row] = await queryRows<{ n: number }>(app.db, sql`SELECT block_number AS n FROM eth_block_cursor`);
  return row ? row.n - B0 : null;
}

async function unavailable(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChainUnavailableError);
  return (error as Error).message;
}

beforeEach(async () => {
  await app.db.execute(sql`DELETE FROM eth_transfers`);
  await app.db.execute(sql`DELETE FROM eth_block_cursor`);
  tip = B0 + 3;
  recorded();
  trouble = {};
  seen.length = 0;
});

describe("following Ethereum blocks for plain ether payments", () => {
  it("starts a few blocks below the tip and keeps the successful transfers to the watched address", async () => {
    await source().follow?.([DEPOSIT]);
    // The first run starts `blocksPerTick` (3) below the tip, never at genesis.
    expect(seen.filter((s) => s.startsWith("eth_getBlockByNumber"))).toEqual([
      "eth_getBlockByNumber 0",
      "eth_getBlockByNumber 1",
      "eth_getBlockByNumber 2",
      "eth_getBlockByNumber 3",
    ]);
    // Of block 1's five transactions: the payment to the address; not the reverted one paying it
    // 1 ether, the one to another address, the token call naming it in its data or the contract creation.
    expect(await source().paymentsTo(DEPOSIT)).toEqual([
      {
        txid: DEPOSIT_TX,
        index: 0,
        address: DEPOSIT.toLowerCase(),
        units: HALF_ETHER,
        blockHeight: B0 + 1,
        confirmations: 3,
      },
      {
        txid: LATE_TX,
        index: 0,
        address: DEPOSIT.toLowerCase(),
        units: QUARTER_ETHER,
        blockHeight: B0 + 3,
        confirmations: 1,
      },
    ]);
    // Receipts are asked only for the transactions paying the address.
    expect(seen.filter((s) => s === "eth_getTransactionReceipt")).toHaveLength(3);
    expect(await cursor()).toBe(3);
    expect(await source().paymentsTo("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359")).toEqual([]);
  });

  it("continues where it stopped after a restart, confirmations counted from the tip", async () => {
    await source().follow?.([DEPOSIT]);
    seen.length = 0;
    tip = B0 + 5;
    // A new source object, as after a restart: the cursor is in the database.
    const restarted = source();
    await restarted.follow?.([DEPOSIT]);
    expect(seen.filter((s) => s.startsWith("eth_getBlockByNumber"))).toEqual([
      "eth_getBlockByNumber 4",
      "eth_getBlockByNumber 5",
    ]);
    expect((await restarted.paymentsTo(DEPOSIT)).map((p) => p.confirmations)).toEqual([5, 3]);
  });

  it("reads at most blocksPerTick new blocks per call", async () => {
    await source().follow?.([DEPOSIT]);
    tip = B0 + 10;
    seen.length = 0;
    await source().follow?.([DEPOSIT]);
    expect(seen.filter((s) => s.startsWith("eth_getBlockByNumber"))).toHaveLength(3);
    expect(await cursor()).toBe(6);
    await source().follow?.([DEPOSIT]);
    await source().follow?.([DEPOSIT]);
    expect(await cursor()).toBe(10);
  });

  it("waits for a block or a receipt the endpoint does not serve yet, then reads it", async () => {
    // Block 3's receipt is not served yet: the watcher stops before block 3 and reads it again later.
    delete receipts[LATE_TX];
    await source().follow?.([DEPOSIT]);
    expect(await cursor()).toBe(2);
    expect((await source().paymentsTo(DEPOSIT)).map((p) => p.txid)).toEqual([DEPOSIT_TX]);
    receipts[LATE_TX] = "eth-receipt-late.json";
    await source().follow?.([DEPOSIT]);
    expect(await cursor()).toBe(3);
    expect((await source().paymentsTo(DEPOSIT)).map((p) => p.txid)).toEqual([DEPOSIT_TX, LATE_TX]);

    // The tip counts block 4, but the endpoint answers null for it (a node behind its neighbours).
    tip = B0 + 4;
    blocks[B0 + 4] = "eth-block-missing.json";
    await source().follow?.([DEPOSIT]);
    expect(await cursor()).toBe(3);
    delete blocks[B0 + 4];
    await source().follow?.([DEPOSIT]);
    expect(await cursor()).toBe(4);
  });

  it("a reorganisation: the replaced blocks' transfers are forgotten and the blocks read again", async () => {
    await source(20).follow?.([DEPOSIT]);
    expect((await source().paymentsTo(DEPOSIT)).map((p) => p.blockHeight)).toEqual([B0 + 1, B0 + 3]);

    // Block 3 is replaced by one without the payment, which block 4 includes again.
    blocks[B0 + 3] = "eth-block-reorganised.json";
    blocks[B0 + 4] = "eth-block-reincluded.json";
    receipts[LATE_TX] = "eth-receipt-late-reincluded.json";
    tip = B0 + 4;
    seen.length = 0;
    await source(20).follow?.([DEPOSIT]);
    // Block 4's parent is not the block 3 it had read: it rewinds and reads those blocks again.
    expect(seen.filter((s) => s.startsWith("eth_getBlockByNumber"))).toEqual([
      "eth_getBlockByNumber 4",
      `eth_getBlockByNumber ${3 - REORG_REWIND_BLOCKS}`,
      ...Array.from(
        { length: REORG_REWIND_BLOCKS + 1 },
        (_, i) => `eth_getBlockByNumber ${4 - REORG_REWIND_BLOCKS + i}`,
      ),
    ]);
    expect(await source().paymentsTo(DEPOSIT)).toEqual([
      expect.objectContaining({ txid: DEPOSIT_TX, blockHeight: B0 + 1, confirmations: 4 }),
      expect.objectContaining({ txid: LATE_TX, units: QUARTER_ETHER, blockHeight: B0 + 4, confirmations: 1 }),
    ]);
  });

  it("a block replaced at the tip with no new block after it is noticed too", async () => {
    await source(20).follow?.([DEPOSIT]);
    blocks[B0 + 3] = "eth-block-reorganised.json";
    await source(20).follow?.([DEPOSIT]);
    expect((await source().paymentsTo(DEPOSIT)).map((p) => p.txid)).toEqual([DEPOSIT_TX]);
    expect(await cursor()).toBe(3);
  });

  it("with no address to look for, moves straight to the tip without reading the blocks", async () => {
    await source().follow?.([DEPOSIT]);
    tip = B0 + 500;
    seen.length = 0;
    await source().follow?.([]);
    expect(seen.filter((s) => s.startsWith("eth_getBlockByNumber"))).toEqual(["eth_getBlockByNumber 500"]);
    expect(await cursor()).toBe(500);
    // What it had found stays, counted from the new tip.
    expect((await source().paymentsTo(DEPOSIT)).map((p) => p.confirmations)).toEqual([500, 498]);
  });

  it("a rate limit, an RPC error or a late answer is a ChainUnavailableError that moves nothing", async () => {
    await source().follow?.([DEPOSIT]);
    tip = B0 + 6;
    trouble = { eth_getBlockByNumber: { fixture: "eth-rate-limited.json" } };
    expect(await unavailable(source().follow?.([DEPOSIT]) ?? Promise.resolve())).toMatch(
      /refused eth_getBlockByNumber: daily request count exceeded/,
    );
    trouble = { eth_getBlockByNumber: { status: 429 } };
    expect(await unavailable(source().follow?.([DEPOSIT]) ?? Promise.resolve())).toMatch(/answered 429/);
    expect(await cursor()).toBe(3);
    trouble = { eth_blockNumber: { hangMs: 2_000 } };
    expect(await unavailable(source(3, 300).follow?.([DEPOSIT]) ?? Promise.resolve())).toMatch(
      /did not answer in time/,
    );
    expect(await cursor()).toBe(3);
    trouble = {};
    await source().follow?.([DEPOSIT]);
    expect(await cursor()).toBe(6);
  });
});
