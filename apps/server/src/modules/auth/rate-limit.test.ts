import { MESSAGES } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser, signupBody } from "../../../test/helpers.ts";
import { DEFAULT_RATE_LIMITS } from "../../config.ts";
import { queryRows } from "../../db/client.ts";
import { pruneRateLimits } from "../../lib/rate-limit.ts";
import { login } from "./auth.service.ts";

// A long first wait, so the HTTP tests (on the real clock) never see a back-off run out.
const rules = {
  ...DEFAULT_RATE_LIMITS,
  loginPerPair: 5,
  loginPerIp: 30,
  loginPerAccount: 8,
  loginBackoffSeconds: 60,
  signupPerIp: 3,
  forgotPerIp: 2,
  forgotPerAccount: 3,
};
const app = await createTestApp({ rateLimits: rules });

function loginFrom(remoteAddress: string, username: string, password: string) {
  return call(app, { method: "POST", url: "/api/login", payload: { username, password }, remoteAddress });
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe("failed logins", () => {
  it("checks only the free allowance of 60 parallel wrong passwords, and answers the rest 429 with Retry-After", async () => {
    const { user } = await createTestUser(app);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => loginFrom("10.1.0.1", user.username, "wrong12")),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 55 });
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.error).toBe(MESSAGES.tooManyAttempts);
      // Inside the burst the wait is read as each statement found it, so it may be the first step.
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    }
    const next = await loginFrom("10.1.0.1", user.username, "wrong12");
    expect(next.status).toBe(429);
    expect(Number(next.headers["retry-after"])).toBeGreaterThanOrEqual(59);
  });

  it("lets the owner's right password in from a clean address while an attacker hammers the account", async () => {
    const { user, password } = await createTestUser(app);
    const attack = await Promise.all(
      ["10.2.0.1", "10.2.0.2", "10.2.0.3"].flatMap((address) =>
        Array.from({ length: 20 }, () => loginFrom(address, user.username, "wrong12")),
      ),
    );
    const statuses = tally(attack.map((a) => a.status));
    expect(statuses[401]).toBeLessThanOrEqual(15);
    expect(statuses[429]).toBeGreaterThanOrEqual(45);
    expect((await loginFrom("10.2.0.9", user.username, password)).status).toBe(200);
    expect((await loginFrom("10.2.0.1", user.username, password)).status).toBe(429);
  });

  it("counts guesses by account, whether they use the username or the e-mail", async () => {
    const { user } = await createTestUser(app);
    const statuses = [];
    for (const username of [user.username, user.email, user.username.toUpperCase(), user.email, user.username]) {
      statuses.push((await loginFrom("10.3.0.1", username, "wrong12")).status);
    }
    statuses.push((await loginFrom("10.3.0.1", user.email.toUpperCase(), "wrong12")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("counts only failures: signing in often is never refused, and a success clears the pair", async () => {
    const { user, password } = await createTestUser(app);
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await loginFrom("10.4.0.1", user.username, password)).status);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) statuses.push((await loginFrom("10.4.0.1", user.username, "wrong12")).status);
      statuses.push((await loginFrom("10.4.0.1", user.username, password)).status);
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

  async function attempt(username: string, password: string, now: Date, ip = "10.6.0.1") {
    try {
      await login(
        app.db,
        { config: app.config, jobs: app.jobs },
        { username, password, client: { ip, userAgent: "test" }, now },
      );
      return "ok";
    } catch (error) {
      const e = error as { status: number; retryAfterSeconds?: number };
      return e.status === 429 ? `wait ${e.retryAfterSeconds}` : String(e.status);
    }
  }

  it("doubles the wait with each failure past the free allowance; the right password clears the pair", async () => {
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
    seen.push(await attempt(u, "wrong12", after(420))); // the pair starts afresh
    expect(seen).toEqual([
      ...Array(5).fill("401"),
      "wait 60",
      "wait 1",
      "401",
      "wait 1",
      "401",
      "wait 239",
      "ok",
      "401",
    ]);
  });

  it("caps the wait", async () => {
    const { user } = await createTestUser(app);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(await attempt(user.username, "wrong12", after(i * 900), "10.6.0.2"));
    expect(seen).toEqual(new Set(["401"]));
    expect(await attempt(user.username, "wrong12", after(39 * 900), "10.6.0.2")).toBe("wait 900");
  });

  it("under attack, gives an address that already failed one free guess, and a clean one its check", async () => {
    const { user, password } = await createTestUser(app);
    for (let i = 0; i < 9; i++) await attempt(user.username, "wrong12", t0, `10.6.1.${i}`);
    expect(await attempt(user.username, "wrong12", t0, "10.6.2.1")).toBe("401");
    expect(await attempt(user.username, "wrong12", t0, "10.6.2.1")).toBe("wait 60");
    expect(await attempt(user.username, password, t0, "10.6.2.2")).toBe("ok");
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
