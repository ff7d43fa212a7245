import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { VALID_ETH_ADDRESS } from "../../../test/factories/crypto.ts";
import { walletOf } from "../../../test/factories/deposits.ts";
import { approvedWithdrawal, fundedMember } from "../../../test/factories/withdrawals.ts";
import {
  call,
  chainTestConfig,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.ts";

// A USDT-ERC20 payout checked through the JSON-RPC driver against a local server that answers as an
// Ethereum node does (eth_blockNumber, eth_gasPrice, eth_getTransactionReceipt with Transfer logs).

const TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
const OTHER_TOKEN = "0x6b175474e89094c44da98b954eedeac495271d0f";
const topic = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, "0")}`;
const hex = (n: number | bigint) => `0x${n.toString(16)}`;

/** What the node answers per method: a result, an RPC error, or a hang; receipts per transaction hash. */
const results = new Map<string, unknown>();
const receipts = new Map<string, unknown>();
let hangMs = 0;

function handle(request: IncomingMessage, response: ServerResponse) {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] };
    const result =
      method === "eth_getTransactionReceipt" ? (receipts.get(params[0] as string) ?? null) : results.get(method);
    const answer =
      result instanceof Error
        ? { jsonrpc: "2.0", id, error: { code: -32000, message: result.message } }
        : { jsonrpc: "2.0", id, result };
    const send = () => {
      if (!response.destroyed)
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    };
    if (hangMs) setTimeout(send, hangMs);
    else send();
  });
}

const server = createServer(handle);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const TIP = 20_000_000;
results.set("eth_blockNumber", hex(TIP));
results.set("eth_gasPrice", hex(20_000_000_000n)); // 20 gwei

/** A mined receipt whose logs are token transfers `{token, to, units}`, in block TIP - 4 (5 confirmations). */
function receipt(txid: string, transfers: { token: string; to: string; units: number }[], status = "0x1") {
  return {
    transactionHash: txid,
    blockNumber: hex(TIP - 4),
    status,
    logs: transfers.map((t, i) => ({
      address: t.token,
      topics: [TRANSFER_TOPIC, topic("0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359"), topic(t.to)],
      data: `0x${t.units.toString(16).padStart(64, "0")}`,
      blockNumber: hex(TIP - 4),
      transactionHash: txid,
      logIndex: hex(i),
      removed: false,
    })),
  };
}

let txCount = 0;
const nextTxId = () => `0x${(++txCount).toString(16).padStart(64, "a")}`;

describe("a USDT payout through an Ethereum JSON-RPC node (a local server answering as one)", async () => {
  const app: TestApp = await createTestApp({
    chain: chainTestConfig({ CHAIN_WATCH: "live", ETH_RPC_URL: rpcUrl }),
    payoutCheckTimeoutMs: 500,
  });
  const admin = await createTestUser(app, { isAdmin: true });
  const usdt = app.config.crypto.usdt.contract;

  async function approvedUsdtWithdrawal() {
    const u = await fundedMember(app, admin, 500);
    const { id, quote } = await approvedWithdrawal(app, admin, u, "USDT_ERC20");
    return { u, id, quote };
  }

  const payout = (id: string, payoutTxId: string) =>
    call(app, {
      method: "POST",
      url: `/api/admin/withdrawals/${id}/payout`,
      payload: { payoutTxId },
      headers: admin.auth,
    });
  const statusOf = async (u: TestUser, id: string) =>
    (await call(app, { method: "GET", url: `/api/user/withdrawals/${id}`, headers: u.auth })).body.data.status;

  it("pays on a receipt whose token transfer reaches the member's address, linked to the explorer", async () => {
    const { u, id, quote } = await approvedUsdtWithdrawal();
    const eth = await app.priceFeed.spot("ETH");
    // 65,000 gas at the node's 20 gwei = 0.0013 ETH, valued in USDT units (a cent is 10,000 units).
    expect(quote.networkFeeUnits).toBe(13 * eth.usdCentsPerCoin);
    const txid = nextTxId();
    receipts.set(txid, receipt(txid, [{ token: usdt, to: VALID_ETH_ADDRESS, units: quote.arrivesUnits }]));
    const paid = await payout(id, txid);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: "paid",
      payoutTx: {
        txid,
        isChecked: true,
        confirmations: 5,
        isSimulated: false,
        explorerUrl: `https://etherscan.io/tx/${txid}`,
      },
    });
    expect(await walletOf(app, u)).toBe(400);
  });

  it("the same transaction cannot prove a second withdrawal", async () => {
    const first = await approvedUsdtWithdrawal();
    const txid = nextTxId();
    receipts.set(txid, receipt(txid, [{ token: usdt, to: VALID_ETH_ADDRESS, units: first.quote.arrivesUnits }]));
    expect((await payout(first.id, txid)).status).toBe(200);
    const second = await approvedUsdtWithdrawal();
    const res = await payout(second.id, txid);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: "payoutTxId", message: "This transaction's payment to that address already proves another withdrawal" },
    ]);
    expect(await statusOf(second.u, second.id)).toBe("approved");
  });

  it.each([
    [
      "moves another token to the member",
      (units: number) => [{ token: OTHER_TOKEN, to: VALID_ETH_ADDRESS, units }],
      400,
      /does not pay the member's address/,
    ],
    [
      "pays one unit too little",
      (units: number) => [{ token: "USDT", to: VALID_ETH_ADDRESS, units: units - 1 }],
      400,
      /is due \(what the quote said would arrive\)/,
    ],
  ] as const)("refuses a transaction that %s, and nothing is paid", async (_, transfers, status, message) => {
    const { u, id, quote } = await approvedUsdtWithdrawal();
    const txid = nextTxId();
    const logs = transfers(quote.arrivesUnits).map((t) => ({ ...t, token: t.token === "USDT" ? usdt : t.token }));
    receipts.set(txid, receipt(txid, logs));
    const res = await payout(id, txid);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
    expect(await statusOf(u, id)).toBe("approved");
    expect(await walletOf(app, u)).toBe(400);
  });

  it("a reverted transaction moved nothing: it is not found, and nothing is paid", async () => {
    const { u, id, quote } = await approvedUsdtWithdrawal();
    const txid = nextTxId();
    receipts.set(txid, receipt(txid, [{ token: usdt, to: VALID_ETH_ADDRESS, units: quote.arrivesUnits }], "0x0"));
    const res = await payout(id, txid);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      `No transaction ${txid} on the Ethereum network: check the id, or try again once the explorer has seen it`,
    );
    expect(await statusOf(u, id)).toBe("approved");
  });

  it("a node that refuses or answers late: a 503 that says nothing was paid", async () => {
    const { u, id } = await approvedUsdtWithdrawal();
    results.set("eth_blockNumber", new Error("header not found"));
    const txid = nextTxId();
    receipts.set(txid, receipt(txid, []));
    const refused = await payout(id, txid);
    results.set("eth_blockNumber", hex(TIP));
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/Ethereum explorer.*nothing was marked paid/);
    hangMs = 1500;
    const late = await payout(id, txid);
    hangMs = 0;
    expect(late.status).toBe(503);
    expect(late.body.error).toBe(
      "The Ethereum explorer did not answer in time; nothing was marked paid. Try again in a minute.",
    );
    expect(await statusOf(u, id)).toBe("approved");
  });
});
