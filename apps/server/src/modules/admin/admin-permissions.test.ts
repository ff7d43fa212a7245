import { randomUUID } from "node:crypto";
import { SECURITY_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, createTestUser } from "../../../test/helpers.ts";
import { users } from "../../db/schema.ts";
import { openSession } from "../security/index.ts";

const app = await createTestApp();

/** Every registered /api/admin route, with its :params filled by a random uuid. */
function adminRoutes() {
  return (
    app.routeTable
      // The plan list is public at its old path too, an alias of /api/plans (plans.test.ts checks that).
      .filter(
        (r) =>
          r.url.startsWith("/api/admin") &&
          !(["GET", "HEAD"].includes(r.method) && r.url === "/api/admin/investmentPlans"),
      )
      .map((r) => ({ method: r.method, url: r.url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID()) }))
  );
}

function inject(route: { method: string; url: string }, headers: Record<string, string> = {}) {
  return app.inject({
    method: route.method as "GET",
    url: route.url,
    headers,
    ...(route.method === "GET" || route.method === "HEAD" ? {} : { payload: {} }),
  });
}

describe("every /api/admin route refuses non-admins and admins without two-factor", () => {
  it("finds the admin routes in the route table", () => {
    const urls = adminRoutes().map((r) => r.url);
    expect(urls.length).toBeGreaterThanOrEqual(5);
    expect(urls).toContain("/api/admin/dashboard");
    expect(urls).toContain("/api/admin/audit");
  });

  it("answers 401 to an anonymous caller and 403 to a signed-in non-admin on every route", async () => {
    const member = await createTestUser(app, { isVerified: true });
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const anonymous = await inject(route);
      if (anonymous.statusCode !== 401)
        failures.push(`${route.method} ${route.url}: anonymous got ${anonymous.statusCode}`);
      const nonAdmin = await inject(route, member.auth);
      if (nonAdmin.statusCode !== 403)
        failures.push(`${route.method} ${route.url}: non-admin got ${nonAdmin.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 403 'Set up two-factor authentication…' to an admin without two-factor on every route", async () => {
    // A member promoted to admin: the role takes effect at once, the admin area waits for two-factor.
    const promoted = await createTestUser(app, { isVerified: true });
    await app.db.update(users).set({ isAdmin: true }).where(eq(users.id, promoted.user.id));
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const res = await inject(route, promoted.auth);
      const error = route.method === "HEAD" ? SECURITY_MESSAGES.setupRequired : res.json().error;
      if (res.statusCode !== 403 || error !== SECURITY_MESSAGES.setupRequired) {
        failures.push(`${route.method} ${route.url}: admin without two-factor got ${res.statusCode} ${error}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 403 to an admin with two-factor whose session did not pass it", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const { token } = await openSession(app.db, {
      userId: admin.user.id,
      client: { ip: "127.0.0.1", userAgent: "test" },
      now: app.clock.now(),
      jwtSecret: app.config.jwtSecret,
    });
    const res = await app.inject({
      method: "GET",
      url: "/api/admin/dashboard",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(SECURITY_MESSAGES.sessionNotVerified);
  });

  it("lets an admin in (the check is not refusing everyone)", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const res = await app.inject({ method: "GET", url: "/api/admin/dashboard", headers: admin.auth });
    expect(res.statusCode).toBe(200);
  });
});
