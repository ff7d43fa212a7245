import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ledgerEntryLabel, type TLedgerEntry, withdrawalStatusLabel } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { VALID_BTC_ADDRESS } from "../../../test/factories/crypto.ts";
import { walletOf } from "../../../test/factories/deposits.ts";
import { mailsTo } from "../../../test/factories/email.ts";
import { approvedWithdrawal, fundedMember } from "../../../test/factories/withdrawals.ts";
import {
  call,
  chainTestConfig,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.ts";
import { simChainOutputs } from "../../db/schema.ts";
import { recheckPayouts, withdrawalDeps } from "./index.ts";

// A payout transaction checked on the chain before a withdrawal is paid: on the simulated chain, and
// through the Esplora driver against a local server replaying its answers (shapes of Esplora's API).

const OTHER_BTC_ADDRESS = "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2";

const post = (app: TestApp, url: string, payload: Record<string, unknown>, who: TestUser) =>
  call(app, { method: "POST", url, payload, headers: who.auth });

const statusOf = async (app: TestApp, u: TestUser, id: string) =>
  (await call(app, { method: "GET", url: `/api/user/withdrawals/${id}`, headers: u.auth })).body.data.status;

describe("on the simulated chain", async () => {
  const app = await createTestApp({ chain: chainTestConfig({ CHAIN_WATCH: "simulated" }) });
  const admin = await createTestUser(app, { isAdmin: true });
  const chain = app.chain.simulated;
  if (!chain) throw new Error("the simulated chain is missing");

  it("quotes the network fee and what arrives; the simulated payout is checked and the withdrawal paid", async () => {
    const u = await fundedMember(app, admin, 500);
    const { id, quote, approved } = await approvedWithdrawal(app, admin, u, "BTC");
    expect(quote.networkFee).toBe("0.00001410");
    expect(quote.arrivesUnits).toBe(quote.coinUnits - 1410);
    expect(approved.canSimulatePayout).toBe(true);
    const sent = await post(app, `/api/admin/withdrawals/${id}/simulated-payout`, {}, admin);
    expect(sent.status).toBe(200);
    expect(await statusOf(app, u, id)).toBe("approved");
    const paid = await post(app, `/api/admin/withdrawals/${id}/payout`, { payoutTxId: sent.body.data.txid }, admin);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: "paid",
      canSimulatePayout: false,
      payoutTx: {
        txid: sent.body.data.txid,
        isChecked: true,
        paidAmount: quote.arrives,
        confirmations: 0,
        isSimulated: true,
        explorerUrl: null,
      },
    });
    expect(await walletOf(app, u)).toBe(400);
    // At 0 confirmations the payout is sent, not paid (withdrawalStatusLabel).
    const sentMail = (await mailsTo(app, u.user.email)).find((m) => m.includes("Subject: Your withdrawal was sent"));
    expect(sentMail).toContain(`Transaction: ${sent.body.data.txid}`);
    expect(sentMail).toContain("0 of");
  });

  it("reads a payout at 0 confirmations as sent until the chain-watch run sees a block", async () => {
    const u = await fundedMember(app, admin, 500);
    const { id } = await approvedWithdrawal(app, admin, u, "BTC");
    const sent = await post(app, `/api/admin/withdrawals/${id}/simulated-payout`, {}, admin);
    const recorded = await post(app, `/api/admin/withdrawals/${id}/payout`, { payoutTxId: sent.body.data.txid }, admin);
    expect(recorded.body.message).toBe("Payout recorded: Sent, 0 of 1 confirmations");
    const mine = async () =>
      (await call(app, { method: "GET", url: `/api/user/withdrawals/${id}`, headers: u.auth })).body.data;
    const historyLabel = async () => {
      const history = await call(app, { method: "GET", url: "/api/user/transactions", headers: u.auth });
      const entry = history.body.data.items.find((e: TLedgerEntry) => e.kind === "withdrawal" && e.refId === id);
      return ledgerEntryLabel(entry);
    };
    expect(await historyLabel()).toBe("Withdrawal sent, awaiting confirmation");
    const before = await mine();
    expect(before.status).toBe("paid");
    expect(before.payoutTx).toMatchObject({ confirmations: 0, confirmationsNeeded: 1 });
    expect(withdrawalStatusLabel(before)).toBe("Sent, 0 of 1 confirmations");
    expect(await recheckPayouts(withdrawalDeps(app))).toBe(0);

    await chain.mine(1);
    await recheckPayouts(withdrawalDeps(app));
    const after = await mine();
    expect(after.payoutTx).toMatchObject({ confirmations: 1 });
    expect(withdrawalStatusLabel(after)).toBe("Withdrawal paid");
    expect(await historyLabel()).toBe("Withdrawal paid");
  });

  it("sends one simulated payout per withdrawal: a second press answers the same transaction", async () => {
    const u = await fundedMember(app, admin, 500);
    const { id } = await approvedWithdrawal(app, admin, u, "BTC");
    const url = `/api/admin/withdrawals/${id}/simulated-payout`;
    const sentTo = async () =>
      (await app.db.select().from(simChainOutputs).where(eq(simChainOutputs.address, VALID_BTC_ADDRESS))).length;
    const before = await sentTo();
    const first = await post(app, url, {}, admin);
    const again = await post(app, url, {}, admin);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.txid).toBe(first.body.data.txid);
    expect(await sentTo()).toBe(before + 1);
    // After a reload the queue offers no second payout and fills in the one sent.
    const queue = await call(app, { method: "GET", url: "/api/admin/withdrawals?view=approved", headers: admin.auth });
    const row = queue.body.data.items.find((w: { id: string }) => w.id === id);
    expect(row).toMatchObject({ canSimulatePayout: false, simulatedPayoutTxId: first.body.data.txid });
  });

  it("values a USDT payout's fee (paid in ether) in USDT at the feed's ether price", async () => {
    const u = await fundedMember(app, admin, 500);
    const { id, quote } = await approvedWithdrawal(app, admin, u, "USDT_ERC20");
    const eth = await app.priceFeed.spot("ETH");
    // 65,000 gas at 20 gwei = 0.0013 ETH = 13 × (cents per ETH) USDT units (a cent is 10,000 units).
    expect(quote.networkFeeUnits).toBe(13 * eth.usdCentsPerCoin);
    expect(quote.arrivesUnits).toBe(100_000_000 - quote.networkFeeUnits);
    const sent = await post(app, `/api/admin/withdrawals/${id}/simulated-payout`, {}, admin);
    const paid = await post(app, `/api/admin/withdrawals/${id}/payout`, { payoutTxId: sent.body.data.txid }, admin);
    expect(paid.body.data.payoutTx).toMatchObject({ isChecked: true, paidAmount: quote.arrives });
  });

  it.each([
    ["pays someone else", { to: OTHER_BTC_ADDRESS, less: 0 }, `does not pay the member's address ${VALID_BTC_ADDRESS}`],
    ["pays too little", { to: VALID_BTC_ADDRESS, less: 1 }, "is due (what the quote said would arrive)"],
  ])("refuses a transaction that %s with a 400, and nothing is paid", async (_, send, message) => {
    const u = await fundedMember(app, admin, 500);
    const { id, quote } = await approvedWithdrawal(app, admin, u, "BTC");
    const { txid } = await chain.send({ coin: "BTC", to: send.to, units: BigInt(quote.arrivesUnits - send.less) });
    const res = await post(app, `/api/admin/withdrawals/${id}/payout`, { payoutTxId: txid }, admin);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
    expect(res.body.details).toEqual([{ field: "payoutTxId", message: res.body.error }]);
    expect(await statusOf(app, u, id)).toBe("approved");
  });

  it("refuses a transaction the chain does not have", async () => {
    const u = await fundedMember(app, admin, 500);
    const { id } = await approvedWithdrawal(app, admin, u, "BTC");
    const res = await post(app, `/api/admin/withdrawals/${id}/payout`, { payoutTxId: "f".repeat(64) }, admin);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      `No transaction ${"f".repeat(64)} on the Bitcoin network: check the id, or try again once the explorer has seen it`,
    );
    expect(await statusOf(app, u, id)).toBe("approved");
  });
});

