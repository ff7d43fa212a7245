import { SECURITY_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { VALID_BTC_ADDRESS } from "../../../test/factories/crypto.ts";
import { call, createTestApp, createTestUser, type TestUser } from "../../../test/helpers.ts";
import { manualClock } from "../../lib/clock.ts";
import { newTotpSecret, totpCode } from "./totp.ts";
import { enrolWithSecret } from "./two-factor.service.ts";

const clock = manualClock(new Date("2026-09-02T10:00:00Z"));
const app = await createTestApp({}, { clock });
const STEP = 30_000;
const MINUTE = 60_000;

const post = (u: TestUser, url: string, payload: Record<string, unknown> = {}) =>
  call(app, { method: "POST", url, payload, headers: u.auth });

/** A member with an authenticator app on, in a session that has not given it (as if signed in earlier). */
async function memberWithApp(): Promise<TestUser & { secret: string }> {
  const u = await createTestUser(app);
  const secret = newTotpSecret();
  await enrolWithSecret(app.db, {
    userId: u.user.id,
    secret,
    encryptionKey: app.config.encryptionKey,
    now: clock.now(),
  });
  return { ...u, secret };
}

// Each sensitive change, as a request; the guard answers before the change's own checks.
const changes = {
  password: (u: TestUser) =>
    post(u, "/api/security/password", {
      currentPassword: u.password,
      password: "a-fresh-long-phrase",
      confirmPassword: "a-fresh-long-phrase",
    }),
  email: (u: TestUser) => post(u, "/api/user/email", { email: `new-${u.user.id}@example.test`, password: u.password }),
  address: (u: TestUser) => post(u, "/api/user/addresses", { network: "BTC", address: VALID_BTC_ADDRESS }),
  passkey: (u: TestUser) => post(u, "/api/security/passkeys/options"),
  removeAddress: (u: TestUser) =>
    call(app, { method: "DELETE", url: "/api/user/addresses/00000000-0000-4000-8000-000000000000", headers: u.auth }),
};

describe("step-up", () => {
  it("asks for the second factor before each security change, then allows them for 5 minutes", async () => {
    const u = await memberWithApp();
    for (const [name, change] of Object.entries(changes)) {
      const refused = await change(u);
      expect([name, refused.status]).toEqual([name, 403]);
      expect(refused.body.details).toEqual([{ field: "stepUp", message: SECURITY_MESSAGES.stepUpRequired }]);
    }
    const confirmed = await post(u, "/api/security/step-up", { code: totpCode(u.secret, clock.now()) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(SECURITY_MESSAGES.stepUpDone);

    clock.advance(4 * MINUTE);
    expect((await changes.address(u)).status).toBe(201);
    expect((await changes.removeAddress(u)).status).toBe(404);
    clock.advance(1 * MINUTE + 1_000);
    expect((await changes.address(u)).status).toBe(403);
  });

  it("refuses a reused code with a clear message and records it; the next code works", async () => {
    const u = await memberWithApp();
    const code = totpCode(u.secret, clock.now());
    expect((await post(u, "/api/security/step-up", { code })).status).toBe(200);
    const reused = await post(u, "/api/security/step-up", { code });
    expect(reused.status).toBe(401);
    expect(reused.body.error).toBe(SECURITY_MESSAGES.codeReused);
    const events = await call(app, { method: "GET", url: "/api/security/events", headers: u.auth });
    expect(events.body.data.map((e: { kind: string }) => e.kind)).toContain("two_factor_failed");

    clock.advance(6 * MINUTE);
    expect((await changes.password(u)).status).toBe(403);
    expect((await post(u, "/api/security/step-up", { code: totpCode(u.secret, clock.now()) })).status).toBe(200);
    expect((await changes.password(u)).status).toBe(200);
  });

  it("counts the second factor given at sign-in", async () => {
    const u = await memberWithApp();
    clock.advance(STEP);
    const signedIn = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: u.user.username, password: u.password, code: totpCode(u.secret, clock.now()) },
    });
    const fresh = { ...u, auth: { authorization: `Bearer ${signedIn.body.token}` } };
    expect((await changes.address(fresh)).status).toBe(201);
  });

  it("answers a step-up code guesser 429 with a Retry-After that says what the message says", async () => {
    const u = await memberWithApp();
    let answer = await post(u, "/api/security/step-up", { code: "000000" });
    for (let i = 0; i < 6 && answer.status !== 429; i++)
      answer = await post(u, "/api/security/step-up", { code: "000000" });
    expect(answer.status).toBe(429);
    const seconds = Number(answer.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(60);
    expect(answer.body.error).toContain(`${Math.ceil(seconds / 60)} minutes`);
  });

  it("asks nothing more of a member without a second factor", async () => {
    const u = await createTestUser(app);
    expect((await changes.password(u)).status).toBe(200);
  });
});
