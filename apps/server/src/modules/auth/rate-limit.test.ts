import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { DEFAULT_RATE_LIMITS } from "../../config.ts";

const app = await createTestApp({
  rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAccount: 3, loginPerIp: 6, forgotPerIp: 2 },
});

describe("rate limits", () => {
  it("stops guessing one account's password with 429 and a clear message, even with the right password", async () => {
    const { user, password } = await createTestUser(app);
    for (let i = 0; i < 3; i++) {
      const res = await call(app, {
        method: "POST",
        url: "/api/login",
        payload: { username: user.username, password: "wrong12" },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe("Too many attempts. Please wait a few minutes and try again.");
  });

  it("counts only failed attempts: signing in often is never refused", async () => {
    const { user, password } = await createTestUser(app);
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(app, {
        method: "POST",
        url: "/api/login",
        payload: { username: user.username, password },
        remoteAddress: "10.3.3.3",
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(8).fill(200));
  });

  it("counts guesses by account, whether they use the username or the e-mail", async () => {
    const { user } = await createTestUser(app);
    const statuses = [];
    for (const username of [user.username, user.email, user.username.toUpperCase(), user.email]) {
      const res = await call(app, {
        method: "POST",
        url: "/api/login",
        payload: { username, password: "wrong12" },
        remoteAddress: "10.4.4.4",
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("limits one address across accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(app, {
        method: "POST",
        url: "/api/login",
        payload: { username: `someone${i}`, password: "wrong12" },
        remoteAddress: "10.1.1.1",
      });
      statuses.push(res.status);
    }
    const other = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "someone9", password: "wrong12" },
      remoteAddress: "10.1.1.2",
    });
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect(other.status).toBe(401);
    const more = [];
    for (let i = 0; i < 3; i++) {
      more.push(
        (
          await call(app, {
            method: "POST",
            url: "/api/login",
            payload: { username: `x${i}`, password: "wrong12" },
            remoteAddress: "10.1.1.1",
          })
        ).status,
      );
    }
    expect(more).toEqual([401, 401, 429]);
  });

  it("limits forgot-password per address", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(app, {
        method: "POST",
        url: "/api/forgotPassword",
        payload: { email: `p${i}@example.test` },
        remoteAddress: "10.2.2.2",
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
