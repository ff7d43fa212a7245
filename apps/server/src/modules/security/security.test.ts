import { SECURITY_MESSAGES } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser, readOutbox, seenWithin, signupBody } from "../../../test/helpers.ts";
import { manualClock } from "../../lib/clock.ts";

const clock = manualClock(new Date("2026-06-01T09:00:00Z"));
const app = await createTestApp({}, { clock });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => call(app, { method: "GET", url: "/api/user", headers: bearer(token) });
async function signIn(username: string, password: string, userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0") {
  const answer = await call(app, {
    method: "POST",
    url: "/api/login",
    headers: { "user-agent": userAgent },
    payload: { username, password },
  });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

describe("sessions", () => {
  it("ends a session at logout: its token is refused at once with a clear message", async () => {
    const { user, password } = await createTestUser(app);
    const token = await signIn(user.username, password);
    expect((await me(token)).status).toBe(200);
    const out = await call(app, { method: "POST", url: "/api/logout", headers: bearer(token) });
    expect(out.body.message).toBe(SECURITY_MESSAGES.signedOut);
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body.error).toBe(SECURITY_MESSAGES.sessionEnded);
  });

  // Another process ends sessions with SQL this process's code never runs: only the database's
  // notification at commit can tell it. The test clock stands still, so the cached check never expires.
  it("refuses a token at once when another process ends its session", async () => {
    const { user, password } = await createTestUser(app);
    const token = await signIn(user.username, password);
    expect((await me(token)).status).toBe(200);
    await app.db.execute(
      sql`UPDATE sessions SET revoked_at = now(), revoked_reason = 'elsewhere' WHERE user_id = ${user.id}`,
    );
    expect(await seenWithin(1_000, async () => (await me(token)).status === 401)).toBe(true);
    expect((await me(token)).body.error).toBe(SECURITY_MESSAGES.sessionEnded);
  });

  it("closes the admin pages at once when another process turns the admin's two-factor off", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const dashboard = () => call(app, { method: "GET", url: "/api/admin/dashboard", headers: admin.auth });
    expect((await dashboard()).status).toBe(200);
    await app.db.execute(sql`DELETE FROM two_factor WHERE user_id = ${admin.user.id}`);
    expect(await seenWithin(1_000, async () => (await dashboard()).status === 403)).toBe(true);
    expect((await dashboard()).body.error).toBe(SECURITY_MESSAGES.setupRequired);
  });

  it("lists the member's devices and signs out one, or every other one", async () => {
    const { user, password } = await createTestUser(app);
    const phone = await signIn(user.username, password, "Mozilla/5.0 (Linux; Android 15) Chrome/140.0 Mobile");
    const laptop = await signIn(user.username, password, "Mozilla/5.0 (Macintosh; Mac OS X 15_1) Safari/605.1");
    const third = await signIn(user.username, password);
    const list = await call(app, { method: "GET", url: "/api/security/sessions", headers: bearer(laptop) });
    const devices = list.body.data as { id: string; device: string; isCurrent: boolean }[];
    expect(devices.map((d) => d.device)).toEqual(expect.arrayContaining(["Chrome on Android", "Safari on macOS"]));
    expect(devices.filter((d) => d.isCurrent).map((d) => d.device)).toEqual(["Safari on macOS"]);

    const phoneSession = devices.find((d) => d.device === "Chrome on Android");
    const ended = await call(app, {
      method: "DELETE",
      url: `/api/security/sessions/${phoneSession?.id}`,
      headers: bearer(laptop),
    });
    expect(ended.status).toBe(200);
    expect((await me(phone)).status).toBe(401);

    // Another member cannot end this member's sessions.
    const stranger = await createTestUser(app);
    const foreign = devices.find((d) => d.isCurrent);
    const refused = await call(app, {
      method: "DELETE",
      url: `/api/security/sessions/${foreign?.id}`,
      headers: stranger.auth,
    });
    expect(refused.status).toBe(404);
    expect((await me(laptop)).status).toBe(200);

    const others = await call(app, {
      method: "POST",
      url: "/api/security/sessions/end-others",
      headers: bearer(laptop),
    });
    expect(others.body.data.ended).toBeGreaterThanOrEqual(1);
    expect((await me(third)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
  });

  it("ends a member's session after 7 idle days and an admin's after 30 idle minutes; each use slides it", async () => {
    const member = await createTestUser(app);
    const admin = await createTestUser(app, { isAdmin: true });
    const start = clock.now();
    try {
      clock.set(new Date(start.getTime() + 29 * MINUTE));
      expect((await me(admin.token)).status).toBe(200);
      clock.set(new Date(start.getTime() + 58 * MINUTE));
      expect((await me(admin.token)).status).toBe(200);
      clock.set(new Date(start.getTime() + 89 * MINUTE));
      const idleAdmin = await me(admin.token);
      expect(idleAdmin.status).toBe(401);
      expect(idleAdmin.body.error).toBe(SECURITY_MESSAGES.sessionIdle);

      clock.set(new Date(start.getTime() + 6 * DAY));
      expect((await me(member.token)).status).toBe(200);
      clock.set(new Date(start.getTime() + 12 * DAY));
      expect((await me(member.token)).status).toBe(200);
      clock.set(new Date(start.getTime() + 19 * DAY + MINUTE));
      expect((await me(member.token)).status).toBe(401);
    } finally {
      clock.set(start);
    }
  });
});

describe("password change", () => {
  it("needs the current password, signs out every other device and says so by e-mail", async () => {
    const { user, password } = await createTestUser(app);
    const here = await signIn(user.username, password);
    const elsewhere = await signIn(user.username, password, "curl/8.0");
    const wrong = await call(app, {
      method: "POST",
      url: "/api/security/password",
      headers: bearer(here),
      payload: { currentPassword: "not-it", password: "brand-new-1", confirmPassword: "brand-new-1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(SECURITY_MESSAGES.wrongPassword);
    expect((await me(elsewhere)).status).toBe(200);

    const changed = await call(app, {
      method: "POST",
      url: "/api/security/password",
      headers: bearer(here),
      payload: { currentPassword: password, password: "brand-new-1", confirmPassword: "brand-new-1" },
    });
    expect(changed.status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
    expect((await signIn(user.username, "brand-new-1")).length).toBeGreaterThan(20);
    const mails = (await readOutbox(app)).filter((m) => m.includes(`To: ${user.email}`));
    expect(mails.some((m) => m.includes("Your Vaultline password was changed"))).toBe(true);
  });
});

describe("new-device alert and security events", () => {
  it("e-mails a sign-in from a new device or address, not a familiar one, and lists events in plain words", async () => {
    await call(app, {
      method: "POST",
      url: "/api/signup",
      headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0) Firefox/140.0" },
      payload: signupBody("dev1"),
    });
    const alerts = async () =>
      (await readOutbox(app)).filter((m) => m.includes("To: ada-dev1@example.test") && m.includes("New sign-in"));
    await signIn("ada_dev1", "quiet-harbor-71", "Mozilla/5.0 (Windows NT 10.0) Firefox/140.0");
    expect(await alerts()).toHaveLength(0);
    clock.advance(1000);
    const failed = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "ada_dev1", password: "nope12" },
    });
    expect(failed.status).toBe(401);
    clock.advance(1000);
    const token = await signIn("ada_dev1", "quiet-harbor-71", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/605.1");
    const [alert] = await alerts();
    expect(alert).toContain("Safari on iOS");
    expect(alert).toContain("/security");

    const events = await call(app, { method: "GET", url: "/api/security/events", headers: bearer(token) });
    const texts = (events.body.data as { text: string }[]).map((e) => e.text);
    expect(texts[0]).toBe("Signed in from a new device or address (we e-mailed you)");
    expect(texts).toContain("Someone tried to sign in with a wrong password");
    expect(texts).toContain("Signed in");
    // The sign-up is not a sign-in: it is listed as what it was.
    expect(texts).toContain("Account created");
    expect(texts.filter((t) => t === "Signed in")).toHaveLength(1);
  });

  it("refuses every security call to a visitor", async () => {
    for (const [method, url] of [
      ["GET", "/api/security/sessions"],
      ["GET", "/api/security/events"],
      ["POST", "/api/security/sessions/end-others"],
      ["POST", "/api/logout"],
    ] as const) {
      expect((await call(app, { method, url })).status).toBe(401);
    }
  });
});
