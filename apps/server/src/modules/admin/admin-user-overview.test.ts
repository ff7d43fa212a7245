import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testRows } from "../../../test/factories/rows.ts";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { users } from "../../db/schema.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });

const overview = (id: string) =>
  call(app, { method: "GET", url: `/api/admin/users/${id}/overview`, headers: admin.auth });

describe("GET /api/admin/users/:id/overview", () => {
  it("returns the user, balance from the ledger, masked card and all their money records", async () => {
    const member = await createTestUser(app);
    await app.db
      .update(users)
      .set({ cardName: "Grace Hopper", cardBrand: "VISA", cardLast4: "4242", cardExpiry: "12/27" })
      .where(eq(users.id, member.user.id));
    const deposit = await testRows.deposit(app.db, member.user.id, { amountCents: 25_000 });
    await testRows.withdrawal(app.db, member.user.id, "denied");
    await testRows.coursePayment(app.db, member.user.id, "accepted");
    await testRows.credit(app.db, member.user.id, 7_500, "goodwill");
    await testRows.credit(app.db, member.user.id, -2_500, "correction");
    const someoneElse = await createTestUser(app);
    await testRows.deposit(app.db, someoneElse.user.id);

    const res = await overview(member.user.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("User overview gotten successfully");
    const data = res.body.data;
    expect(data.user).toMatchObject({
      id: member.user.id,
      wallet: 50,
      cardDetails: { brand: "VISA", last4: "4242", expiryDate: "12/27" },
    });
    expect(JSON.stringify(data)).not.toContain("passwordHash");
    expect(data.deposits).toEqual([expect.objectContaining({ id: deposit.id, amount: 250, status: "pending" })]);
    expect(data.withdrawals).toEqual([expect.objectContaining({ amount: 100, status: "denied" })]);
    expect(data.coursePayments).toEqual([expect.objectContaining({ course: "monthly", status: "accepted" })]);
    expect(data.ledger.map((e: { amount: number; reason: string }) => [e.amount, e.reason]).sort()).toEqual([
      [-25, "correction"],
      [75, "goodwill"],
    ]);
  });

  it("answers 404 for an unknown user and 400 for a malformed id", async () => {
    expect((await overview(randomUUID())).status).toBe(404);
    const bad = await overview("not-a-uuid");
    expect(bad.status).toBe(400);
  });
});
