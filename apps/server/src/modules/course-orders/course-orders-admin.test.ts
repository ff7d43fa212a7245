import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  call,
  createTestApp,
  createTestUser,
  fixtures,
  multipart,
  readOutbox,
  type TestUser,
} from "../../../test/helpers.ts";
import { auditLog } from "../../db/schema.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });

async function cryptoPayment(user: TestUser, course = "monthly", amount = "250") {
  const body = multipart({ course, method: "crypto", amount, email: user.user.email }, [
    { field: "avatar", filename: "proof.png", content: fixtures.png() },
  ]);
  const res = await call(app, {
    method: "POST",
    url: "/api/education",
    payload: body.payload,
    headers: { ...user.auth, ...body.headers },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; proofUrl: string };
}

const decide = (id: string, action: "accept" | "deny", payload?: object, user = admin) =>
  call(app, { method: "POST", url: `/api/admin/course-payments/${id}/${action}`, headers: user.auth, payload });

const access = async (user: TestUser) =>
  (await call(app, { method: "GET", url: "/api/user/course-payments", headers: user.auth })).body.data;

describe("admin course payments", () => {
  it("lists pending first, then newest first, with the user and the proof the admin can open", async () => {
    const a = await createTestUser(app);
    const b = await createTestUser(app);
    const first = await cryptoPayment(a);
    const second = await cryptoPayment(b, "fullPay", "1500");
    await decide(first.id, "accept");
    const list = await call(app, {
      method: "GET",
      url: "/api/admin/course-payments?pageSize=100",
      headers: admin.auth,
    });
    expect(list.status).toBe(200);
    const ids = list.body.data.items.map((p: { id: string }) => p.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const statuses = list.body.data.items.map((p: { status: string }) => p.status);
    expect(statuses.lastIndexOf("pending")).toBeLessThan(statuses.indexOf("accepted"));
    expect(list.body.data.items.find((p: { id: string }) => p.id === second.id).user.username).toBe(b.user.username);
    expect((await app.inject({ method: "GET", url: second.proofUrl, headers: admin.auth })).statusCode).toBe(200);
    const paged = await call(app, {
      method: "GET",
      url: "/api/admin/course-payments?pageSize=1&page=2",
      headers: admin.auth,
    });
    expect(paged.body.data.items).toHaveLength(1);
    expect(paged.body.data.total).toBeGreaterThanOrEqual(2);
  });

  it("accepts once: the second accept or deny is a 409; audited once; the user is e-mailed", async () => {
    const user = await createTestUser(app);
    const payment = await cryptoPayment(user);
    const res = await decide(payment.id, "accept");
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("accepted");
    expect((await decide(payment.id, "accept")).status).toBe(409);
    expect((await decide(payment.id, "deny", { reason: "Too late" })).status).toBe(409);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetId, payment.id));
    expect(audit.map((r) => r.action)).toEqual(["course_payment.accept"]);
    expect((await access(user))[0]).toMatchObject({ status: "accepted" });
    const mail = (await readOutbox(app)).find((m) => m.includes(user.user.email));
    expect(mail).toContain("accepted");
  });

  it("denies with a reason the user can read; a reason is required", async () => {
    const user = await createTestUser(app);
    const payment = await cryptoPayment(user);
    const noReason = await decide(payment.id, "deny", { reason: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe("Give a reason for the denial");
    const res = await decide(payment.id, "deny", { reason: "The proof shows a different amount" });
    expect(res.status).toBe(200);
    expect((await access(user))[0]).toMatchObject({
      status: "denied",
      denyReason: "The proof shows a different amount",
    });
    expect((await decide(payment.id, "accept")).status).toBe(409);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetId, payment.id));
    expect(audit.map((r) => [r.action, r.reason])).toEqual([
      ["course_payment.deny", "The proof shows a different amount"],
    ]);
    expect((await readOutbox(app)).some((m) => m.includes(user.user.email) && m.includes("denied"))).toBe(true);
  });

  it("lets a denied user pay again", async () => {
    const user = await createTestUser(app);
    const payment = await cryptoPayment(user);
    await decide(payment.id, "deny", { reason: "Blurry proof" });
    await cryptoPayment(user);
    expect((await access(user)).map((p: { status: string }) => p.status)).toEqual(["pending", "denied"]);
  });

  it("answers 404 for an unknown payment and 400 for a malformed id", async () => {
    expect((await decide("00000000-0000-4000-8000-000000000000", "accept")).status).toBe(404);
    expect((await decide("nope", "accept")).status).toBe(400);
  });

  it("refuses members (403) and visitors (401) on every admin course route", async () => {
    const member = await createTestUser(app);
    const payment = await cryptoPayment(member);
    expect((await decide(payment.id, "accept", undefined, member)).status).toBe(403);
    expect(
      (
        await call(app, {
          method: "POST",
          url: `/api/admin/course-payments/${payment.id}/deny`,
          payload: { reason: "x y z" },
        })
      ).status,
    ).toBe(401);
    expect((await call(app, { method: "GET", url: "/api/admin/course-payments", headers: member.auth })).status).toBe(
      403,
    );
    expect((await call(app, { method: "GET", url: "/api/admin/course-payments" })).status).toBe(401);
    expect((await access(member))[0].status).toBe("pending");
  });
});
