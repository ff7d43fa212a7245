import { SECURITY_MESSAGES } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveReleasedAddress } from "../../../test/factories/address-book.ts";
import { call, createTestApp, createTestUser, readOutbox, type TestUser } from "../../../test/helpers.ts";
import { manualClock } from "../../lib/clock.ts";
import { totpCode } from "./totp.ts";

const clock = manualClock(new Date("2026-07-01T10:00:00Z"));
const app = await createTestApp({}, { clock });
const STEP = 30_000;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, token: string | null, payload: Record<string, unknown> = {}) =>
  call(app, { method: "POST", url, payload, headers: token ? bearer(token) : {} });
const login = (u: TestUser, code?: string) =>
  post("/api/login", null, {
    username: u.user.username,
    password: u.password,
    ...(code === undefined ? {} : { code }),
  });
/** The next time step, so the next code is a fresh one. */
const nextStep = () => clock.advance(STEP);

/** A member who turned two-factor on through the API; returns the secret and the recovery codes. */
async function enrol(u: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post("/api/security/two-factor/setup", u.token);
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  const confirmed = await post("/api/security/two-factor/confirm", u.token, { code: totpCode(secret, clock.now()) });
  expect(confirmed.status).toBe(200);
  nextStep();
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes };
}

describe("turning two-factor on", () => {
  it("shows a secret and its QR URI, takes a first code, returns ten recovery codes once, signs out other devices", async () => {
    const u = await createTestUser(app);
    const other = (await login(u)).body.token as string;
    const setup = await post("/api/security/two-factor/setup", u.token);
    expect(setup.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Vaultline:user_\w+\?.*secret=/);

    const wrong = await post("/api/security/two-factor/confirm", u.token, { code: "000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.details).toEqual([{ field: "code", message: SECURITY_MESSAGES.setupCodeWrong }]);
    // A wrong code is not a lost session: the member stays signed in.
    expect((await call(app, { method: "GET", url: "/api/user", headers: u.auth })).status).toBe(200);

    const secret = setup.body.data.secret as string;
    const confirmed = await post("/api/security/two-factor/confirm", u.token, { code: totpCode(secret, clock.now()) });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const stored = await app.db.execute(sql`SELECT code_hash FROM recovery_codes WHERE user_id = ${u.user.id}`);
    expect(JSON.stringify(stored)).not.toContain(codes[0]?.replace("-", ""));

    const status = await call(app, { method: "GET", url: "/api/security/two-factor", headers: u.auth });
    expect(status.body.data).toMatchObject({ isEnabled: true, recoveryCodesLeft: 10, isSessionVerified: true });
    const ended = await call(app, { method: "GET", url: "/api/user", headers: bearer(other) });
    expect(ended.body.error).toBe(SECURITY_MESSAGES.sessionSecurityChange);
    expect((await post("/api/security/two-factor/setup", u.token)).status).toBe(409);
    const mails = await readOutbox(app);
    expect(mails.some((m) => m.includes(`To: ${u.user.email}`) && m.includes("Two-factor authentication is on"))).toBe(
      true,
    );
  });
});

describe("signing in with two-factor", () => {
  it("asks for the code, refuses a wrong or reused one, takes the next one and a recovery code once", async () => {
    const u = await createTestUser(app);
    const { secret, recoveryCodes } = await enrol(u);

    const missing = await login(u);
    expect(missing.status).toBe(401);
    expect(missing.body.token).toBeUndefined();
    expect(missing.body.details).toEqual([{ field: "code", message: "Enter the code from your authenticator app" }]);

    const wrong = await login(u, "123456");
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe(SECURITY_MESSAGES.codeWrong);

    const code = totpCode(secret, clock.now());
    const ok = await login(u, code);
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    const reused = await login(u, code);
    expect(reused.status).toBe(401);
    expect(reused.body.error).toBe(SECURITY_MESSAGES.codeReused);

    // The code of the step before is accepted (clock drift) only if it was not used: it was older than the last one.
    nextStep();
    expect((await login(u, totpCode(secret, new Date(clock.now().getTime() - STEP)))).status).toBe(401);
    expect((await login(u, totpCode(secret, clock.now()))).status).toBe(200);

    const recovery = recoveryCodes[0]?.toUpperCase() ?? "";
    expect((await login(u, recovery)).status).toBe(200);
    expect((await login(u, recovery)).body.error).toBe(SECURITY_MESSAGES.codeWrong);
    const status = await call(app, { method: "GET", url: "/api/security/two-factor", headers: u.auth });
    expect(status.body.data.recoveryCodesLeft).toBe(9);

    const events = await call(app, { method: "GET", url: "/api/security/events", headers: u.auth });
    const kinds = (events.body.data as { kind: string }[]).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["two_factor_enabled", "two_factor_failed", "recovery_code_used"]));
  });

  it("answers 429 after five wrong codes in 15 minutes, even to the right one, then lets the owner in", async () => {
    const u = await createTestUser(app);
    const { secret } = await enrol(u);
    for (let i = 0; i < 5; i++) expect((await login(u, `00000${i}`)).status).toBe(401);
    const limited = await login(u, totpCode(secret, clock.now()));
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    clock.advance(15 * 60_000 + 1000);
    expect((await login(u, totpCode(secret, clock.now()))).status).toBe(200);
  });
});

