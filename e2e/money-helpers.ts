import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { ADMIN, apiToken, loginViaUi } from "./helpers.ts";

/** A 1×1 PNG: a real image by its bytes, for the proof upload. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A second signed-in browser for the admin, beside the user's page. */
export async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await loginViaUi(page, ADMIN.username, ADMIN.password);
  return page;
}

export async function userIdOf(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get("/api/user", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data._id;
}

/** Verification is the identity feature's job; the admin's verify call makes the user verified here. */
export async function verifyViaAdminApi(request: APIRequestContext, userId: string): Promise<void> {
  const admin = await apiToken(request, ADMIN.username, ADMIN.password);
  const res = await request.patch(`/api/admin/verify/user/${userId}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { isVerified: true },
  });
  expect(res.status()).toBe(200);
}

export async function expectBanner(page: Page, text: string | RegExp, status: "success" | "error" = "success") {
  const banner = page.locator(`[data-status="${status}"]`).filter({ hasText: text });
  await expect(banner).toBeVisible();
}
