import { ADMIN_MESSAGES, WALLET_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveReleasedAddress } from "../../../test/factories/address-book.ts";
import { VALID_BTC_ADDRESS } from "../../../test/factories/crypto.ts";
import { walletOf } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, signInAgain, type TestUser } from "../../../test/helpers.ts";
import { adminGrants, auditLog, users } from "../../db/schema.ts";
import { manualClock } from "../../lib/clock.ts";
import { enrolWithSecret, newTotpSecret } from "../security/index.ts";

// Issue 39 item 2: a second pair of eyes the first admin made alone is no second pair of eyes.
const clock = manualClock(new Date("2026-11-20T10:00:00.000Z"));
const app = await createTestApp({}, { clock });
const DAY = 24 * 60 * 60 * 1000;

const promote = (admin: TestUser, id: string) =>
  call(app, { method: "PATCH", url: `/api/admin/users/${id}/admin`, headers: admin.auth, payload: { isAdmin: true } });
const approveGrant = (admin: TestUser, id: string) =>
  call(app, { method: "POST", url: `/api/admin/admin-grants/${id}/approve`, headers: admin.auth });
const approveAdjustment = (admin: TestUser, id: string) =>
  call(app, { method: "POST", url: `/api/admin/adjustments/${id}/approve`, headers: admin.auth });

async function isAdmin(id: string): Promise<boolean> {
  const [row] = await app.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, id));
  return row?.isAdmin ?? false;
}

/** The new admin turns two-factor on and signs in with it, as every admin must. */
async function asEnrolledAdmin(member: TestUser): Promise<TestUser> {
  await enrolWithSecret(app.db, {
    userId: member.user.id,
    secret: newTotpSecret(),
    encryptionKey: app.config.encryptionKey,
    now: clock.now(),
  });
  return signInAgain(app, { ...member, user: { ...member.user, isAdmin: true } });
}

