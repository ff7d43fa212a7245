import { ACCOUNT_GUARD_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fund, pay } from "../../../test/factories/course-orders.ts";
import { VALID_ETH_ADDRESS } from "../../../test/factories/crypto.ts";
import { emailLinkToken, mailsTo } from "../../../test/factories/email.ts";
import { call, createTestApp, createTestUser, signInAgain, type TestUser } from "../../../test/helpers.ts";
import { users } from "../../db/schema.ts";
import { manualClock } from "../../lib/clock.ts";

// A freeze and a settings lock stop every change of control (docs/security.md, "What a freeze and
// a lock stop"); a freeze also stops spending from the wallet.

const clock = manualClock(new Date("2026-11-02T09:30:00Z"));
const app = await createTestApp({}, { clock });
const DAY = 24 * 60 * 60 * 1000;

const send = (u: TestUser | null, method: "POST" | "PUT", url: string, payload?: Record<string, unknown>) =>
  call(app, { method, url, headers: u?.auth ?? {}, payload });
const post = (u: TestUser | null, url: string, payload?: Record<string, unknown>) => send(u, "POST", url, payload);
const openLink = (token: string) => post(null, "/api/email/confirm", { token });
const emailOf = async (u: TestUser) =>
  (await app.db.select({ email: users.email }).from(users).where(eq(users.id, u.user.id)))[0]?.email;
const pendingEmailOf = async (u: TestUser) =>
  (await call(app, { method: "GET", url: "/api/user/email", headers: u.auth })).body.data.pendingEmail;

/** Asks for an e-mail change and returns the link's token, mailed before any guard starts. */
async function askEmailChange(u: TestUser, to: string): Promise<string> {
  const asked = await post(u, "/api/user/email", { email: to, password: u.password });
  expect(asked.status).toBe(200);
  return emailLinkToken(app, to);
}

async function frozen(u: TestUser): Promise<{ member: TestUser; since: Date }> {
  const since = clock.now();
  expect((await post(u, "/api/security/freeze-now")).status).toBe(200);
  return { member: await signInAgain(app, u), since };
}

/** Every change of control, as a member's session asks for it. */
const changesOfControl = (u: TestUser) => [
  () => post(u, "/api/user/email", { email: `moved-${u.user.id.slice(0, 8)}@example.test`, password: u.password }),
  () =>
    post(u, "/api/security/password", {
      currentPassword: u.password,
      password: "another-pass-1",
      confirmPassword: "another-pass-1",
    }),
  () => post(u, "/api/security/two-factor/confirm", { code: "123456" }),
  () => post(u, "/api/security/two-factor/recovery-codes", { code: "123456" }),
  () => post(u, "/api/security/passkeys/options"),
  () => send(u, "PUT", "/api/security/anti-phishing", { code: "blue heron" }),
  () => post(u, "/api/user/addresses", { network: "USDT_ERC20", address: VALID_ETH_ADDRESS }),
];

describe("an e-mail change asked for before a freeze", () => {
  it("is refused when its link is opened during the freeze, and is void: the account keeps its address", async () => {
    const u = await createTestUser(app);
    const token = await askEmailChange(u, "thief-freeze@example.test");
    clock.advance(1000);
    const { member, since } = await frozen(u);

    const opened = await openLink(token);
    expect(opened.body).toMatchObject({ status: 403, error: ACCOUNT_GUARD_MESSAGES.isFrozen(since) });
    expect(await emailOf(u)).toBe(u.user.email);
    expect(await pendingEmailOf(member)).toBeNull();
  });

  it("is not mailed when the freeze starts before the link is sent", async () => {
    const u = await createTestUser(app);
    const asked = await post(u, "/api/user/email", { email: "thief-early@example.test", password: u.password });
    expect(asked.status).toBe(200);
    await frozen(u);
    expect(await mailsTo(app, "thief-early@example.test")).toEqual([]);
  });
});

describe("an e-mail change asked for before a settings lock", () => {
  it("is refused during the lock, and no longer shown as waiting", async () => {
    const u = await createTestUser(app);
    const token = await askEmailChange(u, "thief-lock@example.test");
    clock.advance(1000);
    expect((await post(u, "/api/security/settings-lock", { days: 1, password: u.password })).status).toBe(200);
    expect(await pendingEmailOf(u)).toBeNull();

    expect((await openLink(token)).body).toMatchObject({
      status: 403,
      error: ACCOUNT_GUARD_MESSAGES.settingsLocked(1),
    });
    expect(await emailOf(u)).toBe(u.user.email);
  });

  it("asked for after the lock ended goes through", async () => {
    const u = await createTestUser(app);
    await post(u, "/api/security/settings-lock", { days: 1, password: u.password });
    await post(u, "/api/security/settings-lock/unlock", { password: u.password });
    clock.advance(DAY + 1000);
    const member = await signInAgain(app, u);
    const token = await askEmailChange(member, "after-lock@example.test");
    expect((await openLink(token)).status).toBe(200);
    expect(await emailOf(u)).toBe("after-lock@example.test");
  });
});

describe("a frozen account", () => {
  it("refuses every change of control from a session, saying why and how to unfreeze", async () => {
    const { member, since } = await frozen(await createTestUser(app));
    for (const attempt of changesOfControl(member)) {
      const res = await attempt();
      expect(res.body, res.body.error).toMatchObject({ status: 403, error: ACCOUNT_GUARD_MESSAGES.isFrozen(since) });
    }
    expect(ACCOUNT_GUARD_MESSAGES.isFrozen(since)).toMatch(/To unfreeze it, ask on your security page/);
  });

  it("refuses spending from the wallet: a course bought with the balance", async () => {
    const u = await createTestUser(app);
    await fund(app, u, 300_00);
    const { member, since } = await frozen(u);
    const res = await pay(app, member, { course: "monthly", method: "wallet", amount: "250" });
    expect(res.body).toMatchObject({ status: 403, error: ACCOUNT_GUARD_MESSAGES.isFrozen(since) });
  });
});

describe("a settings lock", () => {
  it("refuses every change of control, but not spending", async () => {
    const u = await createTestUser(app);
    await fund(app, u, 300_00);
    await post(u, "/api/security/settings-lock", { days: 2, password: u.password });
    for (const attempt of changesOfControl(u)) {
      const res = await attempt();
      expect(res.body, res.body.error).toMatchObject({ status: 403, error: ACCOUNT_GUARD_MESSAGES.settingsLocked(2) });
    }
    const bought = await pay(app, u, { course: "monthly", method: "wallet", amount: "250" });
    expect(bought.status).toBe(201);
  });
});
