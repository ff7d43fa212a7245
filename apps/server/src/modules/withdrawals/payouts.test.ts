import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { VALID_BTC_ADDRESS, VALID_ETH_ADDRESS } from "../../../test/factories/crypto.ts";
import { walletOf } from "../../../test/factories/deposits.ts";
import { mailsTo } from "../../../test/factories/email.ts";
import { fundedMember } from "../../../test/factories/withdrawals.ts";
import { call, createTestApp, createTestUser, type TestUser } from "../../../test/helpers.ts";
import { cryptoQuotes, withdrawals } from "../../db/schema.ts";

// Withdrawal states without a chain watcher: quoted → requested → approved (payout queued) → paid,
// with the transaction id's form checked for the network. On-chain checks: payout-proof.test.ts.
const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });

const BTC_TXID = "a1075db55d416d3ca199f55b6084e2115b9345e16c5cf302fc80e9d5fbf5d48d";
const ETH_TXID = "0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060";

const member = (dollars: number) => fundedMember(app, admin, dollars);

const post = (url: string, payload: Record<string, unknown>, who: TestUser) =>
  call(app, { method: "POST", url, payload, headers: who.auth });

async function approved(u: TestUser, network: "BTC" | "USDT_ERC20" = "BTC", amount = 50): Promise<string> {
  const address = network === "BTC" ? VALID_BTC_ADDRESS : VALID_ETH_ADDRESS;
  const { body } = await post("/api/withdraw", { amount, address, network }, u);
  const res = await post(`/api/admin/withdrawals/${body.data.id}/approve`, {}, admin);
  expect(res.body.data.status).toBe("approved");
  return body.data.id;
}

