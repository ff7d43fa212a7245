import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { auditLog } from "../../db/schema.ts";
import { writeAudit } from "../decisions/index.ts";

const app = await createTestApp();
const alice = await createTestUser(app, { isAdmin: true });
const bob = await createTestUser(app, { isAdmin: true });
const targetId = randomUUID();

await writeAudit(app.db, {
  adminId: alice.user.id,
  action: "wallet.adjust",
  targetType: "user",
  targetId,
  before: { balance: 0 },
  after: { balance: 10 },
  reason: "welcome bonus",
});
// The embedded database's clock ticks in milliseconds: a pause keeps the three in order.
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 5));
await nextTick();
await writeAudit(app.db, {
  adminId: bob.user.id,
  action: "deposit.approve",
  targetType: "deposit",
  targetId: randomUUID(),
});
await nextTick();
await writeAudit(app.db, { adminId: alice.user.id, action: "user.verify", targetType: "user", targetId });

const audit = (query = "") => call(app, { method: "GET", url: `/api/admin/audit${query}`, headers: alice.auth });
const actions = (body: { data: { entries: { action: string }[] } }) => body.data.entries.map((e) => e.action);

describe("GET /api/admin/audit", () => {
  it("lists every entry newest first with who, what, target, before/after, reason, when", async () => {
    const res = await audit();
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Audit log gotten successfully");
    expect(actions(res.body)).toEqual(["user.verify", "deposit.approve", "wallet.adjust"]);
    expect(res.body.data.entries[2]).toMatchObject({
      admin: { id: alice.user.id, username: alice.user.username },
      targetType: "user",
      targetId,
      before: { balance: 0 },
      after: { balance: 10 },
      reason: "welcome bonus",
    });
    expect(res.body.data).toMatchObject({ total: 3, page: 1, isTotalCapped: false });
  });

  it("filters by admin (id or username), action and target", async () => {
    expect(actions((await audit(`?admin=${bob.user.id}`)).body)).toEqual(["deposit.approve"]);
    expect(actions((await audit(`?admin=${alice.user.username.toUpperCase()}`)).body)).toEqual([
      "user.verify",
      "wallet.adjust",
    ]);
    expect(actions((await audit("?action=wallet.adjust")).body)).toEqual(["wallet.adjust"]);
    expect(actions((await audit(`?targetType=user&targetId=${targetId}`)).body)).toHaveLength(2);
    expect(actions((await audit("?targetType=deposit")).body)).toEqual(["deposit.approve"]);
    expect(actions((await audit("?admin=nobody")).body)).toEqual([]);
  });

  it("paginates", async () => {
    const first = await audit("?pageSize=2&page=1");
    const second = await audit("?pageSize=2&page=2");
    expect(actions(first.body)).toEqual(["user.verify", "deposit.approve"]);
    expect(actions(second.body)).toEqual(["wallet.adjust"]);
    expect(second.body.data.total).toBe(3);
    expect((await audit("?pageSize=0")).status).toBe(400);
  });

  it("has no route that changes or deletes audit rows", () => {
    const writes = app.routeTable.filter(
      (r) => r.url.startsWith("/api/admin/audit") && !["GET", "HEAD"].includes(r.method),
    );
    expect(writes).toEqual([]);
  });

  it.each(["PATCH", "PUT", "DELETE", "POST"] as const)(
    "answers %s on the audit log with 404, changing nothing",
    async (method) => {
      const [row] = await app.db.select().from(auditLog).limit(1);
      const res = await call(app, { method, url: `/api/admin/audit/${row?.id}`, headers: alice.auth, payload: {} });
      expect(res.status).toBe(404);
      const all = await call(app, { method, url: "/api/admin/audit", headers: alice.auth, payload: {} });
      expect(all.status).toBe(404);
      expect((await audit()).body.data.total).toBe(3);
    },
  );

  it("refuses UPDATE and DELETE in the database itself (append-only trigger)", async () => {
    await expect(app.db.execute(sql`UPDATE audit_log SET reason = 'rewritten'`)).rejects.toThrow();
    await expect(app.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    const res = await audit("?action=wallet.adjust");
    expect(res.body.data.entries[0].reason).toBe("welcome bonus");
  });
});
