import { ACCOUNT_GUARD_MESSAGES, SECURITY_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { softAuthenticator } from "../../../test/factories/passkey.ts";
import { call, createTestApp, createTestUser, readOutbox, type TestUser } from "../../../test/helpers.ts";
import { manualClock } from "../../lib/clock.ts";
import { createUser } from "../users/index.ts";
import { openSession } from "./sessions.service.ts";

const clock = manualClock(new Date("2026-09-01T10:00:00Z"));
const app = await createTestApp({}, { clock });
const publicUrl = app.config.publicUrl;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, token: string | null, payload?: Record<string, unknown>) =>
  call(app, { method: "POST", url, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} });
const events = async (token: string) =>
  (await call(app, { method: "GET", url: "/api/security/events", headers: bearer(token) })).body.data as {
    kind: string;
    detail: string | null;
  }[];

/** Adds a passkey through the API (the session must be allowed to: no second factor yet, or a fresh one). */
async function addPasskey(u: { token: string }, name: string, key = softAuthenticator(publicUrl)) {
  const options = await post("/api/security/passkeys/options", u.token);
  expect(options.status).toBe(200);
  const added = await post("/api/security/passkeys", u.token, { name, response: key.register(options.body.data) });
  expect(added.status).toBe(201);
  return key;
}

async function signInWith(key: ReturnType<typeof softAuthenticator>, overrides?: { origin?: string }) {
  const options = await post("/api/login/passkey/options", null);
  expect(options.status).toBe(200);
  const response = key.assert(options.body.data, overrides);
  return { answer: await post("/api/login/passkey", null, { response }), response };
}

describe("passkeys", () => {
  it("registers several, names and removes them, and asks for one again before another is added", async () => {
    const u = await createTestUser(app);
    const laptop = await addPasskey(u, "Laptop");
    const added = (await readOutbox(app)).at(-1);
    expect(added).toContain('A passkey named "Laptop" was just added');
    // Like every security mail, it carries the "This wasn't me" freeze link.
    expect(added).toContain("This wasn't me");
    expect(added).toMatch(/\/freeze\/[A-Za-z0-9_-]{20,}/);

    // Now the member has a second factor, and this session has not given it: adding another asks for it.
    const refused = await post("/api/security/passkeys/options", u.token);
    expect(refused.status).toBe(403);
    expect(refused.body.details[0].field).toBe("stepUp");
    const stepOptions = await post("/api/security/step-up/passkey/options", u.token);
    const stepped = await post("/api/security/step-up/passkey", u.token, {
      response: laptop.assert(stepOptions.body.data),
    });
    expect(stepped.status).toBe(200);
    await addPasskey(u, "Phone");

    const list = await call(app, { method: "GET", url: "/api/security/passkeys", headers: u.auth });
    expect(list.body.data.map((p: { name: string }) => p.name).sort()).toEqual(["Laptop", "Phone"]);
    const phone = list.body.data.find((p: { name: string }) => p.name === "Phone");
    const renamed = await call(app, {
      method: "PATCH",
      url: `/api/security/passkeys/${phone.id}`,
      headers: u.auth,
      payload: { name: "Work phone" },
    });
    expect(renamed.status).toBe(200);
    const removed = await call(app, { method: "DELETE", url: `/api/security/passkeys/${phone.id}`, headers: u.auth });
    expect(removed.status).toBe(200);
    const after = await call(app, { method: "GET", url: "/api/security/passkeys", headers: u.auth });
    expect(after.body.data.map((p: { name: string }) => p.name)).toEqual(["Laptop"]);
    expect((await events(u.token)).map((e) => e.kind)).toEqual(
      expect.arrayContaining(["passkey_added", "passkey_removed", "step_up"]),
    );

    // Another member cannot touch it.
    const other = await createTestUser(app);
    const laptopId = after.body.data[0].id;
    const foreign = await call(app, {
      method: "DELETE",
      url: `/api/security/passkeys/${laptopId}`,
      headers: other.auth,
    });
    expect(foreign.status).toBe(404);
  });

  it("signs in without a password, and is the second factor the password alone cannot replace", async () => {
    const u = await createTestUser(app);
    const key = await addPasskey(u, "Laptop");
    const { answer } = await signInWith(key);
    expect(answer.status).toBe(200);
    expect(answer.body.data.username).toBe(u.user.username);
    expect((await call(app, { method: "GET", url: "/api/user", headers: bearer(answer.body.token) })).status).toBe(200);

    const passwordOnly = await post("/api/login", null, { username: u.user.username, password: u.password });
    expect(passwordOnly.status).toBe(401);
    expect(passwordOnly.body.details[0]).toEqual({ field: "passkey", message: SECURITY_MESSAGES.passkeyRequired });
  });

  it("lets an admin use a passkey instead of an authenticator app for the admin area", async () => {
    const admin = await createUser(app.db, {
      firstname: "Passkey",
      lastname: "Admin",
      email: "passkey-admin@example.test",
      username: "passkey_admin",
      password: "correct-horse-battery",
      isAdmin: true,
      isEmailConfirmed: true,
    });
    const { token } = await openSession(app.db, {
      userId: admin.id,
      client: { ip: "127.0.0.1", userAgent: "test" },
      now: clock.now(),
      jwtSecret: app.config.jwtSecret,
    });
    const dashboard = (t: string) => call(app, { method: "GET", url: "/api/admin/dashboard", headers: bearer(t) });
    expect((await dashboard(token)).body.error).toBe(SECURITY_MESSAGES.setupRequired);
    const key = await addPasskey({ token }, "Security key");
    // The passkey counts as two-factor from now on; this session has not used it yet.
    expect((await dashboard(token)).body.error).toBe(SECURITY_MESSAGES.sessionNotVerified);
    const { answer } = await signInWith(key);
    expect((await dashboard(answer.body.token)).status).toBe(200);
  });
});

