import { ADMIN_MESSAGES, WALLET_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveReleasedAddress } from "../../../test/factories/address-book.ts";
import { pay } from "../../../test/factories/course-orders.ts";
import { VALID_BTC_ADDRESS } from "../../../test/factories/crypto.ts";
import { acceptRisk, invest, planIdByName, walletOf } from "../../../test/factories/deposits.ts";
import { submitDocuments } from "../../../test/factories/verification.ts";
import { call, createTestApp, createTestUser, fixtures, signInAgain, type TestUser } from "../../../test/helpers.ts";
import { coursePayments, deposits, ledgerEntries, verificationRequests, withdrawals } from "../../db/schema.ts";
import { manualClock } from "../../lib/clock.ts";
import { totpCode } from "../security/index.ts";

// The four-eyes threshold at $50, so "at any amount" covers amounts on both sides of it.
const clock = manualClock(new Date("2026-05-04T09:00:00Z"));
const app = await createTestApp({ fourEyesThresholdCents: 50_00 }, { clock });
const admin = await createTestUser(app, { isAdmin: true, isVerified: true });
const other = await createTestUser(app, { isAdmin: true, isVerified: true });
const silver = await planIdByName(app, "Silver");

const send = (who: TestUser, method: "POST" | "PATCH", url: string, payload: Record<string, unknown> = {}) =>
  call(app, { method, url, payload, headers: who.auth });

function expectRefused(res: { status: number; body: { error: string } }) {
  expect(res.status).toBe(409);
  expect(res.body.error).toBe(ADMIN_MESSAGES.ownRequest);
}

async function credit(u: TestUser, cents: number) {
  await app.db.insert(ledgerEntries).values({ userId: u.user.id, kind: "admin_adjustment", amountCents: cents });
}

describe("an admin never decides on their own request", () => {
  it.each([10, 500])(
    "withdrawal of $%i: neither approved nor denied by its owner, then decided by another admin",
    async (dollars) => {
      await saveReleasedAddress(app, admin);
      await credit(admin, dollars * 100);
      // A new 30-second step, so the two-factor code is a fresh one.
      clock.advance(31_000);
      const requested = await send(admin, "POST", "/api/withdraw", {
        amount: dollars,
        address: VALID_BTC_ADDRESS,
        network: "BTC",
        code: totpCode(admin.totpSecret ?? "", clock.now()),
      });
      expect(requested.status).toBe(201);
      const id = requested.body.data.id as string;
      expectRefused(await send(admin, "POST", `/api/admin/withdrawals/${id}/approve`));
      expectRefused(await send(admin, "POST", `/api/admin/withdrawals/${id}/deny`, { reason: "mine" }));
      const [row] = await app.db.select().from(withdrawals).where(eq(withdrawals.id, id));
      expect(row).toMatchObject({ status: "pending", firstApprovedBy: null });
      // Below the threshold another admin's approval pays it out; above it, it is the first of two.
      const decided = await send(other, "POST", `/api/admin/withdrawals/${id}/approve`);
      expect(decided.status).toBe(200);
      expect(decided.body.data.status).toBe(dollars > 50 ? "pending" : "approved");
      // Nor does the owner give the second approval.
      if (dollars > 50) expectRefused(await send(admin, "POST", `/api/admin/withdrawals/${id}/approve`));
    },
  );

  it("deposit: not approved or denied by its owner", async () => {
    await acceptRisk(app, admin);
    const id = (await invest(app, admin, { planId: silver, amount: "600", currency: "BTC" })).body.data.id as string;
    expectRefused(await send(admin, "POST", `/api/admin/users/approveInvestment/${id}`));
    expectRefused(await send(admin, "POST", `/api/admin/deposits/${id}/deny`, { reason: "mine" }));
    const [row] = await app.db.select().from(deposits).where(eq(deposits.id, id));
    expect(row?.status).toBe("pending");
    expect((await send(other, "POST", `/api/admin/users/approveInvestment/${id}`)).status).toBe(200);
  });

  it("verification: neither its request decided nor the account verified directly by its owner", async () => {
    const unverified = await createTestUser(app, { isAdmin: true });
    expect((await submitDocuments(app, unverified)).status).toBe(201);
    const [request] = await app.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, unverified.user.id));
    const url = `/api/admin/verify/${request?.id}`;
    expectRefused(await send(unverified, "PATCH", url, { status: "accepted" }));
    expectRefused(
      await send(unverified, "PATCH", `/api/admin/verify/user/${unverified.user.id}`, { isVerified: true }),
    );
    const me = await call(app, { method: "GET", url: "/api/user", headers: unverified.auth });
    expect(me.body.data.isVerified).toBe(false);
    expect((await send(other, "PATCH", url, { status: "accepted" })).status).toBe(200);
  });

  it("course payment: not accepted or denied by its owner", async () => {
    const res = await pay(
      app,
      admin,
      { course: "monthly", method: "crypto", amount: "250" },
      { content: fixtures.png() },
    );
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    expectRefused(await send(admin, "POST", `/api/admin/course-payments/${id}/accept`));
    expectRefused(await send(admin, "POST", `/api/admin/course-payments/${id}/deny`, { reason: "mine" }));
    const [row] = await app.db.select().from(coursePayments).where(eq(coursePayments.id, id));
    expect(row?.status).toBe("pending");
  });

  it.each([1, 50, 51, -1])("wallet adjustment of $%i: never on the admin's own wallet", async (amount) => {
    const before = await walletOf(app, admin);
    const res = await send(admin, "POST", "/api/admin/users/balance", { userId: admin.user.id, amount, reason: "me" });
    expectRefused(res);
    expect(await walletOf(app, admin)).toBe(before);
  });

  it("a large adjustment for an admin is not approved by that admin", async () => {
    const requested = await send(other, "POST", "/api/admin/users/balance", {
      userId: admin.user.id,
      amount: 60,
      reason: "bonus",
    });
    const id = requested.body.data.pendingAdjustmentId as string;
    expect(id).toBeTruthy();
    const before = await walletOf(app, admin);
    expectRefused(await send(admin, "POST", `/api/admin/adjustments/${id}/approve`));
    expect(await walletOf(app, admin)).toBe(before);
  });
});

