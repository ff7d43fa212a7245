import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });

describe("admin reads answer bad input with a 4xx, never a 500", () => {
  it.each([
    "/api/admin/users?q=%00",
    "/api/admin/users?q=a%00b",
    "/api/admin/users?q=a&q=b",
    "/api/admin/users?page=-1",
    "/api/admin/users?pageSize=1.5",
    "/api/admin/users/abc/overview",
    "/api/admin/audit?action=%00",
    "/api/admin/audit?admin=%00x",
    "/api/admin/audit?targetId=%00",
    "/api/admin/audit?targetType=a&targetType=b",
    "/api/admin/audit?page=0",
  ])("GET %s → 400", async (url) => {
    const res = await call(app, { method: "GET", url, headers: admin.auth });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it.each(["/api/admin/users?q=%F0%9F%98%80", "/api/admin/users?q=%C3%A9", "/api/admin/audit?admin=%F0%9F%98%80"])(
    "GET %s (unicode) → 200",
    async (url) => {
      const res = await call(app, { method: "GET", url, headers: admin.auth });
      expect(res.status).toBe(200);
    },
  );
});
