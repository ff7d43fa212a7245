import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });

function adjust(body: Record<string, unknown>, headers: Record<string, string> = admin.auth) {
  return call(app, { method: "POST", url: "/api/admin/users/balance", payload: body, headers });
}

async function wallet(auth: { authorization: string }): Promise<number> {
  return (await call(app, { method: "GET", url: "/api/user", headers: auth })).body.data.wallet;
}

describe("POST /api/admin/users/balance", () => {
  it("adds money with a reason, as a ledger entry and an audit row", async () => {
    const alice = await createTestUser(app);
    const res = await adjust({ userId: alice.user.id, amount: "150.25", reason: "welcome bonus" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("added to wallet");
    expect(res.body.data).toMatchObject({ userId: alice.user.id, wallet: 150.25 });
    expect(await wallet(alice.auth)).toBe(150.25);
    const tx = await call(app, { method: "GET", url: "/api/user/transactions", headers: alice.auth });
    expect(tx.body.data.items).toEqual([
      expect.objectContaining({
        kind: "admin_adjustment",
        amount: 150.25,
        balanceAfter: 150.25,
        reason: "welcome bonus",
      }),
    ]);
    const audit = await app.db.query.auditLog.findMany();
    expect(audit.some((a) => a.action === "wallet.adjust" && a.targetId === alice.user.id)).toBe(true);
  });

  it("removes money with a negative amount but never below zero", async () => {
    const bob = await createTestUser(app);
    await adjust({ userId: bob.user.id, amount: 100, reason: "credit" });
    const minus = await adjust({ userId: bob.user.id, amount: -40.5, reason: "correction" });
    expect(minus.status).toBe(200);
    expect(minus.body.data.wallet).toBe(59.5);
    const tooMuch = await adjust({ userId: bob.user.id, amount: "-59.51", reason: "correction" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe("This would take the wallet below zero");
    expect(await wallet(bob.auth)).toBe(59.5);
  });

  it.each([
    [{ amount: 0, reason: "x" }, "The amount cannot be 0"],
    [{ amount: "0.00", reason: "x" }, "The amount cannot be 0"],
    [{ amount: "12.345", reason: "x" }, "Enter an amount with at most 2 decimals (negative to remove money)"],
    [{ amount: "abc", reason: "x" }, "Enter an amount with at most 2 decimals (negative to remove money)"],
    [{ amount: 10, reason: "  " }, "Give a reason for the adjustment"],
    [{ amount: 10 }, "Give a reason for the adjustment"],
  ])("refuses %o with 400 and stores nothing", async (body, message) => {
    const carol = await createTestUser(app);
    const res = await adjust({ userId: carol.user.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { message: string }) => d.message)).toContain(message);
    expect(await wallet(carol.auth)).toBe(0);
  });

  it("answers 404 for an unknown user, 401 anonymous and 403 for a non-admin", async () => {
    const unknown = await adjust({ userId: "00000000-0000-4000-8000-000000000000", amount: 5, reason: "x" });
    expect(unknown.status).toBe(404);
    const dave = await createTestUser(app);
    const body = { userId: dave.user.id, amount: 5, reason: "x" };
    expect((await call(app, { method: "POST", url: "/api/admin/users/balance", payload: body })).status).toBe(401);
    expect((await adjust(body, dave.auth)).status).toBe(403);
    expect(await wallet(dave.auth)).toBe(0);
  });

  it("moves money once when the same Idempotency-Key is replayed", async () => {
    const erin = await createTestUser(app);
    const headers = { ...admin.auth, "idempotency-key": `adjust-${erin.user.id}` };
    const body = { userId: erin.user.id, amount: 20, reason: "retry" };
    const first = await adjust(body, headers);
    const second = await adjust(body, headers);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers["idempotent-replay"]).toBe("true");
    expect(await wallet(erin.auth)).toBe(20);
  });
});

describe("GET /api/user/transactions and /api/user/balance-history", () => {
  it("pages the user's own entries, newest first, and never another user's", async () => {
    const frank = await createTestUser(app);
    const grace = await createTestUser(app);
    for (const amount of [1, 2, 3]) await adjust({ userId: frank.user.id, amount, reason: `r${amount}` });
    await adjust({ userId: grace.user.id, amount: 99, reason: "other" });
    const page = await call(app, {
      method: "GET",
      url: "/api/user/transactions?page=1&pageSize=2",
      headers: frank.auth,
    });
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.items.map((e: { amount: number }) => e.amount)).toEqual([3, 2]);
    expect(page.body.data.items[0].balanceAfter).toBe(6);
    const history = await call(app, { method: "GET", url: "/api/user/balance-history", headers: frank.auth });
    // One step per entry, oldest first, each with its change and the balance after it.
    expect(history.body.data.map((p: { change: number; balance: number }) => [p.change, p.balance])).toEqual([
      [1, 1],
      [2, 3],
      [3, 6],
    ]);
    expect(history.body.data[0].kind).toBe("admin_adjustment");
    expect((await call(app, { method: "GET", url: "/api/user/transactions" })).status).toBe(401);
    expect((await call(app, { method: "GET", url: "/api/user/balance-history" })).status).toBe(401);
  });
});

describe("the stored balance", () => {
  const sums = async () =>
    (
      (await app.db.execute(`
        SELECT u.id, u.balance_cents::int AS stored, coalesce(sum(l.amount_cents), 0)::int AS summed
        FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id GROUP BY u.id`)) as unknown as {
        rows: { id: string; stored: number; summed: number }[];
      }
    ).rows;

  it("equals the sum of the ledger for every user, through the API and a bulk insert of entries", async () => {
    const hana = await createTestUser(app);
    const ivan = await createTestUser(app);
    await adjust({ userId: hana.user.id, amount: 40, reason: "in" });
    await adjust({ userId: hana.user.id, amount: -15.5, reason: "out" });
    await app.db.execute(`
      INSERT INTO ledger_entries (user_id, kind, amount_cents, reason)
      SELECT id, 'admin_adjustment', 125, 'bulk' FROM users WHERE id IN ('${hana.user.id}', '${ivan.user.id}')
      UNION ALL SELECT '${ivan.user.id}', 'admin_adjustment', 300, 'bulk'`);
    expect(await wallet(hana.auth)).toBe(25.75);
    expect(await wallet(ivan.auth)).toBe(4.25);
    for (const row of await sums()) expect(row.stored, row.id).toBe(row.summed);
  });
});
