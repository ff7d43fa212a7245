import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { ChainUnavailableError } from "./chain.ts";
import { createEsploraSource } from "./esplora.ts";
import { createEthNativeReader, createEthRpcSource } from "./eth-rpc.ts";

// Recorded answers in the shapes of Esplora's HTTP API and Ethereum's JSON-RPC, replayed by a local server.
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");

type Answer = { fixture: string } | { hangMs: number } | { status: number };
/** Esplora: the answer per path; JSON-RPC: the answer per method. */
let answers: Record<string, Answer> = {};
const seen: string[] = [];

function handle(request: IncomingMessage, response: ServerResponse) {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    const key = request.method === "POST" ? (JSON.parse(body) as { method: string }).method : (request.url ?? "");
    seen.push(key);
    const answer = answers[key] ?? { status: 500 };
    if ("status" in answer) response.writeHead(answer.status).end("upstream trouble");
    else if ("hangMs" in answer) setTimeout(() => response.destroyed || response.end("[]"), answer.hangMs);
    else response.writeHead(200, { "content-type": "application/json" }).end(fixture(answer.fixture));
  });
}

const server = createServer(handle);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answers = {};
  seen.length = 0;
});

const BTC_ADDRESS = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
const MEMPOOL_TX = "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90";
const CONFIRMED_TX = "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0";
// A loaded test machine may be slow to answer a first request; the slow-endpoint tests pass a short deadline.
const esplora = (timeoutMs = 5_000) => createEsploraSource({ baseUrl: `${baseUrl}/api/`, timeoutMs });

async function unavailable(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChainUnavailableError);
  return (error as Error).message;
}

describe("Esplora driver", () => {
  it("reads the payments to an address: mempool ones unconfirmed, confirmed ones counted from the tip", async () => {
    answers = {
      [`/api/address/${BTC_ADDRESS}/txs`]: { fixture: "esplora-address-txs.json" },
      "/api/blocks/tip/height": { fixture: "esplora-tip-height.txt" },
    };
    expect(await esplora().paymentsTo(BTC_ADDRESS)).toEqual([
      { txid: MEMPOOL_TX, index: 0, address: BTC_ADDRESS, units: 150_000n, blockHeight: null, confirmations: 0 },
      { txid: CONFIRMED_TX, index: 0, address: BTC_ADDRESS, units: 20_000n, blockHeight: 870_001, confirmations: 5 },
    ]);
  });

  it("a reorganised or replaced transaction is simply no longer among the address's payments", async () => {
    answers = {
      [`/api/address/${BTC_ADDRESS}/txs`]: { fixture: "esplora-address-txs-reorganised.json" },
      "/api/blocks/tip/height": { fixture: "esplora-tip-height.txt" },
    };
    const payments = await esplora().paymentsTo(BTC_ADDRESS);
    expect(payments.map((p) => p.txid)).toEqual([CONFIRMED_TX]);
  });

  it("reads a transaction's every output, the confirmed balance and a fee estimate", async () => {
    answers = {
      [`/api/tx/${MEMPOOL_TX}`]: { fixture: "esplora-address-txs.json" },
      "/api/blocks/tip/height": { fixture: "esplora-tip-height.txt" },
      [`/api/address/${BTC_ADDRESS}`]: { fixture: "esplora-address.json" },
      "/api/fee-estimates": { fixture: "esplora-fee-estimates.json" },
    };
    // The transaction fixture is the address's list; the driver refuses a list where one transaction is due.
    expect(await unavailable(esplora().transaction(MEMPOOL_TX))).toMatch(/malformed/);
    expect(await esplora().addressBalance(BTC_ADDRESS)).toBe(170_000n);
    // 12.3 sat/vB for 6 blocks × 141 vB, rounded up.
    expect(await esplora().networkFee()).toBe(1735n);
  });

  it("a transaction id that is not one, or unknown to the server, is not found", async () => {
    expect(await esplora().transaction("hello")).toEqual({ found: false });
    answers = { [`/api/tx/${CONFIRMED_TX}`]: { status: 404 } };
    expect(await esplora().transaction(CONFIRMED_TX)).toEqual({ found: false });
  });

  it("a slow, failing or malformed endpoint is a ChainUnavailableError, never a wrong answer", async () => {
    answers = { [`/api/address/${BTC_ADDRESS}/txs`]: { hangMs: 2_000 } };
    expect(await unavailable(esplora(300).paymentsTo(BTC_ADDRESS))).toMatch(/did not answer in time/);
    answers = { [`/api/address/${BTC_ADDRESS}/txs`]: { status: 502 } };
    expect(await unavailable(esplora().paymentsTo(BTC_ADDRESS))).toMatch(/answered 502/);
    answers = { [`/api/address/${BTC_ADDRESS}/txs`]: { fixture: "esplora-malformed.json" } };
    expect(await unavailable(esplora().paymentsTo(BTC_ADDRESS))).toMatch(/malformed/);
    const closed = createEsploraSource({ baseUrl: "http://127.0.0.1:9", timeoutMs: 300 });
    expect(await unavailable(closed.tipHeight())).toMatch(/could not be reached/);
  });
});

const TOKEN = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
const ETH_ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const TRANSFER_TX = "0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b";
const eth = (timeoutMs = 5_000) => createEthRpcSource({ url: `${baseUrl}/rpc`, tokenContract: TOKEN, timeoutMs });

