import { ACCOUNT_GUARD_MESSAGES, SECURITY_MESSAGES } from "@vaultline/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveReleasedAddress } from "../../../test/factories/address-book.ts";
import { VALID_BTC_ADDRESS, VALID_ETH_ADDRESS } from "../../../test/factories/crypto.ts";
import { mailsTo } from "../../../test/factories/email.ts";
import { call, createTestApp, createTestUser, signInAgain, type TestUser } from "../../../test/helpers.ts";
import { securityEvents } from "../../db/schema.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { manualClock } from "../../lib/clock.ts";
import { enrolWithSecret, newTotpSecret, totpCode } from "./index.ts";

const clock = manualClock(new Date("2026-11-02T09:30:00Z"));
const app = await createTestApp({}, { clock });
const anAdmin = await createTestUser(app, { isAdmin: true });
const admin = () => signInAgain(app, anAdmin);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const post = (u: TestUser | null, url: string, payload?: Record<string, unknown>) =>
  call(app, { method: "POST", url, headers: u?.auth ?? {}, payload });
const guardOf = async (u: TestUser) =>
  (await call(app, { method: "GET", url: "/api/security/guard", headers: u.auth })).body.data;
const addAddress = (u: TestUser) =>
  post(u, "/api/user/addresses", { network: "USDT_ERC20", address: VALID_ETH_ADDRESS });
const eventKinds = async (u: TestUser) =>
  (await app.db.select().from(securityEvents).where(eq(securityEvents.userId, u.user.id))).map((e) => e.kind);