/** What the replay server answers next, per path: a body, a hang, or a status. */
type Answer = { body: string } | { hangMs: number; body: string } | { status: number };
const answers = new Map<string, Answer>();

function handle(request: IncomingMessage, response: ServerResponse) {
  const answer = answers.get(request.url ?? "") ?? { status: 404 };
  const send = (body: string) => {
    if (!response.destroyed) response.writeHead(200, { "content-type": "application/json" }).end(body);
  };
  if ("status" in answer) response.writeHead(answer.status).end("Transaction not found");
  else if ("hangMs" in answer) setTimeout(() => send(answer.body), answer.hangMs);
  else send(answer.body);
}

const server = createServer(handle);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const esploraUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** GET /tx/:txid as Esplora answers it: outputs with their address and value, and the block status. */
const esploraTx = (txid: string, outputs: { address: string; value: number }[], blockHeight: number | null) =>
  JSON.stringify({
    txid,
    version: 2,
    locktime: 0,
    vin: [],
    vout: outputs.map((o) => ({
      scriptpubkey: "0014751e76e8199196d454941c45d1b3a323f1433bd6",
      scriptpubkey_type: "v0_p2wpkh",
      scriptpubkey_address: o.address,
      value: o.value,
    })),
    size: 222,
    weight: 561,
    fee: 1410,
    status:
      blockHeight === null
        ? { confirmed: false }
        : { confirmed: true, block_height: blockHeight, block_hash: "00".repeat(32), block_time: 1_764_000_000 },
  });

