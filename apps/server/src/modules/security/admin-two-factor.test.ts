import { randomBytes } from "node:crypto";
import { SECURITY_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { call, createSecondApp, createTestApp } from "../../../test/helpers.ts";
import { manualClock } from "../../lib/clock.ts";
import { WRONG_ENCRYPTION_KEY } from "../../lib/encryption-key-check.ts";
import { totpCode } from "./totp.ts";

// The bootstrap admin (ADMIN_*): with ADMIN_TOTP_SECRET it signs in with codes of that secret at once;
// without it, it signs in with the password and must set two-factor up before the admin area opens.
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const clock = manualClock(new Date("2026-08-01T12:00:00Z"));
const withSecret = await createTestApp(
  { admin: { email: "boot@example.test", username: "boot", password: "boot-pass-1", totpSecret: SECRET } },
  { clock },
);
const withoutSecret = await createTestApp(
  { admin: { email: "boot@example.test", username: "boot", password: "boot-pass-1" } },
  { clock },
);
const credentials = { username: "boot", password: "boot-pass-1" };

describe("the bootstrap admin's two-factor", () => {
  it("is on with ADMIN_TOTP_SECRET: the password alone is refused, the code opens the admin area", async () => {
    const bare = await call(withSecret, { method: "POST", url: "/api/login", payload: credentials });
    expect(bare.status).toBe(401);
    expect(bare.body.details[0].field).toBe("code");
    const signedIn = await call(withSecret, {
      method: "POST",
      url: "/api/login",
      payload: { ...credentials, code: totpCode(SECRET, clock.now()) },
    });
    expect(signedIn.status).toBe(200);
    const dashboard = await call(withSecret, {
      method: "GET",
      url: "/api/admin/dashboard",
      headers: { authorization: `Bearer ${signedIn.body.token}` },
    });
    expect(dashboard.status).toBe(200);
  });

  it("is set up on first sign-in without it: the admin area opens once it is on", async () => {
    const signedIn = await call(withoutSecret, { method: "POST", url: "/api/login", payload: credentials });
    expect(signedIn.status).toBe(200);
    const auth = { authorization: `Bearer ${signedIn.body.token}` };
    const refused = await call(withoutSecret, { method: "GET", url: "/api/admin/dashboard", headers: auth });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(SECURITY_MESSAGES.setupRequired);
    const status = await call(withoutSecret, { method: "GET", url: "/api/security/two-factor", headers: auth });
    expect(status.body.data).toMatchObject({ isEnabled: false, isRequired: true });

    const setup = await call(withoutSecret, { method: "POST", url: "/api/security/two-factor/setup", headers: auth });
    const code = totpCode(setup.body.data.secret, clock.now());
    const on = await call(withoutSecret, {
      method: "POST",
      url: "/api/security/two-factor/confirm",
      headers: auth,
      payload: { code },
    });
    expect(on.status).toBe(200);
    expect((await call(withoutSecret, { method: "GET", url: "/api/admin/dashboard", headers: auth })).status).toBe(200);
  });
});

describe("a changed ENCRYPTION_KEY", () => {
  it("stops the server at start with a clear reason, instead of failing every two-factor sign-in later", async () => {
    await expect(createSecondApp(withSecret, { encryptionKey: randomBytes(32) })).rejects.toThrow(WRONG_ENCRYPTION_KEY);
    const same = await createSecondApp(withSecret);
    const signedIn = await call(same, {
      method: "POST",
      url: "/api/login",
      payload: { ...credentials, code: totpCode(SECRET, same.clock.now()) },
    });
    expect(signedIn.status).toBe(200);
  });
});