/** The token of the newest freeze link mailed to the member. */
async function freezeToken(u: TestUser): Promise<string> {
  for (const mail of (await mailsTo(app, u.user.email)).reverse()) {
    const token = mail.match(/\/freeze\/([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
  }
  throw new Error("no freeze link mailed");
}

async function withTwoFactor(u: TestUser): Promise<string> {
  const secret = newTotpSecret();
  await enrolWithSecret(app.db, {
    userId: u.user.id,
    secret,
    encryptionKey: app.config.encryptionKey,
    now: clock.now(),
  });
  return secret;
}

describe("anti-phishing code", () => {
  it("heads every mail to the member once set, whichever part of the app sends it, until removed", async () => {
    const u = await createTestUser(app);
    const saved = await call(app, {
      method: "PUT",
      url: "/api/security/anti-phishing",
      headers: u.auth,
      payload: { code: " blue heron 42 " },
    });
    expect(saved.body).toMatchObject({ status: 200, message: ACCOUNT_GUARD_MESSAGES.antiPhishingSaved });
    expect((await guardOf(u)).antiPhishingCode).toBe("blue heron 42");
    // A mail enqueued by recipient only (no member id) and a security mail both carry it.
    await app.db.transaction((tx) =>
      app.jobs.enqueue(tx, sendMailJob, { to: u.user.email.toUpperCase(), subject: "Plain news", text: "Hello" }),
    );
    await addAddress(u);
    const mails = await mailsTo(app, u.user.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail).toMatch(/Your anti-phishing code: blue heron 42\n/);

    await call(app, { method: "PUT", url: "/api/security/anti-phishing", headers: u.auth, payload: { code: null } });
    await app.db.transaction((tx) =>
      app.jobs.enqueue(tx, sendMailJob, { to: u.user.email, subject: "After removal", text: "Hello" }),
    );
    expect((await mailsTo(app, u.user.email)).at(-1)).not.toContain("anti-phishing code");
    expect(await eventKinds(u)).toEqual(expect.arrayContaining(["anti_phishing_set", "anti_phishing_removed"]));
  });

  it.each([["abc"], ["x".repeat(25)], ["<a href=x>"], [""]])("refuses %j and keeps the old code", async (code) => {
    const u = await createTestUser(app);
    await call(app, {
      method: "PUT",
      url: "/api/security/anti-phishing",
      headers: u.auth,
      payload: { code: "kept one" },
    });
    const res = await call(app, {
      method: "PUT",
      url: "/api/security/anti-phishing",
      headers: u.auth,
      payload: { code },
    });
    expect(res.status).toBe(400);
    expect((await guardOf(u)).antiPhishingCode).toBe("kept one");
  });

  it("is the member's alone: 401 without a session", async () => {
    expect((await call(app, { method: "GET", url: "/api/security/guard" })).status).toBe(401);
    expect(
      (await call(app, { method: "PUT", url: "/api/security/anti-phishing", payload: { code: "abcd" } })).status,
    ).toBe(401);
  });
});

describe("This wasn't me: the freeze link", () => {
  it("comes with every security mail, freezes at once, ends every session and stops withdrawals and address changes", async () => {
    const u = await createTestUser(app, { isVerified: true });
    await saveReleasedAddress(app, u);
    await call(app, {
      method: "POST",
      url: "/api/admin/users/balance",
      headers: (await admin()).auth,
      payload: { userId: u.user.id, amount: 50, reason: "test funds" },
    });
    const pending = await post(u, "/api/withdraw", { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC" });
    expect(pending.status).toBe(201);
    await addAddress(u);
    const mail = (await mailsTo(app, u.user.email)).find((m) => m.includes("A withdrawal address was added"));
    expect(mail).toContain("This wasn't me");

    const frozen = await post(null, "/api/security/freeze", { token: await freezeToken(u) });
    expect(frozen.body).toMatchObject({ status: 200, message: ACCOUNT_GUARD_MESSAGES.frozen });
    expect((await call(app, { method: "GET", url: "/api/security/sessions", headers: u.auth })).status).toBe(401);
    expect(
      (await mailsTo(app, u.user.email)).some((m) => m.includes("Subject: Your Vaultline account is frozen")),
    ).toBe(true);

    // Even signed in again (the thief knows the password), nothing leaves and nothing moves.
    const again = await signInAgain(app, u);
    const since = (await guardOf(again)).frozenAt;
    expect(since).toBe(clock.now().toISOString());
    const withdraw = await post(again, "/api/withdraw", { amount: 10, address: VALID_BTC_ADDRESS, network: "BTC" });
    expect(withdraw.body).toMatchObject({ status: 403, error: ACCOUNT_GUARD_MESSAGES.isFrozen(since) });
    expect((await post(again, "/api/user/addresses", { network: "BTC", address: VALID_BTC_ADDRESS })).status).toBe(403);
    const approve = await post(await admin(), `/api/admin/withdrawals/${pending.body.data.id}/approve`, {});
    expect(approve.body).toMatchObject({ status: 403, error: ACCOUNT_GUARD_MESSAGES.isFrozenForAdmin });

    const overview = await call(app, {
      method: "GET",
      url: `/api/admin/users/${u.user.id}/overview`,
      headers: (await admin()).auth,
    });
    expect(overview.body.data.guard).toMatchObject({ frozenAt: since, unfreezeAt: null });
    expect(overview.body.data.guard).not.toHaveProperty("antiPhishingCode");
    expect(await eventKinds(u)).toEqual(expect.arrayContaining(["account_frozen", "frozen_action_refused"]));
  });

  it("works once: a used or expired link is refused, changes nothing and is recorded", async () => {
    const u = await createTestUser(app);
    await addAddress(u);
    const token = await freezeToken(u);
    expect((await post(null, "/api/security/freeze", { token })).status).toBe(200);
    const twice = await post(null, "/api/security/freeze", { token });
    expect(twice.body).toMatchObject({ status: 400, error: ACCOUNT_GUARD_MESSAGES.freezeLinkUsed });

    const v = await createTestUser(app);
    await addAddress(v);
    const old = await freezeToken(v);
    clock.advance(7 * DAY + 1);
    const expired = await post(null, "/api/security/freeze", { token: old });
    expect(expired.body).toMatchObject({ status: 400, error: ACCOUNT_GUARD_MESSAGES.freezeLinkInvalid });
    expect((await guardOf(await signInAgain(app, v))).frozenAt).toBeNull();
    const unknown = await post(null, "/api/security/freeze", { token: "not-a-token" });
    expect(unknown.body).toMatchObject({ status: 400, error: ACCOUNT_GUARD_MESSAGES.freezeLinkInvalid });

    const refused = await app.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, "freeze_link_refused")));
    expect(refused.filter((e) => e.userId === u.user.id).map((e) => e.detail)).toEqual(["already used"]);
    expect(refused.filter((e) => e.userId === v.user.id).map((e) => e.detail)).toEqual(["expired"]);
  });

  it("unfreezes only with the password and the second factor, 24 hours later, e-mailed with a link that keeps it frozen", async () => {
    const u = await createTestUser(app);
    expect((await post(u, "/api/security/freeze-now")).status).toBe(200);
    let member = await signInAgain(app, u);
    expect((await post(member, "/api/security/unfreeze", { password: u.password })).body).toMatchObject({
      status: 400,
      error: ACCOUNT_GUARD_MESSAGES.unfreezeNeedsTwoFactor,
    });
    const secret = await withTwoFactor(u);
    expect((await post(member, "/api/security/unfreeze", { password: "wrong-one" })).status).toBe(400);
    expect((await post(member, "/api/security/unfreeze", { password: u.password })).body).toMatchObject({
      status: 401,
      error: SECURITY_MESSAGES.codeRequired,
    });
    const asked = await post(member, "/api/security/unfreeze", {
      password: u.password,
      code: totpCode(secret, clock.now()),
    });
    const at = new Date(clock.now().getTime() + DAY).toISOString();
    expect(asked.body).toMatchObject({
      status: 200,
      data: { at },
      message: ACCOUNT_GUARD_MESSAGES.unfreezeStarted(at),
    });
    const again = await post(member, "/api/security/unfreeze", { password: u.password, code: "123456" });
    expect(again.body).toMatchObject({ status: 409, error: ACCOUNT_GUARD_MESSAGES.unfreezePending(at) });
    expect(await eventKinds(u)).toEqual(expect.arrayContaining(["unfreeze_requested", "unfreeze_refused"]));

    // The owner did not ask: the link in the unfreeze mail keeps the account frozen.
    const mails = await mailsTo(app, u.user.email);
    expect(mails.find((m) => m.includes("Subject: Your Vaultline account will be unfrozen"))).toMatch(/\/freeze\//);
    expect((await post(null, "/api/security/freeze", { token: await freezeToken(u) })).status).toBe(200);
    member = await signInAgain(app, u);
    clock.advance(DAY + 1);
    expect((await guardOf(member)).frozenAt).not.toBeNull();

    clock.advance(HOUR);
    const next = await post(member, "/api/security/unfreeze", {
      password: u.password,
      code: totpCode(secret, clock.now()),
    });
    expect(next.status).toBe(200);
    clock.advance(DAY - 1);
    // The change also asks for the second factor again (step-up); given, the freeze alone refuses it.
    const stepUp = await post(member, "/api/security/step-up", { code: totpCode(secret, clock.now()) });
    expect(stepUp.status).toBe(200);
    const refused = await addAddress(member);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/frozen/);
    clock.advance(1);
    expect((await guardOf(member)).frozenAt).toBeNull();
    expect((await addAddress(member)).status).toBe(201);
  });
});

describe("settings lock", () => {
  it("refuses a delay outside 1–30 days or a wrong password and locks nothing", async () => {
    const u = await createTestUser(app);
    for (const days of [0, 31, 2.5]) {
      expect((await post(u, "/api/security/settings-lock", { days, password: u.password })).status).toBe(400);
    }
    expect((await post(u, "/api/security/settings-lock", { days: 3, password: "wrong-one" })).status).toBe(400);
    expect((await guardOf(u)).settingsLockedAt).toBeNull();
  });

  it("stops every security change, and an unlock takes the chosen days, is e-mailed each time and cannot be hurried", async () => {
    const u = await createTestUser(app);
    const locked = await post(u, "/api/security/settings-lock", { days: 3, password: u.password });
    expect(locked.body).toMatchObject({ status: 200, message: ACCOUNT_GUARD_MESSAGES.lockStarted(3) });
    expect(await guardOf(u)).toMatchObject({ settingsLockDays: 3, settingsUnlockAt: null });

    const refusals = [
      await addAddress(u),
      await post(u, "/api/security/password", {
        currentPassword: u.password,
        password: "another-pass-1",
        confirmPassword: "another-pass-1",
      }),
      await post(u, "/api/user/email", { email: "elsewhere@example.test", password: u.password }),
      await post(u, "/api/security/two-factor/confirm", { code: "123456" }),
      await post(u, "/api/security/passkeys/options"),
    ];
    for (const res of refusals)
      expect(res.body).toMatchObject({ status: 403, error: ACCOUNT_GUARD_MESSAGES.settingsLocked(3) });

    const mailsBefore = (await mailsTo(app, u.user.email)).length;
    const unlock = await post(u, "/api/security/settings-lock/unlock", { password: u.password });
    const at = new Date(clock.now().getTime() + 3 * DAY).toISOString();
    expect(unlock.body).toMatchObject({ status: 200, data: { at } });
    const during = await addAddress(u);
    expect(during.body).toMatchObject({ status: 403, error: ACCOUNT_GUARD_MESSAGES.settingsLockedUntil(at) });
    const hurry = await post(u, "/api/security/settings-lock/unlock", { password: u.password });
    expect(hurry.body).toMatchObject({ status: 409, error: ACCOUNT_GUARD_MESSAGES.unlockPending(at) });

    const mails = (await mailsTo(app, u.user.email)).slice(mailsBefore);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toContain("Subject: Someone asked to unlock your Vaultline security settings");
      expect(mail).toMatch(/\/freeze\/[A-Za-z0-9_-]+/);
    }
    expect(await eventKinds(u)).toEqual(
      expect.arrayContaining([
        "settings_locked",
        "settings_unlock_requested",
        "settings_unlock_refused",
        "locked_change_refused",
      ]),
    );

    clock.advance(3 * DAY);
    const member = await signInAgain(app, u);
    expect((await addAddress(member)).status).toBe(201);
    expect((await guardOf(member)).settingsLockedAt).toBeNull();
  });

  it("is said before the second factor is asked for: a locked member is not sent to fetch a code in vain", async () => {
    const u = await createTestUser(app);
    await post(u, "/api/security/settings-lock", { days: 2, password: u.password });
    await withTwoFactor(u);
    for (const res of [
      await addAddress(u),
      await post(u, "/api/user/email", { email: "elsewhere@example.test", password: u.password }),
      await post(u, "/api/security/passkeys/options"),
    ])
      expect(res.body).toMatchObject({ status: 403, error: ACCOUNT_GUARD_MESSAGES.settingsLocked(2) });
    // Unlocked, the same request is asked for the second factor.
    clock.advance(1000);
    const unlocked = await createTestUser(app);
    await withTwoFactor(unlocked);
    expect((await addAddress(unlocked)).body).toMatchObject({ status: 403, error: SECURITY_MESSAGES.stepUpRequired });
  });
});
