import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { VALID_BTC_ADDRESS, VALID_ETH_ADDRESS } from "../../../test/factories/crypto.ts";
import { acceptRisk, countRows, invest, planIdByName } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, fixtures } from "../../../test/helpers.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });
const silver = await planIdByName(app, "Silver");

function storedFiles(): number {
  try {
    return readdirSync(path.join(app.dataDir, "uploads")).length;
  } catch {
    return 0;
  }
}

describe("GET /api/user/deposit-options and risk acceptance", () => {
  it("gives the configured addresses with the demo flag, the gateway and whether the risk must be accepted", async () => {
    const u = await createTestUser(app);
    const res = await call(app, { method: "GET", url: "/api/user/deposit-options", headers: u.auth });
    expect(res.body.data).toMatchObject({
      crypto: {
        btcAddress: VALID_BTC_ADDRESS,
        usdtErc20Address: VALID_ETH_ADDRESS,
        isDemo: true,
        network: "mainnet",
        hasFreshAddresses: { BTC: false, USDT_ERC20: false },
      },
      card: { gateway: "sandbox", isAvailable: true },
      risk: { version: "2026-11", needsAcceptance: true },
    });
    expect((await acceptRisk(app, u)).status).toBe(200);
    const after = await call(app, { method: "GET", url: "/api/user/deposit-options", headers: u.auth });
    expect(after.body.data.risk.needsAcceptance).toBe(false);
    const me = await call(app, { method: "GET", url: "/api/user", headers: u.auth });
    expect(me.body.data.riskAcceptedAt).not.toBeNull();
    const stale = await call(app, {
      method: "POST",
      url: "/api/user/risk-acceptance",
      payload: { version: "1999-01" },
      headers: u.auth,
    });
    expect(stale.status).toBe(400);
    expect((await call(app, { method: "GET", url: "/api/user/deposit-options" })).status).toBe(401);
  });
});