describe("Ethereum JSON-RPC driver (USDT-ERC20)", () => {
  it("reads the token's Transfer logs to an address, leaving out a removed (reorganised) log", async () => {
    answers = { eth_blockNumber: { fixture: "eth-block-number.json" }, eth_getLogs: { fixture: "eth-get-logs.json" } };
    expect(await eth().paymentsTo(ETH_ADDRESS)).toEqual([
      {
        txid: TRANSFER_TX,
        index: 42,
        address: ETH_ADDRESS.toLowerCase(),
        units: 1_000_000_000n,
        blockHeight: 0x1312d04,
        confirmations: 3,
      },
    ]);
  });

  it("reads a receipt's transfers, a missing receipt as not found, balanceOf and the gas price", async () => {
    answers = {
      eth_blockNumber: { fixture: "eth-block-number.json" },
      eth_getTransactionReceipt: { fixture: "eth-receipt.json" },
      eth_call: { fixture: "eth-balance-of.json" },
      eth_gasPrice: { fixture: "eth-gas-price.json" },
    };
    expect(await eth().transaction(TRANSFER_TX)).toMatchObject({
      found: true,
      payments: [{ txid: TRANSFER_TX, units: 1_000_000_000n, confirmations: 3 }],
    });
    expect(await eth().addressBalance(ETH_ADDRESS)).toBe(10_000_000_000n);
    // 20 gwei × 65,000 gas, in wei.
    expect(await eth().networkFee()).toBe(20_000_000_000n * 65_000n);
    answers.eth_getTransactionReceipt = { fixture: "eth-receipt-missing.json" };
    expect(await eth().transaction(TRANSFER_TX)).toEqual({ found: false });
    expect(await eth().transaction("0x1234")).toEqual({ found: false });
  });

  it("an RPC error, a late answer or a failing endpoint is a ChainUnavailableError", async () => {
    answers = { eth_blockNumber: { fixture: "eth-block-number.json" }, eth_getLogs: { fixture: "eth-error.json" } };
    expect(await unavailable(eth().paymentsTo(ETH_ADDRESS))).toMatch(/refused eth_getLogs: query returned more/);
    answers = { eth_blockNumber: { hangMs: 2_000 } };
    expect(await unavailable(eth(300).tipHeight())).toMatch(/did not answer in time/);
    answers = { eth_blockNumber: { status: 503 } };
    expect(await unavailable(eth().tipHeight())).toMatch(/answered 503/);
  });
});

const ETHER_TX = "0x9fc76417374aa880d4449a1f7f31ec597f00b1f6f3dd2d66f4c9c6c445836d8b";
const ether = (timeoutMs = 5_000) => createEthNativeReader({ url: `${baseUrl}/rpc`, timeoutMs });

describe("Ethereum JSON-RPC driver (native ether)", () => {
  it("reads an address's balance in wei with eth_getBalance at the latest block", async () => {
    answers = { eth_getBalance: { fixture: "eth-get-balance.json" } };
    // 0x1bc16d674ec80000 wei: exactly 2 ether, more than a double holds exactly in wei.
    expect(await ether().balanceOf(ETH_ADDRESS)).toBe(2_000_000_000_000_000_000n);
  });

  it("reads a plain ether transfer with its confirmations; pending, reverted and unknown ones", async () => {
    answers = {
      eth_blockNumber: { fixture: "eth-block-number.json" },
      eth_getTransactionByHash: { fixture: "eth-ether-transaction.json" },
      eth_getTransactionReceipt: { fixture: "eth-ether-receipt.json" },
      eth_gasPrice: { fixture: "eth-gas-price.json" },
    };
    expect(await ether().transaction(ETHER_TX)).toEqual({
      found: true,
      payments: [
        {
          txid: ETHER_TX,
          index: 0,
          address: ETH_ADDRESS.toLowerCase(),
          units: 500_000_000_000_000_000n,
          blockHeight: 0x1312d05,
          confirmations: 2,
        },
      ],
    });
    // 20 gwei × 21,000 gas, in wei.
    expect(await ether().networkFee()).toBe(20_000_000_000n * 21_000n);

    answers.eth_getTransactionByHash = { fixture: "eth-ether-transaction-pending.json" };
    expect(await ether().transaction(ETHER_TX)).toMatchObject({
      found: true,
      payments: [{ blockHeight: null, confirmations: 0 }],
    });

    answers.eth_getTransactionByHash = { fixture: "eth-ether-transaction.json" };
    answers.eth_getTransactionReceipt = { fixture: "eth-ether-receipt-reverted.json" };
    expect(await ether().transaction(ETHER_TX)).toEqual({ found: false });
    answers.eth_getTransactionByHash = { fixture: "eth-receipt-missing.json" };
    expect(await ether().transaction(ETHER_TX)).toEqual({ found: false });
    expect(await ether().transaction("0x1234")).toEqual({ found: false });
  });

  it("an RPC error or a late answer is a ChainUnavailableError", async () => {
    answers = { eth_getBalance: { fixture: "eth-error.json" } };
    expect(await unavailable(ether().balanceOf(ETH_ADDRESS))).toMatch(/refused eth_getBalance/);
    answers = { eth_getBalance: { hangMs: 2_000 } };
    expect(await unavailable(ether(300).balanceOf(ETH_ADDRESS))).toMatch(/did not answer in time/);
  });
});
