import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CARD, fund, pay } from "../../../test/factories/course-orders.ts";
import { walletOf } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, fixtures } from "../../../test/helpers.ts";
import { coursePayments, ledgerEntries } from "../../db/schema.ts";

const app = await createTestApp({ paymentGateway: "sandbox" });

describe("POST /api/education: paying for a course", () => {
  it("records a crypto payment with its proof as pending, priced by the server", async () => {
    const user = await createTestUser(app);
    const res = await pay(
      app,
      user,
      { course: "monthly", method: "crypto", amount: "250" },
      { content: fixtures.png() },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Course payment successful");
    expect(res.body.data).toMatchObject({ course: "monthly", amount: 250, method: "crypto", status: "pending" });
    const proof = await app.inject({ method: "GET", url: res.body.data.proofUrl, headers: user.auth });
    expect(proof.statusCode).toBe(200);
    const other = await createTestUser(app);
    expect((await app.inject({ method: "GET", url: res.body.data.proofUrl, headers: other.auth })).statusCode).toBe(
      404,
    );
    const mine = await call(app, { method: "GET", url: "/api/user/course-payments", headers: user.auth });
    expect(mine.body.data.map((p: { id: string }) => p.id)).toEqual([res.body.data.id]);
  });

  it("lets only one of several simultaneous payments through; the others get 409", async () => {
    const user = await createTestUser(app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        pay(app, user, { course: "monthly", method: "crypto", amount: "250" }, { content: fixtures.png() }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await app.db.select().from(coursePayments).where(eq(coursePayments.userId, user.user.id));
    expect(rows).toHaveLength(1);
  });

  it("accepts a PDF proof for the full course", async () => {
    const user = await createTestUser(app);
    const res = await pay(
      app,
      user,
      { course: "fullPay", method: "crypto", amount: "1500.00" },
      { content: fixtures.pdf() },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ course: "fullPay", amount: 1500 });
  });

  it("charges an approved sandbox card and keeps only brand and last 4", async () => {
    const user = await createTestUser(app);
    const res = await pay(app, user, {
      course: "fullPay",
      method: "card",
      amount: "1500",
      cardNumber: "4242 4242 4242 4242",
      ...CARD,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: "accepted", card: { brand: "VISA", last4: "4242" } });
    const [row] = await app.db.select().from(coursePayments).where(eq(coursePayments.id, res.body.data.id));
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
  });

  it("pays from the wallet: one course_purchase debit, accepted at once", async () => {
    const user = await createTestUser(app);
    await fund(app, user, 300_00);
    const res = await pay(app, user, { course: "monthly", method: "wallet", amount: "250" });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe("accepted");
    expect(await walletOf(app, user)).toBe(50);
    const entries = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.user.id));
    expect(entries.filter((e) => e.kind === "course_purchase").map((e) => e.amountCents)).toEqual([-250_00]);
  });

  it("replays a retried wallet payment with the same Idempotency-Key without debiting twice", async () => {
    const user = await createTestUser(app);
    await fund(app, user, 3000_00);
    const headers = { "idempotency-key": "course-retry-0001" };
    const first = await pay(app, user, { course: "fullPay", method: "wallet", amount: "1500" }, undefined, headers);
    const second = await pay(app, user, { course: "fullPay", method: "wallet", amount: "1500" }, undefined, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers["idempotent-replay"]).toBe("true");
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await walletOf(app, user)).toBe(1500);
  });
});
