import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { auditLog, users } from "../../db/schema.ts";
import { setAdminRights } from "./admin-accounts.service.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });
const second = await createTestUser(app, { isAdmin: true });

const setAdmin = (id: string, payload: Record<string, unknown>) =>
  call(app, { method: "PATCH", url: `/api/admin/users/${id}/admin`, headers: admin.auth, payload });

describe("PATCH /api/admin/users/:id/admin", () => {
  it("promotes (once a second admin approves) and demotes another user, each with an audit row", async () => {
    const member = await createTestUser(app);
    const up = await setAdmin(member.user.id, { isAdmin: true });
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ id: member.user.id, isAdmin: false });
    const approved = await call(app, {
      method: "POST",
      url: `/api/admin/admin-grants/${up.body.data.pendingGrantId}/approve`,
      headers: second.auth,
    });
    expect(approved.body.data).toMatchObject({ id: member.user.id, isAdmin: true });
    const down = await setAdmin(member.user.id, { isAdmin: false });
    expect(down.body.data.isAdmin).toBe(false);
    const rows = await app.db.select().from(auditLog).where(eq(auditLog.targetId, member.user.id));
    expect(rows.map((r) => [r.action, r.adminId]).sort()).toEqual([
      ["user.demote", admin.user.id],
      ["user.promote", second.user.id],
      ["user.promote_request", admin.user.id],
    ]);
  });

  it("refuses an admin removing their own rights with 400, changing nothing", async () => {
    const res = await setAdmin(admin.user.id, { isAdmin: false });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("You cannot remove your own admin rights");
    const [row] = await app.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.isAdmin).toBe(true);
  });

  it.each([[{}], [{ isAdmin: "yes" }], [{ isAdmin: true, extra: 1 }]])("answers 400 for body %o", async (body) => {
    const member = await createTestUser(app);
    expect((await setAdmin(member.user.id, body)).status).toBe(400);
  });

  it("answers 404 for an unknown user", async () => {
    expect((await setAdmin(randomUUID(), { isAdmin: true })).status).toBe(404);
  });

  it("keeps the last admin (operator CLI path, no acting admin)", async () => {
    const admins = await app.db.select().from(users).where(eq(users.isAdmin, true));
    for (const other of admins.filter((a) => a.id !== admin.user.id)) {
      await setAdminRights(app.db, { actorId: null, targetId: other.id, isAdmin: false });
    }
    await expect(setAdminRights(app.db, { actorId: null, targetId: admin.user.id, isAdmin: false })).rejects.toThrow(
      "At least one admin must remain",
    );
  });
});
