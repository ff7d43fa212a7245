import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { users } from "../../db/schema.ts";
import { testRows } from "./test-rows.ts";

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
});
