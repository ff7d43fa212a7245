import { WALLET_MESSAGES, WITHDRAWAL_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveReleasedAddress } from "../../../test/factories/address-book.ts";
import { VALID_BTC_ADDRESS } from "../../../test/factories/crypto.ts";
import { walletOf } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, type TestUser } from "../../../test/helpers.ts";
import { auditLog, pendingAdjustments } from "../../db/schema.ts";

// Above FOUR_EYES_THRESHOLD ($10,000.00 by default) one admin's approval is only the first of two.
const app = await createTestApp();
const first = await createTestUser(app, { isAdmin: true });
const second = await createTestUser(app, { isAdmin: true });

const adjust = (admin: TestUser, userId: string, amount: number) =>
  call(app, {
    method: "POST",
    url: "/api/admin/users/balance",
    headers: admin.auth,
    payload: { userId, amount, reason: "large test adjustment" },
  });

async function actionsFor(targetId: string): Promise<string[]> {
  const rows = await app.db.select().from(auditLog);
  return rows.filter((r) => r.targetId === targetId).map((r) => r.action);
}

describe("four eyes on wallet adjustments", () => {
  it("applies an adjustment up to the threshold at once", async () => {
    const member = await createTestUser(app);
    const res = await adjust(first, member.user.id, 10_000);
    expect(res.body.data.pendingAdjustmentId).toBeNull();
    expect(await walletOf(app, member)).toBe(10_000);
  });

  it("holds a larger one until a second, different admin approves it, then moves the money once", async () => {
    const member = await createTestUser(app);
    const requested = await adjust(first, member.user.id, 10_000.01);
    expect(requested.body.message).toBe(WALLET_MESSAGES.awaitingSecondAdmin);
    const id = requested.body.data.pendingAdjustmentId as string;
    expect(await walletOf(app, member)).toBe(0);

    const listed = await call(app, {
      method: "GET",
      url: `/api/admin/adjustments?userId=${member.user.id}`,
      headers: second.auth,
    });
    expect(listed.body.data).toMatchObject([
      {
        id: id,
        amount: 10_000.01,
        requestedBy: { username: first.user.username, name: `${first.user.firstName} ${first.user.lastName}` },
      },
    ]);

    const same = await call(app, { method: "POST", url: `/api/admin/adjustments/${id}/approve`, headers: first.auth });
    expect(same.status).toBe(409);
    expect(same.body.error).toBe(WALLET_MESSAGES.secondAdminNeeded);
    expect(await walletOf(app, member)).toBe(0);

    const [ok, again] = await Promise.all([
      call(app, { method: "POST", url: `/api/admin/adjustments/${id}/approve`, headers: second.auth }),
      call(app, { method: "POST", url: `/api/admin/adjustments/${id}/approve`, headers: second.auth }),
    ]);
    expect([ok.status, again.status].sort()).toEqual([200, 409]);
    expect(await walletOf(app, member)).toBe(10_000.01);
    expect(await actionsFor(member.user.id)).toEqual(["wallet.adjust_request", "wallet.adjust_approve"]);
    const done = ok.status === 200 ? ok : again;
    const [row] = await app.db.select().from(pendingAdjustments).where(eq(pendingAdjustments.id, id));
    expect(row).toMatchObject({
      status: "approved",
      approvedBy: second.user.id,
      ledgerEntryId: done.body.data.entryId,
    });
    // The approved entry was two admins' doing: it does not count to what the second moved alone.
    const small = await adjust(second, member.user.id, 50);
    expect(small.body.data.pendingAdjustmentId).toBeNull();
    expect(await walletOf(app, member)).toBe(10_050.01);
  });
});

