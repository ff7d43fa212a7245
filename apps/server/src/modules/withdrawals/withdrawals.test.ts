import { ADDRESS_MESSAGES, ledgerEntryLabel, type TLedgerEntry } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { saveReleasedAddress } from "../../../test/factories/address-book.ts";
import { VALID_BTC_ADDRESS, VALID_ETH_ADDRESS } from "../../../test/factories/crypto.ts";
import { countRows, walletOf } from "../../../test/factories/deposits.ts";
import { mailsTo } from "../../../test/factories/email.ts";
import { fundedMember } from "../../../test/factories/withdrawals.ts";
import { call, createTestApp, createTestUser, type TestUser } from "../../../test/helpers.ts";
import { withdrawals } from "../../db/schema.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });

const fundedUser = (dollars: number) => fundedMember(app, admin, dollars);

const withdraw = (u: TestUser, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(app, { method: "POST", url: "/api/withdraw", payload, headers: { ...u.auth, ...headers } });

const TESTNET_BTC_ADDRESS = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx";
/** EIP-55's example with one letter's case flipped. */
const WRONG_CASE_ETH = "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

const request = { address: VALID_BTC_ADDRESS, network: "BTC" };

describe("POST /api/withdraw", () => {
  it("reserves the amount at once and lists the request as pending", async () => {
    const u = await fundedUser(100);
    const res = await withdraw(u, { ...request, amount: "40.25" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amount: 40.25, status: "pending", network: "BTC" });
    expect(await walletOf(app, u)).toBe(59.75);
    const list = await call(app, { method: "GET", url: "/api/user/withdrawals", headers: u.auth });
    expect(list.body.data.map((w: { status: string }) => w.status)).toEqual(["pending"]);
  });

  it("refuses unverified users with 403 and anonymous callers with 401", async () => {
    const u = await createTestUser(app);
    expect((await withdraw(u, { ...request, amount: 1 })).status).toBe(403);
    expect((await call(app, { method: "POST", url: "/api/withdraw", payload: { ...request, amount: 1 } })).status).toBe(
      401,
    );
  });

  it.each([
    [{ amount: "100.01" }, "Unable to withdraw: the amount is above your wallet balance"],
    [{ amount: "abc" }, "Amount is not valid"],
    [{ amount: -5 }, "Amount is not valid"],
    [{ amount: 0 }, "Amount is not valid"],
    [{ amount: "1.001" }, "Amount is not valid"],
    [{ amount: "" }, "Enter an amount"],
    [{ amount: 5, address: "" }, "Enter the destination address"],
    [{ amount: 5, address: "bad address!" }, "The address may only contain letters and digits"],
    [{ amount: 5, network: "DOGE" }, "Choose the network"],
    [{ amount: 5, address: "hello" }, "This is not a valid Bitcoin address"],
    [{ amount: 5, address: VALID_ETH_ADDRESS }, "This looks like an Ethereum address; choose the USDT-ERC20 network"],
    [{ amount: 5, address: TESTNET_BTC_ADDRESS }, ADDRESS_MESSAGES.testnetOnMainnet],
    [{ amount: 5, network: "USDT_ERC20" }, "This looks like a Bitcoin address; choose the Bitcoin network"],
    [{ amount: 5, network: "USDT_ERC20", address: "hello" }, "This is not a valid USDT-ERC20 address"],
    [{ amount: 5, network: "USDT_ERC20", address: WRONG_CASE_ETH }, ADDRESS_MESSAGES.checksum],
  ])("refuses %o with 400 and moves nothing", async (override, message) => {
    const u = await fundedUser(100);
    const before = await countRows(app, "withdrawals");
    const res = await withdraw(u, { ...request, ...override });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await walletOf(app, u)).toBe(100);
    expect(await countRows(app, "withdrawals")).toBe(before);
  });

  it("refuses 'hello' as a destination: 400 on the address field, nothing reserved", async () => {
    const u = await fundedUser(100);
    const res = await withdraw(u, { amount: 10, address: "hello", network: "BTC" });
    expect(res.body).toMatchObject({
      status: 400,
      error: "This is not a valid Bitcoin address",
      details: [{ field: "address", message: "This is not a valid Bitcoin address" }],
    });
    expect(await walletOf(app, u)).toBe(100);
    const mine = await call(app, { method: "GET", url: "/api/user/withdrawals", headers: u.auth });
    expect(mine.body.data).toEqual([]);
  });

  it("accepts every Bitcoin address type and an ERC20 address", async () => {
    const u = await fundedUser(100);
    for (const [address, network] of [
      ["1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "BTC"],
      ["3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", "BTC"],
      ["bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3", "BTC"],
      ["bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", "BTC"],
      [VALID_ETH_ADDRESS.toLowerCase(), "USDT_ERC20"],
    ] as const) {
      await saveReleasedAddress(app, u, { address, network });
      expect((await withdraw(u, { amount: 1, address, network })).status).toBe(201);
    }
  });

  it("50 concurrent withdrawals of the whole balance: exactly one succeeds, never below zero", async () => {
    const u = await fundedUser(75.5);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({ method: "POST", url: "/api/withdraw", payload: { ...request, amount: 75.5 }, headers: u.auth }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400)).toBe(true);
    expect(await walletOf(app, u)).toBe(0);
    const tx = await call(app, { method: "GET", url: "/api/user/transactions?pageSize=100", headers: u.auth });
    expect(tx.body.data.items.every((e: { balanceAfter: number }) => e.balanceAfter >= 0)).toBe(true);
    expect(tx.body.data.total).toBe(2);
  });

  it("moves money once when the same Idempotency-Key is replayed", async () => {
    const u = await fundedUser(50);
    const key = { "idempotency-key": `withdraw-${u.user.id}` };
    const first = await withdraw(u, { ...request, amount: 10 }, key);
    const second = await withdraw(u, { ...request, amount: 10 }, key);
    expect(second.body).toEqual(first.body);
    expect(await walletOf(app, u)).toBe(40);
  });
});

