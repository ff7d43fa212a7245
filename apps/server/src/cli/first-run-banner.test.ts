import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers.ts";
import { firstRunBanner } from "./first-run-banner.ts";

const app = await createTestApp();
const configured = await createTestApp({
  admin: { email: "boss@example.test", username: "boss", password: "boss-pass-1" },
});

describe("the first-run banner", () => {
  it("tells a new operator where to open, how to sign in, that two-factor comes first, and where mail goes", async () => {
    const admin = app.createdAdmin;
    if (!admin) throw new Error("an empty database should have created an admin");
    const banner = firstRunBanner(admin, app.config);
    expect(banner).toContain(`${app.config.publicUrl}/login`);
    expect(banner).toContain("Sign in as: admin  (e-mail admin@vaultline.local)");
    expect(banner).toContain(`Password:   ${admin.password}`);
    expect(banner).toMatch(/two-factor/);
    expect(banner).toContain(`${app.dataDir}/mail`);
    expect(firstRunBanner(admin, { ...app.config, smtpUrl: "smtp://mail.example.test" })).toContain("SMTP_URL");
    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: admin.username, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("is not shown when an admin already exists", () => {
    expect(configured.createdAdmin).toBeNull();
  });
});