describe("through an Esplora API (a local server replaying its answers)", async () => {
  const app = await createTestApp({
    chain: chainTestConfig({ CHAIN_WATCH: "live", ESPLORA_URL: esploraUrl }),
    payoutCheckTimeoutMs: 500,
  });
  const admin = await createTestUser(app, { isAdmin: true });
  answers.set("/fee-estimates", { body: JSON.stringify({ "1": 20.5, "3": 12.1, "6": 10, "144": 1.2 }) });
  answers.set("/blocks/tip/height", { body: "870002" });

  it("quotes Esplora's fee estimate and pays on a transaction it confirms, linked to the explorer", async () => {
    const u = await fundedMember(app, admin, 500);
    const { id, quote } = await approvedWithdrawal(app, admin, u, "BTC");
    expect(quote.networkFeeUnits).toBe(1410);
    const txid = "1".repeat(64);
    answers.set(`/tx/${txid}`, {
      body: esploraTx(
        txid,
        [
          { address: VALID_BTC_ADDRESS, value: quote.arrivesUnits },
          { address: OTHER_BTC_ADDRESS, value: 5000 },
        ],
        870_000,
      ),
    });
    const paid = await post(app, `/api/admin/withdrawals/${id}/payout`, { payoutTxId: txid }, admin);
    expect(paid.status).toBe(200);
    expect(paid.body.data.payoutTx).toMatchObject({
      isChecked: true,
      confirmations: 3,
      isSimulated: false,
      explorerUrl: `https://mempool.space/tx/${txid}`,
    });
    const paidMail = (await mailsTo(app, u.user.email)).find((m) => m.includes("Subject: Your withdrawal was paid"));
    expect(paidMail).toContain(`https://mempool.space/tx/${txid}`);
  });

  it.each([
    ["not found (404)", { status: 404 }, 400, /^No transaction .* on the Bitcoin network/],
    [
      "malformed",
      { body: '{"txid": "oops", "vout": "none"' },
      503,
      /answer could not be read; nothing was marked paid/,
    ],
    ["late", { hangMs: 1500, body: "{}" }, 503, /did not answer in time; nothing was marked paid/],
    ["a server error", { status: 502 }, 503, /Bitcoin explorer/],
  ] as const)("an explorer answer that is %s: a clear message, nothing paid", async (_, answer, status, message) => {
    const u = await fundedMember(app, admin, 500);
    const { id } = await approvedWithdrawal(app, admin, u, "BTC");
    const txid = `${String(answers.size).padStart(4, "0")}${"2".repeat(60)}`;
    answers.set(`/tx/${txid}`, answer);
    const res = await post(app, `/api/admin/withdrawals/${id}/payout`, { payoutTxId: txid }, admin);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
    expect(await statusOf(app, u, id)).toBe("approved");
  });

  it("an explorer that cannot estimate the fee: the quote is a 503 and nothing is reserved", async () => {
    const u = await fundedMember(app, admin, 500);
    answers.set("/fee-estimates", { status: 500 });
    const res = await post(app, "/api/withdraw/quote", { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC" }, u);
    answers.set("/fee-estimates", { body: JSON.stringify({ "6": 10 }) });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe("The Bitcoin network fee estimate is unavailable just now; try again in a minute.");
    expect(await walletOf(app, u)).toBe(500);
  });
});
