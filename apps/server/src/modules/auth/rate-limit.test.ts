import { MESSAGES } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailsTo } from "../../../test/factories/email.ts";
import { call, createTestApp, createTestUser, signupBody } from "../../../test/helpers.ts";
import { DEFAULT_RATE_LIMITS } from "../../config.ts";
import { queryRows } from "../../db/client.ts";
import { pruneRateLimits } from "../../lib/rate-limit.ts";
import { login } from "./auth.service.ts";

// A long first wait, so the HTTP tests (on the real clock) never see a back-off run out.
const rules = {
  ...DEFAULT_RATE_LIMITS,
  loginPerDevice: 5,
  loginPerIp: 30,
  loginPerAccount: 5,
  loginBackoffSeconds: 60,
  signupPerIp: 3,
  forgotPerIp: 2,
  forgotPerAccount: 3,
};
const app = await createTestApp({ rateLimits: rules });

function loginFrom(remoteAddress: string, username: string, password: string, cookie?: string) {
  return call(app, {
    method: "POST",
    url: "/api/login",
    payload: { username, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

/** The device cookie a successful sign-in set, as a browser sends it back. */
function deviceCookie(answer: { headers: Record<string, unknown> }): string {
  const set = [answer.headers["set-cookie"]].flat().find((c) => String(c).startsWith("vl_device_"));
  if (!set) throw new Error("no device cookie was set");
  return String(set).split(";")[0] as string;
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

/** A 429 says in words the wait its Retry-After header gives. */
function expectWaitSaid(answer: { status: number; body: any; headers: Record<string, unknown> }, atLeast = 1) {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.headers["retry-after"]);
  expect(seconds).toBeGreaterThanOrEqual(atLeast);
  expect(answer.body.error).toBe(MESSAGES.tooManyAttempts(seconds));
}

const guessingMails = async (email: string) =>
  (await mailsTo(app, email)).filter((m) => m.includes("Someone is guessing your Vaultline password"));

describe("failed logins", () => {
  it("checks only the free allowance of 60 parallel wrong passwords, and answers the rest 429 with Retry-After", async () => {
    const { user } = await createTestUser(app);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => loginFrom("10.1.0.1", user.username, "wrong12")),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 55 });
    // Inside the burst the wait is read as each statement found it, so it may be the first step.
    for (const refused of answers.filter((a) => a.status === 429)) expectWaitSaid(refused);
    expectWaitSaid(await loginFrom("10.1.0.1", user.username, "wrong12"), 30);
  });

  it("slows 50 guesses from rotating addresses, tells the owner once, and lets the owner's known device in at once", async () => {
    const { user, password } = await createTestUser(app);
    const signedIn = await loginFrom("10.2.0.9", user.username, password);
    expect(signedIn.status).toBe(200);
    const cookie = deviceCookie(signedIn);

    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const answer = await loginFrom(`10.2.1.${i}`, user.username, `wrong-${i}`);
      statuses.push(answer.status);
      if (answer.status === 429) expectWaitSaid(answer, 30);
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(45).fill(429)]);

    // The owner's browser, wherever it is now: its own allowance, untouched by the attack.
    expect((await loginFrom("10.2.0.10", user.username, "typo-1", cookie)).status).toBe(401);
    expect((await loginFrom("10.2.0.10", user.username, password, cookie)).status).toBe(200);
    // A device the account does not know shares the attacked allowance (the owner's new phone too).
    expect((await loginFrom("10.2.0.11", user.username, password)).status).toBe(429);

    expect(await guessingMails(user.email)).toHaveLength(1);
    for (let i = 0; i < 3; i++) await loginFrom(`10.2.2.${i}`, user.username, "wrong12");
    expect(await guessingMails(user.email)).toHaveLength(1);
  });

  it("treats a device cookie of another account, or an altered one, as an unknown device", async () => {
    const victim = await createTestUser(app);
    const attacker = await createTestUser(app);
    const own = deviceCookie(await loginFrom("10.7.0.1", attacker.user.username, attacker.password));
    const victimSigned = deviceCookie(await loginFrom("10.7.0.2", victim.user.username, victim.password));
    for (let i = 0; i < 5; i++) await loginFrom(`10.7.1.${i}`, victim.user.username, "wrong12");

    const [, attackerValue] = own.split("=");
    const renamed = `vl_device_${victim.user.id.replaceAll("-", "")}=${attackerValue}`;
    const [name, value] = victimSigned.split("=") as [string, string];
    const altered = `${name}=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    for (const cookie of [own, renamed, altered]) {
      expect((await loginFrom("10.7.0.3", victim.user.username, victim.password, cookie)).status).toBe(429);
    }
    expect((await loginFrom("10.7.0.3", victim.user.username, victim.password, victimSigned)).status).toBe(200);
  });

  it("sets the device cookie HttpOnly, SameSite=Lax, for the sign-in call, for a year; Secure behind https", async () => {
    const { user, password } = await createTestUser(app);
    const answer = await loginFrom("10.8.0.1", user.username, password);
    const set = String([answer.headers["set-cookie"]].flat()[0]);
    expect(set).toMatch(new RegExp(`^vl_device_${user.id.replaceAll("-", "")}=`));
    expect(set).toContain("HttpOnly");
    expect(set).toContain("SameSite=Lax");
    expect(set).toContain("Path=/api/login");
    expect(set).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(set).not.toContain("Secure");

    const behindTls = await createTestApp({ publicUrl: "https://vaultline.example" });
    const member = await createTestUser(behindTls);
    const secure = await call(behindTls, {
      method: "POST",
      url: "/api/login",
      payload: { username: member.user.username, password: member.password },
    });
    expect(String([secure.headers["set-cookie"]].flat()[0])).toContain("Secure");
    // It builds a second app on a fresh database: about 20 s alone, more on a busy machine.
  }, 120_000);

  it("counts guesses by account, whether they use the username or the e-mail", async () => {
    const { user } = await createTestUser(app);
    const statuses = [];
    for (const username of [user.username, user.email, user.username.toUpperCase(), user.email, user.username]) {
      statuses.push((await loginFrom("10.3.0.1", username, "wrong12")).status);
    }
    statuses.push((await loginFrom("10.3.0.1", user.email.toUpperCase(), "wrong12")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("counts only failures: signing in often is never refused, and a success clears a known device's failures", async () => {
    const { user, password } = await createTestUser(app);
    const cookie = deviceCookie(await loginFrom("10.4.0.1", user.username, password));
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await loginFrom("10.4.0.1", user.username, password, cookie)).status);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) {
        statuses.push((await loginFrom("10.4.0.1", user.username, "wrong12", cookie)).status);
      }
      statuses.push((await loginFrom("10.4.0.1", user.username, password, cookie)).status);
    }
    expect(statuses).toEqual([...Array(8).fill(200), ...Array(3).fill([401, 401, 401, 401, 200]).flat()]);
  });

  it("limits one address across accounts, loosely", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await loginFrom("10.5.0.1", `nobody${i}`, "wrong12")).status);
    expect(tally(statuses)).toEqual({ 401: 30, 429: 1 });
    expect((await loginFrom("10.5.0.2", "nobody99", "wrong12")).status).toBe(401);
  });
});

describe("login back-off (injected clock)", () => {
  const t0 = new Date("2030-01-01T00:00:00Z");
  const after = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

  async function attempt(username: string, password: string, now: Date, ip = "10.6.0.1", device?: string) {
    try {
      await login(
        app.db,
        { config: app.config, jobs: app.jobs },
        { username, password, client: { ip, userAgent: "test" }, now, knownDeviceOf: () => device ?? null },
      );
      return "ok";
    } catch (error) {
      const e = error as { status: number; retryAfterSeconds?: number };
      return e.status === 429 ? `wait ${e.retryAfterSeconds}` : String(e.status);
    }
  }

  it("doubles the wait with each failure past the free allowance; a success takes itself back", async () => {
    const { user, password } = await createTestUser(app);
    const u = user.username;
    const seen = [];
    for (let i = 0; i < 5; i++) seen.push(await attempt(u, "wrong12", t0));
    seen.push(await attempt(u, "wrong12", t0));
    seen.push(await attempt(u, "wrong12", after(59)));
    seen.push(await attempt(u, "wrong12", after(60))); // 6th failure: next wait 120 s
    seen.push(await attempt(u, "wrong12", after(179)));
    seen.push(await attempt(u, "wrong12", after(180))); // 7th: 240 s
    seen.push(await attempt(u, password, after(181)));
    seen.push(await attempt(u, password, after(420))); // the right password after the wait
    seen.push(await attempt(u, "wrong12", after(420))); // the 8th failure: let through, then 480 s
    seen.push(await attempt(u, "wrong12", after(421)));
    expect(seen).toEqual([
      ...Array(5).fill("401"),
      "wait 60",
      "wait 1",
      "401",
      "wait 1",
      "401",
      "wait 240",
      "ok",
      "401",
      "wait 480",
    ]);
    // Four failures past the free allowance, one mail: when the slowing down started.
    expect(await guessingMails(user.email)).toHaveLength(1);
  });

  it("caps the wait", async () => {
    const { user } = await createTestUser(app);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(await attempt(user.username, "wrong12", after(i * 900), "10.6.0.2"));
    expect(seen).toEqual(new Set(["401"]));
    expect(await attempt(user.username, "wrong12", after(39 * 900), "10.6.0.2")).toBe("wait 900");
  });

  it("gives a known device its own allowance, with its own back-off", async () => {
    const { user, password } = await createTestUser(app);
    for (let i = 0; i < 5; i++) await attempt(user.username, "wrong12", t0, `10.6.1.${i}`);
    expect(await attempt(user.username, password, t0, "10.6.2.1")).toBe("wait 60");
    const known = (pw: string) => attempt(user.username, pw, t0, "10.6.2.1", "device-1");
    expect(await known(password)).toBe("ok");
    for (let i = 0; i < 5; i++) expect(await known("wrong12")).toBe("401");
    expect(await known(password)).toBe("wait 60");
    expect(await attempt(user.username, password, t0, "10.6.2.1", "device-2")).toBe("ok");
  });
});

describe("signup and forgot-password limits", () => {
  function signup(remoteAddress: string, suffix: string) {
    return call(app, {
      method: "POST",
      url: "/api/signup",
      remoteAddress,
      payload: signupBody(suffix),
    });
  }

  it("limits signups per address, counting parallel requests exactly", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => signup("10.7.0.1", `s${i}`)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 3, 429: 5 });
    const refused = answers.find((a) => a.status === 429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(3500);
    expect((await signup("10.7.0.2", "s9")).status).toBe(201);
  });

  it("limits forgot-password per address and per account", async () => {
    const byAddress = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(app, {
        method: "POST",
        url: "/api/forgotPassword",
        payload: { email: `p${i}@example.test` },
        remoteAddress: "10.8.0.1",
      });
      byAddress.push(res.status);
    }
    expect(byAddress).toEqual([200, 200, 429]);
    const byAccount = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(app, {
        method: "POST",
        url: "/api/forgotPassword",
        payload: { email: "Same@example.test" },
        remoteAddress: `10.8.1.${i}`,
      });
      byAccount.push(res.status);
    }
    expect(byAccount).toEqual([200, 200, 200, 429]);
  });
});

describe("pruneRateLimits", () => {
  it("deletes expired counters only", async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(app.db, sql`SELECT count(*)::int AS n FROM rate_limits`))[0]?.n ?? 0;
    await app.db.execute(sql`
      INSERT INTO rate_limits (key, count, reset_at) VALUES
        ('test:old', 3, '2000-01-01T00:00:00Z'), ('test:new', 3, '2999-01-01T00:00:00Z')`);
    const before = await count();
    expect(await pruneRateLimits(app.db, new Date("2001-01-01T00:00:00Z"))).toBe(1);
    expect(await count()).toBe(before - 1);
    const keys = await queryRows<{ key: string }>(app.db, sql`SELECT key FROM rate_limits WHERE key LIKE 'test:%'`);
    expect(keys.map((k) => k.key)).toEqual(["test:new"]);
  });
});
