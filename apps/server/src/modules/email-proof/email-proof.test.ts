import { EMAIL_MESSAGES, PROOF_MIME_TYPES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { emailLinkToken, mailsTo } from "../../../test/factories/email.ts";
import { call, createTestApp, createTestUser, fixtures, multipart, signupBody } from "../../../test/helpers.ts";
import { securityEvents } from "../../db/schema.ts";
import { manualClock } from "../../lib/clock.ts";

const clock = manualClock(new Date("2026-11-01T12:00:00Z"));
const app = await createTestApp({}, { clock });
const HOUR = 60 * 60 * 1000;

const confirm = (token: string) => call(app, { method: "POST", url: "/api/email/confirm", payload: { token } });
const me = async (auth: { authorization: string }) =>
  (await call(app, { method: "GET", url: "/api/user", headers: auth })).body.data;
const eventsOf = async (userId: string) =>
  (await app.db.select().from(securityEvents).where(eq(securityEvents.userId, userId))).map((e) => e.kind);

async function signUp(suffix: string) {
  const res = await call(app, { method: "POST", url: "/api/signup", payload: signupBody(suffix) });
  expect(res.status).toBe(201);
  return {
    id: res.body.data.id as string,
    email: res.body.data.email as string,
    auth: { authorization: `Bearer ${res.body.token}` },
  };
}

describe("the sign-up link", () => {
  it("starts unconfirmed, mails a link that confirms once, and says so when it is opened again", async () => {
    const member = await signUp("ep1");
    expect((await me(member.auth)).isEmailConfirmed).toBe(false);
    const token = await emailLinkToken(app, member.email);
    const opened = await confirm(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ message: EMAIL_MESSAGES.confirmed, data: { isChange: false } });
    expect((await me(member.auth)).isEmailConfirmed).toBe(true);
    expect(await eventsOf(member.id)).toContain("email_confirmed");

    const reused = await confirm(token);
    expect(reused.status).toBe(200);
    expect(reused.body).toMatchObject({
      message: EMAIL_MESSAGES.alreadyConfirmed,
      data: { email: member.email, isAlreadyConfirmed: true },
    });
    expect((await eventsOf(member.id)).filter((e) => e === "email_confirmed")).toHaveLength(1);
  });

  it("works for 24 hours only; a new link (resend) works, and the old ones die with it", async () => {
    const member = await signUp("ep2");
    const first = await emailLinkToken(app, member.email);
    clock.advance(24 * HOUR + 60_000);
    expect((await confirm(first)).body).toMatchObject({ status: 400, error: EMAIL_MESSAGES.linkInvalid });
    expect((await me(member.auth)).isEmailConfirmed).toBe(false);

    const resent = await call(app, { method: "POST", url: "/api/email/resend", headers: member.auth });
    expect(resent.body).toMatchObject({ status: 200, message: EMAIL_MESSAGES.linkSent(member.email) });
    const second = await emailLinkToken(app, member.email);
    expect(second).not.toBe(first);
    clock.advance(23 * HOUR);
    expect((await confirm(second)).status).toBe(200);
    expect((await me(member.auth)).isEmailConfirmed).toBe(true);

    const again = await call(app, { method: "POST", url: "/api/email/resend", headers: member.auth });
    expect(again.body).toMatchObject({ status: 400, error: EMAIL_MESSAGES.alreadyConfirmed });
  });

  it("refuses an unknown or malformed token with 400 and limits resends to 5 per quarter hour", async () => {
    expect((await confirm("x".repeat(43))).status).toBe(400);
    expect((await confirm("short")).status).toBe(400);
    const member = await createTestUser(app, { isEmailConfirmed: false });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(app, { method: "POST", url: "/api/email/resend", headers: member.auth })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await call(app, { method: "POST", url: "/api/email/resend" })).status).toBe(401);
  });

  it("counts the ADMIN_* bootstrap admin as confirmed", async () => {
    const admin = { email: "boot-admin@example.test", username: "bootadmin", password: "boot-pass-123" };
    const other = await createTestApp({ admin });
    const [row] = await other.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, admin.email) });
    expect(row?.emailConfirmedAt).not.toBeNull();
  });
});