describe("granting admin rights", () => {
  it("waits for a second admin; the new admin cannot complete the first admin's four-eyes request for 30 days", async () => {
    const a = await createTestUser(app, { isAdmin: true });
    const b = await createTestUser(app, { isAdmin: true });
    const customer = await createTestUser(app);
    const m = await createTestUser(app);

    // A promotes M: only a waiting grant, M is not an admin.
    const asked = await promote(a, m.user.id);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(ADMIN_MESSAGES.adminGrantRequested);
    expect(asked.body.data).toMatchObject({ id: m.user.id, isAdmin: false });
    const grantId = asked.body.data.pendingGrantId as string;
    expect(await isAdmin(m.user.id)).toBe(false);
    expect((await call(app, { method: "GET", url: "/api/admin/dashboard", headers: m.auth })).status).toBe(403);
    // Asking again answers the same waiting grant.
    expect((await promote(a, m.user.id)).body.data.pendingGrantId).toBe(grantId);

    const listed = await call(app, {
      method: "GET",
      url: `/api/admin/admin-grants?userId=${m.user.id}`,
      headers: b.auth,
    });
    expect(listed.body.data).toMatchObject([{ id: grantId, username: m.user.username, promotedBy: { id: a.user.id } }]);

    // A cannot approve their own grant.
    const own = await approveGrant(a, grantId);
    expect(own.status).toBe(409);
    expect(own.body.error).toBe(ADMIN_MESSAGES.adminGrantSecondAdmin);
    expect(await isAdmin(m.user.id)).toBe(false);

    // B approves: now M is an admin, and the grant says who appointed them and when.
    const approved = await approveGrant(b, grantId);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id: m.user.id, isAdmin: true });
    expect(await isAdmin(m.user.id)).toBe(true);
    const [grant] = await app.db.select().from(adminGrants).where(eq(adminGrants.id, grantId));
    expect(grant).toMatchObject({
      status: "approved",
      promotedBy: a.user.id,
      approvedBy: b.user.id,
      promotedAt: clock.now(),
    });
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetId, m.user.id));
    expect(audit.map((r) => [r.action, r.adminId])).toEqual([
      ["user.promote_request", a.user.id],
      ["user.promote", b.user.id],
    ]);
    expect((await approveGrant(b, grantId)).status).toBe(409);

    // A asks for a large credit; M, now an admin with two-factor, may not be the second pair of eyes.
    const credit = await call(app, {
      method: "POST",
      url: "/api/admin/adjustments",
      headers: a.auth,
      payload: { userId: customer.user.id, amount: 20_000, reason: "large credit" },
    });
    expect(credit.body.message).toBe(WALLET_MESSAGES.awaitingSecondAdmin);
    const adjustmentId = credit.body.data.pendingAdjustmentId as string;
    const newAdmin = await asEnrolledAdmin(m);
    const refused = await approveAdjustment(newAdmin, adjustmentId);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ADMIN_MESSAGES.appointedPair);
    expect(await walletOf(app, customer)).toBe(0);

    // 30 days on, the appointment no longer ties them.
    clock.advance(30 * DAY + 1);
    const later = await approveAdjustment(await signInAgain(app, newAdmin), adjustmentId);
    expect(later.status).toBe(200);
    expect(await walletOf(app, await signInAgain(app, customer))).toBe(20_000);
  });

  it("refuses the pair the other way round too: the new admin's request is not for their appointer to approve", async () => {
    const a = await createTestUser(app, { isAdmin: true });
    const b = await createTestUser(app, { isAdmin: true });
    const m = await createTestUser(app);
    const customer = await createTestUser(app);
    const grantId = (await promote(a, m.user.id)).body.data.pendingGrantId as string;
    expect((await approveGrant(b, grantId)).status).toBe(200);
    const newAdmin = await asEnrolledAdmin(m);
    const credit = await call(app, {
      method: "POST",
      url: "/api/admin/adjustments",
      headers: newAdmin.auth,
      payload: { userId: customer.user.id, amount: 20_000, reason: "large credit" },
    });
    const id = credit.body.data.pendingAdjustmentId as string;
    for (const appointer of [a, b]) {
      const res = await approveAdjustment(await signInAgain(app, appointer), id);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(ADMIN_MESSAGES.appointedPair);
    }
    // Nor does the new admin complete a promotion their appointer asked for.
    const other = await createTestUser(app);
    const next = (await promote(await signInAgain(app, a), other.user.id)).body.data.pendingGrantId as string;
    expect((await approveGrant(newAdmin, next)).status).toBe(403);
    expect(await isAdmin(other.user.id)).toBe(false);
    // An unrelated admin can.
    const c = await createTestUser(app, { isAdmin: true });
    expect((await approveAdjustment(c, id)).status).toBe(200);
    expect((await approveGrant(c, next)).status).toBe(200);
    expect(await isAdmin(other.user.id)).toBe(true);
  });

  it("refuses the new admin as the second approver of their appointer's withdrawal", async () => {
    const a = await createTestUser(app, { isAdmin: true });
    const b = await createTestUser(app, { isAdmin: true });
    const c = await createTestUser(app, { isAdmin: true });
    const m = await createTestUser(app);
    const grantId = (await promote(a, m.user.id)).body.data.pendingGrantId as string;
    expect((await approveGrant(b, grantId)).status).toBe(200);
    const newAdmin = await asEnrolledAdmin(m);
    const customer = await createTestUser(app, { isVerified: true });
    await saveReleasedAddress(app, customer);
    for (const admin of [b, c]) {
      await call(app, {
        method: "POST",
        url: "/api/admin/adjustments",
        headers: admin.auth,
        payload: { userId: customer.user.id, amount: 9_000, reason: "funds" },
      });
    }
    const requested = await call(app, {
      method: "POST",
      url: "/api/withdraw",
      headers: customer.auth,
      payload: { amount: "15000", address: VALID_BTC_ADDRESS, network: "BTC" },
    });
    const url = `/api/admin/withdrawals/${requested.body.data.id}/approve`;
    expect((await call(app, { method: "POST", url, headers: a.auth, payload: {} })).body.data.status).toBe("pending");
    const refused = await call(app, { method: "POST", url, headers: newAdmin.auth, payload: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ADMIN_MESSAGES.appointedPair);
    const done = await call(app, { method: "POST", url, headers: c.auth, payload: {} });
    expect(done.body.data.status).toBe("approved");
  });

  it("removes admin rights at once (it reduces power)", async () => {
    const a = await createTestUser(app, { isAdmin: true });
    const other = await createTestUser(app, { isAdmin: true });
    const res = await call(app, {
      method: "PATCH",
      url: `/api/admin/users/${other.user.id}/admin`,
      headers: a.auth,
      payload: { isAdmin: false },
    });
    expect(res.body.data).toMatchObject({ isAdmin: false, pendingGrantId: null });
    expect(await isAdmin(other.user.id)).toBe(false);
  });
});
