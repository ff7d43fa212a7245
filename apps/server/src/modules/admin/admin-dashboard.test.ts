import pg from "pg";
import { describe, expect, it } from "vitest";
import { testRows } from "../../../test/factories/rows.ts";
import { call, createTestApp, createTestUser, seenWithin } from "../../../test/helpers.ts";
import { users } from "../../db/schema.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });

describe("GET /api/admin/dashboard", () => {
  it("counts exactly the pending rows of each queue and the registered users", async () => {
    const member = await createTestUser(app);
    const other = await createTestUser(app);
    for (const status of ["pending", "pending", "pending", "accepted", "denied", "withdrawn"] as const) {
      await testRows.deposit(app.db, member.user.id, { status });
    }
    for (const status of ["pending", "pending", "approved", "denied", "cancelled"] as const) {
      await testRows.withdrawal(app.db, member.user.id, status);
    }
    await testRows.verification(app.db, member.user.id, "pending");
    await testRows.verification(app.db, member.user.id, "denied");
    await testRows.verification(app.db, other.user.id, "accepted");
    for (const status of ["pending", "accepted", "denied", "pending"] as const) {
      await testRows.coursePayment(app.db, other.user.id, status);
    }
    const userCount = (await app.db.select({ id: users.id }).from(users)).length;

    const res = await call(app, { method: "GET", url: "/api/admin/dashboard", headers: admin.auth });
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toEqual({
      pendingDeposits: 3,
      users: userCount,
      pendingVerifications: 1,
      pendingWithdrawals: 2,
      pendingCoursePayments: 2,
    });
  });

  it("gives 30 days of sign-ups and deposits, oldest first, today last", async () => {
    const member = await createTestUser(app);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await testRows.deposit(app.db, member.user.id, { amountCents: 12_345, createdAt: twoDaysAgo });
    await testRows.deposit(app.db, member.user.id, {
      amountCents: 10_000,
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });

    const res = await call(app, { method: "GET", url: "/api/admin/dashboard", headers: admin.auth });
    const daily: { day: string; signups: number; deposits: number; depositAmount: number }[] = res.body.data.daily;
    expect(daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(daily.at(-1)?.day).toBe(today);
    const total = (key: "signups" | "deposits") => daily.reduce((sum, d) => sum + d[key], 0);
    const userCount = (await app.db.select({ id: users.id }).from(users)).length;
    expect(total("signups")).toBe(userCount);
    const day = daily.find((d) => d.day === twoDaysAgo.toISOString().slice(0, 10));
    expect(day).toMatchObject({ deposits: 1, depositAmount: 123.45 });
    // The 40-day-old deposit is outside the window; the rest were created today.
    expect(total("deposits")).toBe(daily.at(-1)!.deposits + 1);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "lets deposits and sign-ups on different connections proceed without waiting for each other, and keeps the totals exact",
    async () => {
      const connectionString = (app.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
      // Two connections that add to different slots of the counters (their backend pids differ mod 16).
      const clients: pg.Client[] = [];
      const slotOf = new Map<pg.Client, number>();
      let pair: [pg.Client, pg.Client] | undefined;
      while (!pair && clients.length < 20) {
        const client = new pg.Client({ connectionString });
        await client.connect();
        clients.push(client);
        slotOf.set(client, (await client.query("SELECT counter_slot() AS s")).rows[0].s);
        const other = clients.find((c) => slotOf.get(c) !== slotOf.get(client));
        if (other) pair = [other, client];
      }
      try {
        if (!pair) throw new Error("no two connections in different slots");
        const [first, second] = pair;
        const member = await createTestUser(app);
        const dashboard = async () =>
          (await call(app, { method: "GET", url: "/api/admin/dashboard", headers: admin.auth })).body.data;
        const members = async () =>
          (await call(app, { method: "GET", url: "/api/stats/public" })).body.data.members as number;
        const before = await dashboard();
        const membersBefore = await members();
        const deposit = (client: pg.Client) =>
          client.query(
            `INSERT INTO deposits (user_id, plan_name, plan_roi_bp, amount_cents, method, currency)
             VALUES ($1, 'Standard', 1000, 10000, 'crypto', 'BTC')`,
            [member.user.id],
          );
        const signUp = (client: pg.Client, name: string) =>
          client.query(
            `INSERT INTO users (username, email, first_name, last_name, password_hash)
             VALUES ($1, $1 || '@example.test', 'Slot', 'Test', 'x') RETURNING id`,
            [name],
          );
        const tag = `slot${Date.now()}`;

        await first.query("BEGIN");
        await deposit(first);
        const joined = await signUp(first, `${tag}_a`);
        // With one row per counter this would wait for the first transaction's commit.
        await second.query("SET lock_timeout = '2s'");
        await second.query("BEGIN");
        await deposit(second);
        await signUp(second, `${tag}_b`);
        await second.query("COMMIT");
        await first.query("COMMIT");
        // A member removed from the other connection's slot: the sums stay right.
        await second.query("DELETE FROM users WHERE id = $1", [joined.rows[0].id]);

        const after = await dashboard();
        expect(after.daily.at(-1).deposits).toBe(before.daily.at(-1).deposits + 2);
        expect(after.daily.at(-1).depositAmount).toBe(before.daily.at(-1).depositAmount + 200);
        expect(after.daily.at(-1).signups).toBe(before.daily.at(-1).signups + 1);
        expect(after.counts.users).toBe(before.counts.users + 1);
        // The public count is cached for up to a second.
        expect(await seenWithin(3_000, async () => (await members()) === membersBefore + 1)).toBe(true);
      } finally {
        await Promise.all(clients.map((c) => c.end()));
      }
    },
  );
});
