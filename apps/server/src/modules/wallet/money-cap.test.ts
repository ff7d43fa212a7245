import { AMOUNT_TOO_LARGE } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";

// The cap, not the four-eyes rule (four-eyes.test.ts), is under test: one admin may move it here.
const app = await createTestApp({ fourEyesThresholdCents: 2_000_000_000_00 });
const admin = await createTestUser(app, { isAdmin: true });

function adjust(userId: string, amount: number | string) {
  return call(app, {
    method: "POST",
    url: "/api/admin/users/balance",
    payload: { userId, amount, reason: "cap test" },
    headers: admin.auth,
  });
}

async function ledgerOf(auth: { authorization: string }) {
  const me = await call(app, { method: "GET", url: "/api/user", headers: auth });
  const tx = await call(app, { method: "GET", url: "/api/user/transactions", headers: auth });
  return { wallet: me.body.data.wallet, entries: tx.body.data.total };
}

describe("the $1,000,000,000.00 cap per operation", () => {
  it("takes exactly the cap, and refuses one cent more with 400 without changing anything", async () => {
    const owner = await createTestUser(app, { isVerified: true });
    expect((await adjust(owner.user.id, "1000000000.00")).status).toBe(200);
    const before = await ledgerOf(owner.auth);
    expect(before).toEqual({ wallet: 1_000_000_000, entries: 1 });

    const credit = await adjust(owner.user.id, "1000000000.01");
    expect(credit.status).toBe(400);
    expect(credit.body.error).toBe(AMOUNT_TOO_LARGE);
    const debit = await adjust(owner.user.id, -1e12);
    expect(debit.status).toBe(400);
    const withdrawal = await call(app, {
      method: "POST",
      url: "/api/withdraw",
      payload: { amount: 1_000_000_000.01, address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", network: "BTC" },
      headers: owner.auth,
    });
    expect(withdrawal.status).toBe(400);
    expect(withdrawal.body.error).toBe(AMOUNT_TOO_LARGE);

    expect(await ledgerOf(owner.auth)).toEqual(before);
    const withdrawals = await call(app, { method: "GET", url: "/api/user/withdrawals", headers: owner.auth });
    expect(withdrawals.body.data).toEqual([]);
  });
});