describe("recovery codes and turning two-factor off", () => {
  it("makes new recovery codes for a code (the old ones stop working)", async () => {
    const u = await createTestUser(app);
    const { secret, recoveryCodes } = await enrol(u);
    const renewed = await post("/api/security/two-factor/recovery-codes", u.token, {
      code: totpCode(secret, clock.now()),
    });
    expect(renewed.status).toBe(200);
    nextStep();
    expect((await login(u, recoveryCodes[1])).status).toBe(401);
    expect((await login(u, renewed.body.data.recoveryCodes[1])).status).toBe(200);
  });

  it("takes the password and a code; afterwards the password alone signs in", async () => {
    const u = await createTestUser(app);
    const { secret } = await enrol(u);
    const badPassword = await post("/api/security/two-factor/disable", u.token, {
      password: "not-it",
      code: totpCode(secret, clock.now()),
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.details[0].field).toBe("password");
    const badCode = await post("/api/security/two-factor/disable", u.token, { password: u.password, code: "999999" });
    expect(badCode.status).toBe(401);
    const off = await post("/api/security/two-factor/disable", u.token, {
      password: u.password,
      code: totpCode(secret, clock.now()),
    });
    expect(off.status).toBe(200);
    expect((await login(u)).status).toBe(200);
    const status = await call(app, { method: "GET", url: "/api/security/two-factor", headers: u.auth });
    expect(status.body.data).toMatchObject({ isEnabled: false, recoveryCodesLeft: 0 });
  });

  it("refuses every two-factor call to a visitor", async () => {
    const code = { code: "123456" };
    for (const [url, payload] of [
      ["setup", {}],
      ["confirm", code],
      ["disable", { ...code, password: "quiet-harbor-71" }],
      ["recovery-codes", code],
    ] as const) {
      expect((await post(`/api/security/two-factor/${url}`, null, payload)).status).toBe(401);
    }
    expect((await call(app, { method: "GET", url: "/api/security/two-factor" })).status).toBe(401);
  });
});

describe("withdrawals with two-factor on", () => {
  it("need a fresh code from the member's app", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const u = await createTestUser(app, { isVerified: true });
    await app.db.execute(
      sql`UPDATE users SET email_confirmed_at = ${clock.now().toISOString()} WHERE id = ${u.user.id}`,
    );
    await saveReleasedAddress(app, u);
    const funded = await post("/api/admin/users/balance", admin.token, { userId: u.user.id, amount: 50, reason: "t" });
    expect(funded.status).toBe(200);
    const { secret } = await enrol(u);
    const body = { amount: "10", address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", network: "BTC" };

    const missing = await post("/api/withdraw", u.token, body);
    expect(missing.status).toBe(401);
    expect(missing.body.details).toEqual([{ field: "code", message: SECURITY_MESSAGES.codeRequired }]);
    expect((await post("/api/withdraw", u.token, { ...body, code: "111111" })).status).toBe(401);
    const code = totpCode(secret, clock.now());
    const done = await post("/api/withdraw", u.token, { ...body, code });
    expect(done.status).toBe(201);
    const again = await post("/api/withdraw", u.token, { ...body, code });
    expect(again.body.error).toBe(SECURITY_MESSAGES.codeReused);
  });
});