describe("refused passkey answers", () => {
  it("refuses a replayed sign-in answer, and records it on the account", async () => {
    const u = await createTestUser(app);
    const key = await addPasskey(u, "Laptop");
    const { answer, response } = await signInWith(key);
    expect(answer.status).toBe(200);
    const replay = await post("/api/login/passkey", null, { response });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe(SECURITY_MESSAGES.passkeyRequestSpent);
    expect((await events(u.token)).find((e) => e.kind === "passkey_refused")?.detail).toBe(
      "an answer to a used or expired request",
    );
  });

  it("refuses an answer after its challenge expired (5 minutes)", async () => {
    const u = await createTestUser(app);
    const key = await addPasskey(u, "Laptop");
    const options = await post("/api/login/passkey/options", null);
    clock.advance(5 * 60_000 + 1_000);
    const late = await post("/api/login/passkey", null, { response: key.assert(options.body.data) });
    expect(late.status).toBe(401);
    expect(late.body.error).toBe(SECURITY_MESSAGES.passkeyRequestSpent);
  });

  it("refuses an unknown passkey, an answer signed for another site, and another member's passkey", async () => {
    const u = await createTestUser(app);
    const key = await addPasskey(u, "Laptop");

    const stranger = softAuthenticator(publicUrl);
    const unknown = await signInWith(stranger);
    expect(unknown.answer.status).toBe(401);
    expect(unknown.answer.body.error).toBe(SECURITY_MESSAGES.passkeyUnknown);

    const phished = await signInWith(key, { origin: "https://vaultline-login.example" });
    expect(phished.answer.status).toBe(401);
    expect(phished.answer.body.error).toBe(SECURITY_MESSAGES.passkeyNotVerified);

    // A step-up of another member's session with u's passkey.
    const other: TestUser = await createTestUser(app);
    await addPasskey(other, "Theirs");
    const options = await post("/api/security/step-up/passkey/options", other.token);
    const foreign = await post("/api/security/step-up/passkey", other.token, {
      response: key.assert(options.body.data),
    });
    expect(foreign.status).toBe(401);
    expect(foreign.body.details[0].field).toBe("passkey");
    expect((await events(other.token)).find((e) => e.kind === "passkey_refused")?.detail).toBe(
      "a passkey of another account",
    );
    expect((await events(u.token)).find((e) => e.kind === "passkey_refused")?.detail).toBe(
      "a signature that did not verify",
    );
  });

  it("refuses a registration answer for a spent challenge and a malformed one", async () => {
    const u = await createTestUser(app);
    const key = softAuthenticator(publicUrl);
    const options = await post("/api/security/passkeys/options", u.token);
    const response = key.register(options.body.data);
    expect((await post("/api/security/passkeys", u.token, { name: "One", response })).status).toBe(201);
    // The member has a passkey now: give it again so only the spent challenge refuses the replay.
    const stepOptions = await post("/api/security/step-up/passkey/options", u.token);
    await post("/api/security/step-up/passkey", u.token, { response: key.assert(stepOptions.body.data) });
    const again = await post("/api/security/passkeys", u.token, { name: "Two", response });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(SECURITY_MESSAGES.passkeyRequestSpent);
    const garbage = await post("/api/security/passkeys", u.token, {
      name: "Three",
      response: { id: "x", rawId: "x", type: "public-key", response: { clientDataJSON: "not-json" } },
    });
    expect(garbage.status).toBe(400);
  });
});

describe("passkeys under a settings lock", () => {
  it("cannot be added once the settings are locked, even with a challenge asked for before the lock", async () => {
    const u = await createTestUser(app);
    const key = softAuthenticator(publicUrl);
    const options = await post("/api/security/passkeys/options", u.token);
    expect(options.status).toBe(200);
    await post("/api/security/settings-lock", u.token, { days: 2, password: u.password });
    const added = await post("/api/security/passkeys", u.token, {
      name: "Thief",
      response: key.register(options.body.data),
    });
    expect(added.body).toMatchObject({ status: 403, error: ACCOUNT_GUARD_MESSAGES.settingsLocked(2) });
    const list = await call(app, { method: "GET", url: "/api/security/passkeys", headers: u.auth });
    expect(list.body.data).toEqual([]);
  });
});