describe("four eyes on withdrawals", () => {
  it("records the first approval, refuses the same admin twice, and pays out on the second admin's approval", async () => {
    const member = await createTestUser(app, { isVerified: true });
    await saveReleasedAddress(app, member);
    await adjust(first, member.user.id, 9_000);
    await adjust(second, member.user.id, 9_000);
    const requested = await call(app, {
      method: "POST",
      url: "/api/withdraw",
      headers: member.auth,
      payload: { amount: "15000", address: VALID_BTC_ADDRESS, network: "BTC" },
    });
    expect(requested.status).toBe(201);
    const url = `/api/admin/withdrawals/${requested.body.data.id}/approve`;

    // Nothing is sent before the second approval: a transaction id on the first is refused, and changes nothing.
    const early = await call(app, {
      method: "POST",
      url,
      headers: first.auth,
      payload: { payoutTxId: "ab".repeat(32) },
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(WITHDRAWAL_MESSAGES.payoutBeforeSecondApproval);
    const one = await call(app, { method: "POST", url, headers: first.auth, payload: {} });
    expect(one.body.message).toBe(WITHDRAWAL_MESSAGES.firstApproval);
    expect(one.body.data).toMatchObject({
      status: "pending",
      needsTwoApprovals: true,
      firstApproval: { username: first.user.username, name: `${first.user.firstName} ${first.user.lastName}` },
    });
    const twice = await call(app, { method: "POST", url, headers: first.auth, payload: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(WITHDRAWAL_MESSAGES.secondAdminNeeded);

    const two = await call(app, { method: "POST", url, headers: second.auth, payload: {} });
    expect(two.body.message).toBe(WITHDRAWAL_MESSAGES.approved);
    // Approved means the payout is queued: paid only once its transaction is recorded.
    expect(two.body.data).toMatchObject({ status: "approved", payoutTx: null });
    expect(await walletOf(app, member)).toBe(3_000);
    expect(await actionsFor(requested.body.data.id)).toEqual(["withdrawal.approve_first", "withdrawal.approve"]);
  });

  it("approves a withdrawal up to the threshold with one admin", async () => {
    const member = await createTestUser(app, { isVerified: true });
    await saveReleasedAddress(app, member);
    await adjust(first, member.user.id, 500);
    const requested = await call(app, {
      method: "POST",
      url: "/api/withdraw",
      headers: member.auth,
      payload: { amount: "100", address: VALID_BTC_ADDRESS, network: "BTC" },
    });
    const url = `/api/admin/withdrawals/${requested.body.data.id}/approve`;
    const one = await call(app, { method: "POST", url, headers: first.auth, payload: {} });
    expect(one.body.data).toMatchObject({ status: "approved", needsTwoApprovals: false, firstApproval: null });
  });

  it("counts one admin's lone approvals for one member over 24 hours against the threshold", async () => {
    const member = await createTestUser(app, { isVerified: true });
    await saveReleasedAddress(app, member);
    await adjust(first, member.user.id, 9_000);
    await adjust(second, member.user.id, 9_000);
    const withdraw = async () =>
      call(app, {
        method: "POST",
        url: "/api/withdraw",
        headers: member.auth,
        payload: { amount: "6000", address: VALID_BTC_ADDRESS, network: "BTC" },
      });
    const one = await withdraw();
    const alone = await call(app, {
      method: "POST",
      url: `/api/admin/withdrawals/${one.body.data.id}/approve`,
      headers: first.auth,
      payload: {},
    });
    expect(alone.body.data).toMatchObject({ status: "approved", firstApproval: null });

    // $6,000 more by the same admin the same day is $12,000: above the threshold, so 1 of 2.
    const two = await withdraw();
    const url = `/api/admin/withdrawals/${two.body.data.id}/approve`;
    const split = await call(app, { method: "POST", url, headers: first.auth, payload: {} });
    expect(split.body.message).toBe(WITHDRAWAL_MESSAGES.firstApproval);
    expect(split.body.data).toMatchObject({
      status: "pending",
      needsTwoApprovals: true,
      firstApproval: { username: first.user.username },
    });
    const twice = await call(app, { method: "POST", url, headers: first.auth, payload: {} });
    expect(twice.status).toBe(409);
    const done = await call(app, { method: "POST", url, headers: second.auth, payload: {} });
    expect(done.body.data).toMatchObject({ status: "approved" });
  });
});