describe("the quote a member sees before confirming", () => {
  it("gives the coin amount, the rate and its time; USDT at 1:1; nothing is reserved", async () => {
    const u = await member(100);
    const res = await post("/api/withdraw/quote", { amount: 40, address: VALID_ETH_ADDRESS, network: "USDT_ERC20" }, u);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      amount: 40,
      coinAmount: "40.00",
      coinSymbol: "USDT",
      rate: 1,
      rateSource: "stablecoin",
      address: VALID_ETH_ADDRESS,
      // No watcher for the coin: no fee estimate, the whole amount is what is sent.
      networkFee: null,
      arrives: "40.00",
    });
    expect(Date.parse(res.body.data.expiresAt) - Date.parse(res.body.data.quotedAt)).toBe(15 * 60 * 1000);
    expect(await walletOf(app, u)).toBe(100);
  });

  it("prices Bitcoin from the feed, and the withdrawal made with it carries that quote", async () => {
    const u = await member(100);
    const quote = await post("/api/withdraw/quote", { amount: 25, address: VALID_BTC_ADDRESS, network: "BTC" }, u);
    expect(quote.body.data.rateSource).toBe("simulated");
    const made = await post(
      "/api/withdraw",
      { amount: 25, address: VALID_BTC_ADDRESS, network: "BTC", quoteId: quote.body.data.id },
      u,
    );
    expect(made.status).toBe(201);
    expect(made.body.data.payout).toMatchObject({
      quoteId: quote.body.data.id,
      coinAmount: quote.body.data.coinAmount,
      rate: quote.body.data.rate,
      rateAt: quote.body.data.rateAt,
      arrives: quote.body.data.coinAmount,
    });
    expect(await walletOf(app, u)).toBe(75);
    // A quote pays out once.
    const again = await post(
      "/api/withdraw",
      { amount: 25, address: VALID_BTC_ADDRESS, network: "BTC", quoteId: quote.body.data.id },
      u,
    );
    expect(again.status).toBe(409);
    expect(await walletOf(app, u)).toBe(75);
  });

  it("refuses a quote for another amount or destination, and someone else's", async () => {
    const u = await member(100);
    const other = await member(100);
    const quote = await post("/api/withdraw/quote", { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC" }, u);
    const quoteId = quote.body.data.id;
    for (const [who, payload] of [
      [u, { amount: 11, address: VALID_BTC_ADDRESS, network: "BTC", quoteId }],
      [u, { amount: 10, address: VALID_ETH_ADDRESS, network: "USDT_ERC20", quoteId }],
      [other, { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC", quoteId }],
    ] as const) {
      const res = await post("/api/withdraw", payload, who);
      expect(res.status).toBe(400);
    }
    expect(await walletOf(app, u)).toBe(100);
    expect(await walletOf(app, other)).toBe(100);
  });

  it("answers an expired quote with a fresh one and reserves nothing", async () => {
    const u = await member(100);
    const quote = await post("/api/withdraw/quote", { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC" }, u);
    const past = (minutes: number) => new Date(app.clock.now().getTime() - minutes * 60_000);
    await app.db
      .update(cryptoQuotes)
      .set({ quotedAt: past(60), expiresAt: past(1) })
      .where(eq(cryptoQuotes.id, quote.body.data.id));
    const res = await post(
      "/api/withdraw",
      { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC", quoteId: quote.body.data.id },
      u,
    );
    expect(res.status).toBe(409);
    expect(res.body.quote).toMatchObject({ amount: 10, address: VALID_BTC_ADDRESS, currency: "BTC" });
    expect(res.body.quote.id).not.toBe(quote.body.data.id);
    expect(await walletOf(app, u)).toBe(100);
  });

  it("refuses a quote above the balance or to an address not in the address book", async () => {
    const u = await member(10);
    expect(
      (await post("/api/withdraw/quote", { amount: 11, address: VALID_BTC_ADDRESS, network: "BTC" }, u)).body.error,
    ).toBe("Unable to withdraw: the amount is above your wallet balance");
    const unknown = await post(
      "/api/withdraw/quote",
      { amount: 5, address: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", network: "BTC" },
      u,
    );
    expect(unknown.status).toBe(400);
  });
});

describe("approved, payout queued → paid", () => {
  it("is paid only when a transaction id is recorded; the member is e-mailed at each step", async () => {
    const u = await member(100);
    const id = await approved(u);
    const receipt = await call(app, { method: "GET", url: `/api/user/withdrawals/${id}`, headers: u.auth });
    expect(receipt.body.data).toMatchObject({ status: "approved", payoutTx: null });
    const paid = await post(`/api/admin/withdrawals/${id}/payout`, { payoutTxId: BTC_TXID.toUpperCase() }, admin);
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe("Payout recorded: the withdrawal is paid");
    expect(paid.body.data).toMatchObject({
      status: "paid",
      payoutTxId: BTC_TXID,
      // No watcher for Bitcoin here: the id's form was checked, not the chain.
      payoutTx: { txid: BTC_TXID, isChecked: false, paidAmount: null, confirmations: null, isSimulated: false },
    });
    expect(await walletOf(app, u)).toBe(50);
    const again = await post(`/api/admin/withdrawals/${id}/payout`, { payoutTxId: BTC_TXID }, admin);
    expect(again.status).toBe(409);
    const mails = await mailsTo(app, u.user.email);
    const subjects = mails.map((m) => /Subject: (.*)/.exec(m)?.[1]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        "Your withdrawal request was received",
        "Your withdrawal was approved: payout queued",
        "Your withdrawal was paid",
      ]),
    );
    const paidMail = mails.find((m) => m.includes("Subject: Your withdrawal was paid")) ?? "";
    expect(paidMail).toContain(`Reference: ${id}`);
    expect(paidMail).toContain(`/receipts/withdrawal/${id}`);
    expect(paidMail).toContain(`Transaction: ${BTC_TXID}`);
    const audit = await app.db.query.auditLog.findMany();
    expect(audit.filter((a) => a.targetId === id).map((a) => a.action)).toEqual([
      "withdrawal.approve",
      "withdrawal.paid",
    ]);
  });

  it.each([
    ["BTC", "0xpaid", "A Bitcoin transaction id is 64 hexadecimal characters (0-9 and a-f)"],
    ["BTC", `${BTC_TXID}00`, "A Bitcoin transaction id is 64 hexadecimal characters (0-9 and a-f)"],
    [
      "BTC",
      ETH_TXID,
      "This is an Ethereum transaction id (it starts with 0x); this withdrawal is paid on the Bitcoin network",
    ],
    ["USDT_ERC20", "0x1234", "A USDT-ERC20 transaction id is 0x followed by 64 hexadecimal characters"],
    ["USDT_ERC20", BTC_TXID, "This looks like a Bitcoin transaction id; a USDT-ERC20 transaction id starts with 0x"],
    ["USDT_ERC20", "", "Enter the payout transaction id"],
  ] as const)("a %s payout with id %j is a 400 and nothing is marked paid", async (network, txid, message) => {
    const u = await member(100);
    const id = await approved(u, network);
    const res = await post(`/api/admin/withdrawals/${id}/payout`, { payoutTxId: txid }, admin);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    const receipt = await call(app, { method: "GET", url: `/api/user/withdrawals/${id}`, headers: u.auth });
    expect(receipt.body.data).toMatchObject({ status: "approved", payoutTxId: null });
  });

  it("refuses a payout before approval, after denial, and by the member's own admin account", async () => {
    const u = await member(100);
    const { body } = await post("/api/withdraw", { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC" }, u);
    const pending = await post(`/api/admin/withdrawals/${body.data.id}/payout`, { payoutTxId: BTC_TXID }, admin);
    expect(pending.status).toBe(409);
    expect(pending.body.error).toBe("Approve this withdrawal before recording its payout");
    await post(`/api/admin/withdrawals/${body.data.id}/deny`, { reason: "no" }, admin);
    expect((await post(`/api/admin/withdrawals/${body.data.id}/payout`, { payoutTxId: BTC_TXID }, admin)).status).toBe(
      409,
    );
    // An admin's own approved withdrawal (made as a member would, here straight in the table).
    const ownAdmin = await createTestUser(app, { isAdmin: true, isVerified: true });
    const [mine] = await app.db
      .insert(withdrawals)
      .values({ userId: ownAdmin.user.id, amountCents: 1000, address: VALID_BTC_ADDRESS, coin: "BTC" })
      .returning();
    await app.db
      .update(withdrawals)
      .set({ status: "approved" })
      .where(eq(withdrawals.id, mine?.id ?? ""));
    const self = await post(`/api/admin/withdrawals/${mine?.id}/payout`, { payoutTxId: BTC_TXID }, ownAdmin);
    expect(self.status).toBe(409);
    expect(self.body.error).toBe("You cannot decide on your own request. Another admin must do it.");
  });

  it("one transaction's payment to one address proves one withdrawal", async () => {
    const u = await member(100);
    const first = await approved(u, "BTC", 10);
    const second = await approved(u, "BTC", 10);
    const txid = BTC_TXID.replace(/^a/, "b");
    expect((await post(`/api/admin/withdrawals/${first}/payout`, { payoutTxId: txid }, admin)).status).toBe(200);
    const reused = await post(`/api/admin/withdrawals/${second}/payout`, { payoutTxId: txid }, admin);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe("This transaction's payment to that address already proves another withdrawal");
  });

  it("approval with a transaction id pays at once; a wrong id leaves the request pending", async () => {
    const u = await member(100);
    const { body } = await post("/api/withdraw", { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC" }, u);
    const url = `/api/admin/withdrawals/${body.data.id}/approve`;
    const wrong = await post(url, { payoutTxId: "not-a-txid" }, admin);
    expect(wrong.status).toBe(400);
    const still = await call(app, { method: "GET", url: `/api/user/withdrawals/${body.data.id}`, headers: u.auth });
    expect(still.body.data.status).toBe("pending");
    const paid = await post(url, { payoutTxId: BTC_TXID.replace(/^a/, "c") }, admin);
    expect(paid.body.data).toMatchObject({ status: "paid" });
  });

  it("offers no simulated payout without the simulated network", async () => {
    const u = await member(100);
    const id = await approved(u);
    const res = await post(`/api/admin/withdrawals/${id}/simulated-payout`, {}, admin);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Simulated payouts exist only on the simulated network");
  });

  it("refuses members and anonymous callers on the payout routes", async () => {
    const u = await member(100);
    const id = await approved(u);
    for (const url of [`/api/admin/withdrawals/${id}/payout`, `/api/admin/withdrawals/${id}/simulated-payout`]) {
      expect((await call(app, { method: "POST", url, payload: { payoutTxId: BTC_TXID } })).status).toBe(401);
      expect((await post(url, { payoutTxId: BTC_TXID }, u)).status).toBe(403);
    }
  });
});