describe("cancel", () => {
  it("releases the reserve once; another user cannot cancel it", async () => {
    const u = await fundedUser(30);
    const other = await fundedUser(1);
    const { body } = await withdraw(u, { ...request, amount: 30 });
    const url = `/api/user/withdrawals/${body.data.id}/cancel`;
    expect((await call(app, { method: "POST", url, headers: other.auth })).status).toBe(404);
    const results = await Promise.all([
      call(app, { method: "POST", url, headers: u.auth }),
      call(app, { method: "POST", url, headers: u.auth }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await walletOf(app, u)).toBe(30);
    expect(await walletOf(app, other)).toBe(1);
  });

  it("a member's cancel racing an admin's approval: one wins, the other is a 409, never a 500", async () => {
    const u = await fundedUser(200);
    for (let round = 0; round < 10; round++) {
      const { body } = await withdraw(u, { ...request, amount: 20 });
      const id = body.data.id;
      const results = await Promise.all([
        call(app, { method: "POST", url: `/api/user/withdrawals/${id}/cancel`, headers: u.auth }),
        call(app, { method: "POST", url: `/api/admin/withdrawals/${id}/approve`, payload: {}, headers: admin.auth }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    }
    const list = await call(app, { method: "GET", url: "/api/user/withdrawals", headers: u.auth });
    const paidOut = list.body.data.filter((w: { status: string }) => w.status === "approved").length;
    expect(await walletOf(app, u)).toBe(200 - 20 * paidOut);
  });
});

describe("admin queue", () => {
  it("lists only networks it pays out: the database refuses a withdrawal on another", async () => {
    const u = await createTestUser(app);
    const row = { userId: u.user.id, amountCents: 100, address: VALID_BTC_ADDRESS, status: "pending" as const };
    const refused = await app.db
      .insert(withdrawals)
      // @ts-expect-error the column's type refuses it already; this proves the database does too.
      .values({ ...row, coin: "Bitcoin" })
      .catch((error: Error) => error.cause);
    expect(String(refused)).toMatch(/withdrawals_network_check/);
    await app.db.insert(withdrawals).values({ ...row, coin: "BTC" });
  });

  it("approves: the payout is queued (money stays out, no transaction yet) and the member is told so", async () => {
    const u = await fundedUser(80);
    const { body } = await withdraw(u, { ...request, amount: 80 });
    const queue = await call(app, { method: "GET", url: "/api/admin/withdrawals", headers: admin.auth });
    const listed = queue.body.data.items.find((w: { id: string }) => w.id === body.data.id);
    // The address's age: saved two days before the request (test/factories/address-book.ts).
    expect(Date.parse(body.data.createdAt) - Date.parse(listed.addressSavedAt)).toBeGreaterThan(47 * 60 * 60 * 1000);
    const mails = (await mailsTo(app, u.user.email)).length;
    const url = `/api/admin/withdrawals/${body.data.id}/approve`;
    const results = await Promise.all([
      call(app, { method: "POST", url, payload: {}, headers: admin.auth }),
      call(app, { method: "POST", url, payload: {}, headers: admin.auth }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const approved = results.find((r) => r.status === 200);
    expect(approved?.body.data.user).toMatchObject({ username: u.user.username, email: u.user.email });
    expect(await walletOf(app, u)).toBe(0);
    const list = await call(app, { method: "GET", url: "/api/user/withdrawals", headers: u.auth });
    expect(list.body.data[0]).toMatchObject({ status: "approved", payoutTxId: null, payoutTx: null, paidAt: null });
    const sent = (await mailsTo(app, u.user.email)).slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("Subject: Your withdrawal was approved: payout queued");
    expect(sent[0]).toContain("Nothing has been sent yet");
    const audit = await app.db.query.auditLog.findMany();
    expect(audit.filter((a) => a.targetId === body.data.id).map((a) => a.action)).toEqual(["withdrawal.approve"]);
  });

  it("denies with a reason and releases the reserve", async () => {
    const u = await fundedUser(20);
    const { body } = await withdraw(u, { ...request, amount: 15 });
    const url = `/api/admin/withdrawals/${body.data.id}/deny`;
    expect((await call(app, { method: "POST", url, payload: { reason: "" }, headers: admin.auth })).status).toBe(400);
    const res = await call(app, {
      method: "POST",
      url,
      payload: { reason: "Address is on a sanctions list" },
      headers: admin.auth,
    });
    expect(res.body.data).toMatchObject({ status: "denied", denyReason: "Address is on a sanctions list" });
    // The answer names the request's member, not the deciding admin.
    expect(res.body.data.user).toMatchObject({ username: u.user.username, email: u.user.email });
    expect(await walletOf(app, u)).toBe(20);
    expect((await call(app, { method: "POST", url, payload: { reason: "again" }, headers: admin.auth })).status).toBe(
      409,
    );
    expect(await walletOf(app, u)).toBe(20);
  });

  it("the history says what became of each request: reserved, paid, denied and returned", async () => {
    const u = await fundedUser(100);
    const ids = [];
    for (const amount of [10, 20, 30]) ids.push((await withdraw(u, { ...request, amount })).body.data.id);
    const [pending, paid, denied] = ids;
    const approve = `/api/admin/withdrawals/${paid}/approve`;
    const payoutTxId = "a1075db55d416d3ca199f55b6084e2115b9345e16c5cf302fc80e9d5fbf5d48d";
    const approved = await call(app, { method: "POST", url: approve, payload: { payoutTxId }, headers: admin.auth });
    expect(approved.body.data).toMatchObject({ status: "paid", payoutTxId });
    const deny = `/api/admin/withdrawals/${denied}/deny`;
    await call(app, { method: "POST", url: deny, payload: { reason: "Not your address" }, headers: admin.auth });
    const history = await call(app, { method: "GET", url: "/api/user/transactions", headers: u.auth });
    const lines = history.body.data.items.map((e: TLedgerEntry) => `${ledgerEntryLabel(e)} ${e.amount}`);
    expect(lines).toEqual([
      "Withdrawal denied (returned) 30",
      "Withdrawal requested (reserved) -30",
      "Withdrawal paid -20",
      "Withdrawal requested (reserved) -10",
      "Adjustment by an admin 100",
    ]);
    const chart = await call(app, { method: "GET", url: "/api/user/balance-history", headers: u.auth });
    expect(chart.body.data.map(ledgerEntryLabel)).toContain("Withdrawal paid");
    expect(pending).toBeTruthy();
  });

  it("refuses non-admins with 403 and anonymous callers with 401", async () => {
    const u = await fundedUser(5);
    const { body } = await withdraw(u, { ...request, amount: 5 });
    const routes = [
      { method: "GET" as const, url: "/api/admin/withdrawals" },
      { method: "POST" as const, url: `/api/admin/withdrawals/${body.data.id}/approve`, payload: {} },
      { method: "POST" as const, url: `/api/admin/withdrawals/${body.data.id}/deny`, payload: { reason: "x" } },
    ];
    for (const route of routes) {
      expect((await call(app, route)).status).toBe(401);
      expect((await call(app, { ...route, headers: u.auth })).status).toBe(403);
    }
    expect(await walletOf(app, u)).toBe(0);
  });
});