describe("POST /api/user/invest", () => {
  it("stores a pending deposit with a private proof only its owner and admins can read", async () => {
    const u = await createTestUser(app);
    const other = await createTestUser(app);
    await acceptRisk(app, u);
    const res = await invest(app, u, { planId: silver, amount: "1000.50", currency: "USDT_ERC20", txId: "0xabc1" });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Deposit successful, It will be verified shortly");
    expect(res.body.data).toMatchObject({
      planName: "Silver",
      roi: 0,
      amount: 1000.5,
      status: "pending",
      expectedAmount: null,
      position: null,
      currency: "USDT_ERC20",
      txId: "0xabc1",
      email: u.user.email,
    });
    const proof = res.body.data.proofUrl as string;
    expect((await app.inject({ method: "GET", url: proof, headers: u.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: proof, headers: admin.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: proof, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: proof })).statusCode).toBe(401);
    const mine = await call(app, { method: "GET", url: "/api/user/deposits", headers: u.auth });
    expect(mine.body.data).toHaveLength(1);
    const theirs = await call(app, { method: "GET", url: "/api/user/deposits", headers: other.auth });
    expect(theirs.body.data).toHaveLength(0);
  });

  it("accepts a PDF proof", async () => {
    const u = await createTestUser(app);
    await acceptRisk(app, u);
    const res = await invest(
      app,
      u,
      { planId: silver, amount: "500", currency: "BTC" },
      {
        filename: "proof.pdf",
        content: fixtures.pdf(),
      },
    );
    expect(res.status).toBe(201);
  });

  const cases: [string, Record<string, string>, string][] = [
    ["below the plan minimum", { amount: "499.99" }, "Amount must be between $500.00 and $4,999.00 for this plan"],
    ["above the plan maximum", { amount: "5000" }, "Amount must be between $500.00 and $4,999.00 for this plan"],
    ["non-numeric", { amount: "lots" }, "Amount is not valid"],
    ["negative", { amount: "-600" }, "Amount is not valid"],
    ["more than 2 decimals", { amount: "600.001" }, "Amount is not valid"],
    ["empty", { amount: "" }, "Enter an amount"],
    ["an unknown plan", { planId: "00000000-0000-4000-8000-000000000000" }, "Choose a plan"],
    ["a malformed plan id", { planId: "silver" }, "Choose a plan"],
    ["an unknown currency", { currency: "DOGE" }, "Choose the currency you paid with"],
    ["a malformed quote id", { quoteId: "quote-1" }, "This quote was not found; get a new one"],
    ["a bad tx id", { txId: "<script>" }, "The transaction id may only contain letters and digits (max 128)"],
  ];
  it.each(cases)("refuses %s with 400 and stores nothing", async (_label, override, message) => {
    const u = await createTestUser(app);
    await acceptRisk(app, u);
    const [deposits, files, bytes] = [await countRows(app, "deposits"), await countRows(app, "files"), storedFiles()];
    const res = await invest(app, u, { planId: silver, amount: "600", currency: "BTC", ...override });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await countRows(app, "deposits")).toBe(deposits);
    expect(await countRows(app, "files")).toBe(files);
    expect(storedFiles()).toBe(bytes);
  });

  it("refuses a hidden plan, a missing proof, and a first deposit without the risk disclosure", async () => {
    const u = await createTestUser(app);
    const noRisk = await invest(app, u, { planId: silver, amount: "600", currency: "BTC" });
    expect(noRisk.status).toBe(400);
    expect(noRisk.body.error).toBe("Please accept the risk disclosure before your first deposit");
    await acceptRisk(app, u);
    const noProof = await invest(app, u, { planId: silver, amount: "600", currency: "BTC" }, null);
    expect(noProof.body).toMatchObject({ status: 400, error: "Upload a screenshot of your payment" });
    const plan = await call(app, {
      method: "POST",
      url: "/api/admin/plans",
      payload: { name: "Soon hidden", roi: 5, minAmount: 200, maxAmount: 900 },
      headers: admin.auth,
    });
    await invest(app, u, { planId: plan.body.data.id, amount: "300", currency: "BTC" });
    await call(app, { method: "DELETE", url: `/api/admin/plan/${plan.body.data.id}`, headers: admin.auth });
    const before = await countRows(app, "deposits");
    const hidden = await invest(app, u, { planId: plan.body.data.id, amount: "300", currency: "BTC" });
    expect(hidden.body).toMatchObject({ status: 400, error: "This plan is no longer available" });
    expect(await countRows(app, "deposits")).toBe(before);
  });

  it("answers 400 'File Not Supported' for a text file named .png and 413 over 10 MiB", async () => {
    const u = await createTestUser(app);
    await acceptRisk(app, u);
    const before = await countRows(app, "deposits");
    const text = await invest(
      app,
      u,
      { planId: silver, amount: "600", currency: "BTC" },
      {
        filename: "proof.png",
        content: fixtures.text(),
      },
    );
    expect(text.status).toBe(400);
    expect(text.body.error).toBe("File Not Supported");
    const big = await invest(
      app,
      u,
      { planId: silver, amount: "600", currency: "BTC" },
      {
        filename: "proof.png",
        content: fixtures.oversized(),
      },
    );
    expect(big.status).toBe(413);
    expect(await countRows(app, "deposits")).toBe(before);
  });

  it("keeps a tx id unique across deposits (409)", async () => {
    const a = await createTestUser(app);
    const b = await createTestUser(app);
    await acceptRisk(app, a);
    await acceptRisk(app, b);
    expect((await invest(app, a, { planId: silver, amount: "600", currency: "BTC", txId: "dup-tx-1" })).status).toBe(
      201,
    );
    const again = await invest(app, b, { planId: silver, amount: "600", currency: "BTC", txId: "dup-tx-1" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This transaction id was already used for another deposit");
  });

  it("creates one deposit when the same Idempotency-Key is replayed", async () => {
    const u = await createTestUser(app);
    await acceptRisk(app, u);
    const fields = { planId: silver, amount: "700", currency: "BTC" };
    const key = { "idempotency-key": `invest-${u.user.id}` };
    const first = await invest(app, u, fields, undefined, key);
    const second = await invest(app, u, fields, undefined, key);
    expect(second.body).toEqual(first.body);
    const mine = await call(app, { method: "GET", url: "/api/user/deposits", headers: u.auth });
    expect(mine.body.data).toHaveLength(1);
  });

  it("answers 401 without a token", async () => {
    const res = await call(app, { method: "POST", url: "/api/user/invest" });
    expect(res.status).toBe(401);
    expect((await call(app, { method: "GET", url: "/api/user/deposits" })).status).toBe(401);
  });
});