describe("an unconfirmed member", () => {
  it("is refused deposits, card payments, withdrawals, course payments and new payout addresses with 403", async () => {
    const member = await createTestUser(app, { isVerified: true, isEmailConfirmed: false });
    const form = multipart({ planId: "00000000-0000-0000-0000-000000000000", amount: "250" }, [
      { field: "avatar", filename: "proof.png", content: fixtures.png(), type: PROOF_MIME_TYPES[0] },
    ]);
    const attempts: (InjectOptions & { headers?: Record<string, string> })[] = [
      { method: "POST" as const, url: "/api/user/invest", ...form },
      {
        method: "PATCH" as const,
        url: "/api/user/makeCardPayment",
        payload: { planId: "00000000-0000-0000-0000-000000000000", amount: 250 },
      },
      {
        method: "POST" as const,
        url: "/api/withdraw",
        payload: { amount: 1, address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", network: "BTC" },
      },
      { method: "POST" as const, url: "/api/education", ...form },
      {
        method: "POST" as const,
        url: "/api/user/addresses",
        payload: { network: "BTC", address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" },
      },
    ];
    for (const attempt of attempts) {
      const res = await call(app, { ...attempt, headers: { ...attempt.headers, ...member.auth } });
      expect(res.status, String(attempt.url)).toBe(403);
      expect(res.body.error).toBe(EMAIL_MESSAGES.confirmFirst);
    }
    // The same calls pass the gate for a confirmed member (and fail later, on their own grounds).
    const confirmed = await createTestUser(app, { isVerified: true });
    for (const attempt of attempts) {
      const res = await call(app, { ...attempt, headers: { ...attempt.headers, ...confirmed.auth } });
      expect(res.status, String(attempt.url)).not.toBe(403);
    }
  });
});

describe("changing the e-mail address", () => {
  const change = (auth: { authorization: string }, payload: Record<string, string>) =>
    call(app, { method: "POST", url: "/api/user/email", headers: auth, payload });

  it("needs the password and a new, free address", async () => {
    const member = await createTestUser(app);
    const taken = await createTestUser(app);
    const wrong = await change(member.auth, { email: "new-ep@example.test", password: "nope-nope" });
    expect(wrong.body).toMatchObject({ status: 400, error: EMAIL_MESSAGES.wrongPassword });
    const same = await change(member.auth, { email: member.user.email.toUpperCase(), password: member.password });
    expect(same.body).toMatchObject({ status: 400, error: EMAIL_MESSAGES.sameEmail });
    const clash = await change(member.auth, { email: taken.user.email, password: member.password });
    expect(clash.status).toBe(409);
    expect((await change(member.auth, { email: "not an e-mail", password: member.password })).status).toBe(400);
    const anonymous = { email: "anon-ep@example.test", password: "whatever" };
    expect((await call(app, { method: "POST", url: "/api/user/email", payload: anonymous })).status).toBe(401);
    expect((await call(app, { method: "GET", url: "/api/user/email" })).status).toBe(401);
  });

  it("moves the account when the new address opens its link, and tells the old address", async () => {
    const member = await createTestUser(app);
    const old = member.user.email;
    const first = await change(member.auth, { email: "first-choice@example.test", password: member.password });
    expect(first.body).toMatchObject({ status: 200, data: { pendingEmail: "first-choice@example.test" } });
    const firstToken = await emailLinkToken(app, "first-choice@example.test");
    const res = await change(member.auth, { email: "Second-Choice@example.test", password: member.password });
    expect(res.status).toBe(200);
    const token = await emailLinkToken(app, "Second-Choice@example.test");

    // Nothing moves before the link is opened; the newer request voided the older link.
    const status = await call(app, { method: "GET", url: "/api/user/email", headers: member.auth });
    expect(status.body.data).toEqual({ email: old, isConfirmed: true, pendingEmail: "Second-Choice@example.test" });
    expect((await confirm(firstToken)).status).toBe(400);
    expect((await me(member.auth)).email).toBe(old);

    const opened = await confirm(token);
    expect(opened.body).toMatchObject({ status: 200, message: EMAIL_MESSAGES.changed("Second-Choice@example.test") });
    expect(await me(member.auth)).toMatchObject({ email: "Second-Choice@example.test", isEmailConfirmed: true });
    const notice = (await mailsTo(app, old)).find((m) => m.includes("was changed"));
    expect(notice).toContain("Second-Choice@example.test");
    expect(await eventsOf(member.user.id)).toContain("email_changed");
    // Opened again: nothing left to do, and the member is told the address is already confirmed.
    expect((await confirm(token)).body).toMatchObject({ status: 200, message: EMAIL_MESSAGES.alreadyConfirmed });

    const login = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "second-choice@example.test", password: member.password },
    });
    expect(login.status).toBe(200);
  });

  it("confirms an unconfirmed member through the new address", async () => {
    const member = await createTestUser(app, { isEmailConfirmed: false });
    await change(member.auth, { email: "fresh-ep@example.test", password: member.password });
    expect((await confirm(await emailLinkToken(app, "fresh-ep@example.test"))).status).toBe(200);
    expect((await me(member.auth)).isEmailConfirmed).toBe(true);
  });
});