describe("four eyes count what one admin moved for one member in 24 hours", () => {
  const adjust = (by: TestUser, member: TestUser, amount: number) =>
    send(by, "POST", "/api/admin/users/balance", { userId: member.user.id, amount, reason: "split" });

  it("3 × $50 at a $50 threshold: the second and third wait for a second admin", async () => {
    const member = await createTestUser(app);
    const results = [await adjust(admin, member, 50), await adjust(admin, member, 50), await adjust(admin, member, 50)];
    expect(results.map((r) => r.body.data.pendingAdjustmentId === null)).toEqual([true, false, false]);
    expect(results[1]?.body.message).toBe(WALLET_MESSAGES.awaitingSecondAdmin);
    expect(await walletOf(app, member)).toBe(50);
    // Removals count too: $50 out after $50 in is $100 moved.
    expect((await adjust(admin, member, -50)).body.data.pendingAdjustmentId).not.toBeNull();
    // Another admin has a window of their own.
    expect((await adjust(other, member, 50)).body.data.pendingAdjustmentId).toBeNull();
    expect(await walletOf(app, member)).toBe(100);
  });

  it("the window is 24 hours of the app's clock, and a second admin's approval does not count", async () => {
    const member = await createTestUser(app);
    expect((await adjust(admin, member, 30)).body.data.pendingAdjustmentId).toBeNull();
    clock.advance(23 * 60 * 60 * 1000);
    // Admin sessions end after 30 idle minutes.
    const [first, second] = [await signInAgain(app, admin), await signInAgain(app, other)];
    const pending = (await adjust(first, member, 30)).body.data.pendingAdjustmentId as string;
    expect(pending).not.toBeNull();
    expect((await send(second, "POST", `/api/admin/adjustments/${pending}/approve`)).status).toBe(200);
    // The approved $30 was two admins' decision: `other` still has $50 of their own.
    expect((await adjust(second, member, 50)).body.data.pendingAdjustmentId).toBeNull();
    clock.advance(60 * 60 * 1000 + 1);
    expect((await adjust(await signInAgain(app, admin), member, 50)).body.data.pendingAdjustmentId).toBeNull();
    expect(await walletOf(app, member)).toBe(160);
  });
});
