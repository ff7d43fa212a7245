import { COINS } from "@vaultline/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { submitDocuments } from "../../../test/factories/verification.ts";
import { call, createTestApp, createTestUser, readOutbox, type TestUser } from "../../../test/helpers.ts";
import { auditLog, users } from "../../db/schema.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true, isVerified: true });

async function pendingRequestOf(user: TestUser): Promise<string> {
  const res = await submitDocuments(app, user);
  expect(res.status).toBe(201);
  return res.body.data.id;
}

const decide = (id: string, payload: Record<string, unknown>, who: TestUser = admin) =>
  call(app, { method: "PATCH", url: `/api/admin/verify/${id}`, headers: who.auth, payload });

async function auditOf(targetId: string) {
  return app.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

describe("admin routes refuse others", () => {
  it("answers 403 to a non-admin and 401 to anonymous callers on every admin call", async () => {
    const user = await createTestUser(app, { isVerified: true });
    const id = await pendingRequestOf(await createTestUser(app));
    const calls = [
      { method: "GET", url: "/api/admin/verify" },
      { method: "GET", url: `/api/admin/verify/${id}` },
      { method: "PATCH", url: `/api/admin/verify/${id}`, payload: { status: "accepted" } },
      { method: "PATCH", url: `/api/admin/verify/user/${user.user.id}`, payload: { isVerified: false } },
      {
        method: "POST",
        url: `/api/admin/verifications/${id}/ssn`,
        payload: { reason: "Checking the number against the ID" },
      },
    ] as const;
    for (const c of calls) {
      expect((await call(app, { ...c, headers: user.auth })).status, `${c.method} ${c.url}`).toBe(403);
      expect((await call(app, c)).status, `${c.method} ${c.url}`).toBe(401);
    }
    const [owner] = await app.db.select().from(users).where(eq(users.id, user.user.id));
    expect(owner?.isVerified).toBe(true);
  });
});

describe("review and decisions", () => {
  it("lists pending requests newest first, paginated, masked, and hides accepted ones", async () => {
    const first = await pendingRequestOf(await createTestUser(app));
    const second = await pendingRequestOf(await createTestUser(app));
    const accepted = await pendingRequestOf(await createTestUser(app));
    expect((await decide(accepted, { status: "accepted" })).status).toBe(200);

    const res = await call(app, { method: "GET", url: "/api/admin/verify?pageSize=100", headers: admin.auth });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Gotten all requests");
    const ids = res.body.data.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([first, second]));
    expect(ids).not.toContain(accepted);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(res.body.data.every((r: { ssn: string }) => r.ssn === "•••-••-6789")).toBe(true);

    const page = await call(app, { method: "GET", url: "/api/admin/verify?page=2&pageSize=1", headers: admin.auth });
    expect(page.body.meta).toEqual({ page: 2, pageSize: 1, total: res.body.meta.total });
    expect(page.body.data).toHaveLength(1);
    const bad = await call(app, { method: "GET", url: "/api/admin/verify?status=accepted", headers: admin.auth });
    expect(bad.status).toBe(400);
  });

  it("shows one request to an admin with the SSN masked", async () => {
    const id = await pendingRequestOf(await createTestUser(app));
    const res = await call(app, { method: "GET", url: `/api/admin/verify/${id}`, headers: admin.auth });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Request gotten");
    expect(res.body.data).toMatchObject({ id: id, ssn: "•••-••-6789", status: "pending" });
    expect(JSON.stringify(res.body)).not.toContain("234-56");
    const missing = await call(app, {
      method: "GET",
      url: "/api/admin/verify/00000000-0000-4000-8000-000000000000",
      headers: admin.auth,
    });
    expect(missing.status).toBe(404);
    expect((await call(app, { method: "GET", url: "/api/admin/verify/nope", headers: admin.auth })).status).toBe(400);
  });

  it("denies with a reason the user sees, audits and mails it, and lets the user submit again", async () => {
    const user = await createTestUser(app);
    const id = await pendingRequestOf(user);
    const res = await decide(id, { status: "denied", reasonCode: "blurry_image", reason: "The back page is blurred" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Verification request denied");
    expect(res.body.data).toMatchObject({ status: "denied", denyReasonCode: "blurry_image" });

    const mine = await call(app, { method: "GET", url: "/api/user/verification", headers: user.auth });
    expect(mine.body.data).toMatchObject({ status: "denied", denyReason: "The back page is blurred" });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: "verification.deny", adminId: admin.user.id });
    expect(audit?.before).toMatchObject({ status: "pending" });
    expect(audit?.after).toMatchObject({ status: "denied", reasonCode: "blurry_image" });
    const mail = (await readOutbox(app)).find((m) => m.includes(user.user.email) && m.includes("not accepted"));
    expect(mail).toContain("Blurry image: The back page is blurred");

    expect((await decide(id, { status: "accepted" })).status).toBe(409);
    expect((await submitDocuments(app, user)).status).toBe(201);
  });

  it("settles two racing decisions once: one wins, the other is a 409", async () => {
    const id = await pendingRequestOf(await createTestUser(app));
    const results = await Promise.all([
      decide(id, { status: "accepted" }),
      decide(id, { status: "denied", reasonCode: "expired_document" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it.each([
    [{ status: "denied", reasonCode: "other" }, "Describe the reason"],
    [{ status: "denied", reasonCode: "looks_fake" }, "Choose a reason"],
    [{ status: "denied" }, "Choose a reason"],
    [{ status: "maybe" }, undefined],
    [{ status: "accepted", isAdmin: true }, undefined],
  ])("refuses the decision %o with 400 and changes nothing", async (payload, message) => {
    const id = await pendingRequestOf(await createTestUser(app));
    const res = await decide(id, payload);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    const again = await call(app, { method: "GET", url: `/api/admin/verify/${id}`, headers: admin.auth });
    expect(again.body.data.status).toBe("pending");
    expect(await auditOf(id)).toHaveLength(0);
  });

  it("accepts: the user becomes verified, audited and mailed; a second decision is a 409", async () => {
    const user = await createTestUser(app);
    const id = await pendingRequestOf(user);
    const res = await decide(id, { status: "accepted" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("User verified");
    const me = await call(app, { method: "GET", url: "/api/user", headers: user.auth });
    expect(me.body.data.isVerified).toBe(true);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: "verification.accept" });
    expect(audit?.after).toMatchObject({ status: "accepted", isVerified: true });
    expect(
      (await readOutbox(app)).some((m) => m.includes(user.user.email) && m.includes("Your identity is verified")),
    ).toBe(true);
    const twice = await decide(id, { status: "denied", reasonCode: "other", reason: "changed my mind" });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("This request has already been decided");
  });
});

describe("PATCH /api/admin/verify/user/:id", () => {
  it("verifies and unverifies a user directly, with audit rows", async () => {
    const user = await createTestUser(app);
    const url = `/api/admin/verify/user/${user.user.id}`;
    const on = await call(app, { method: "PATCH", url, headers: admin.auth, payload: { isVerified: true } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ message: "User verified", data: { isVerified: true } });
    const off = await call(app, { method: "PATCH", url, headers: admin.auth, payload: { isVerified: false } });
    expect(off.body).toMatchObject({ message: "User unverified", data: { isVerified: false } });
    const actions = (await auditOf(user.user.id)).map((a) => a.action).sort();
    expect(actions).toEqual(["user.unverify", "user.verify"]);
  });

  it("refuses an admin unverifying themselves with 400, and bad input with 400/404", async () => {
    const self = await call(app, {
      method: "PATCH",
      url: `/api/admin/verify/user/${admin.user.id}`,
      headers: admin.auth,
      payload: { isVerified: false },
    });
    expect(self.status).toBe(400);
    expect(self.body.error).toBe("You cannot unverify your own account. Ask another admin.");
    const rows = await app.db
      .select()
      .from(users)
      .where(and(eq(users.id, admin.user.id), eq(users.isVerified, true)));
    expect(rows).toHaveLength(1);
    const missing = await call(app, {
      method: "PATCH",
      url: "/api/admin/verify/user/00000000-0000-4000-8000-000000000000",
      headers: admin.auth,
      payload: { isVerified: true },
    });
    expect(missing.status).toBe(404);
    const wrong = await call(app, {
      method: "PATCH",
      url: `/api/admin/verify/user/${admin.user.id}`,
      headers: admin.auth,
      payload: { isVerified: "yes" },
    });
    expect(wrong.status).toBe(400);
  });
});

describe("the withdraw gate", () => {
  const body = { amount: 1, address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", network: COINS[0] };

  it("refuses an unverified user with 403 and lets a verified one through", async () => {
    const unverified = await createTestUser(app);
    const refused = await call(app, { method: "POST", url: "/api/withdraw", headers: unverified.auth, payload: body });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/verify your identity/i);
    const verified = await createTestUser(app, { isVerified: true });
    const allowed = await call(app, { method: "POST", url: "/api/withdraw", headers: verified.auth, payload: body });
    expect(allowed.status).not.toBe(403);
    // Past the gate: a 400 is the next refusal (no saved address, an empty wallet).
    expect(allowed.status).toBe(400);
    expect((await call(app, { method: "POST", url: "/api/withdraw", payload: body })).status).toBe(401);
  });
});
