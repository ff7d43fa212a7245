import { type APIRequestContext, type Browser, expect, type Page, request, test } from "@playwright/test";
import { ADMIN, apiToken } from "./helpers.ts";

/** A 1×1 PNG: a real image by its bytes, for the proof upload. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Valid payout destinations (BIP173's P2WPKH example, EIP-55's example in lower case): nobody's wallet. */
export const BTC_DESTINATION = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
export const ETH_DESTINATION = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed";

/**
 * A second signed-in browser for the admin, beside the user's page. It starts with the worker's admin
 * token in its storage (as the app keeps it after a sign-in), so the suite does not spend a two-factor
 * code, or wait for the next one, on every admin page; specs about signing in use loginViaUi.
 */
export async function adminPage(browser: Browser, baseURL = String(test.info().project.use.baseURL)): Promise<Page> {
  const api = await request.newContext({ baseURL });
  const token = await apiToken(api, ADMIN.username, ADMIN.password);
  await api.dispose();
  const context = await browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: "vaultline.token", value: token },
            { name: "vaultline.isAdmin", value: "true" },
          ],
        },
      ],
    },
  });
  return context.newPage();
}

export async function userIdOf(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get("/api/user", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.id;
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

/** Moves the app's clock (TEST_CLOCK=true on the e2e server); always put it back to 0 in a `finally`. */
export async function moveClock(request: APIRequestContext, offsetDays: number): Promise<void> {
  const res = await request.put("/api/test-clock", { data: { offsetDays } });
  expect(res.status()).toBe(200);
}

/**
 * Saves a withdrawal address in the member's address book whose 24-hour hold is already over: it is
 * added "yesterday" on the app's clock (a member's session does not mind; no admin acts meanwhile).
 */
export async function saveReleasedAddress(
  request: APIRequestContext,
  memberToken: string,
  destination: { address: string; network: "BTC" | "USDT_ERC20"; label?: string } = {
    address: BTC_DESTINATION,
    network: "BTC",
  },
): Promise<void> {
  await moveClock(request, -1.01);
  try {
    const res = await request.post("/api/user/addresses", {
      headers: { authorization: `Bearer ${memberToken}` },
      data: destination,
    });
    expect(res.status()).toBe(201);
  } finally {
    await moveClock(request, 0);
  }
}

export async function expectBanner(page: Page, text: string | RegExp, status: "success" | "error" = "success") {
  const banner = page.locator(`[data-status="${status}"]`).filter({ hasText: text });
  await expect(banner).toBeVisible();
}

/**
 * A money move ends on its receipt: the title, the status and a reference; `then` follows the
 * receipt's link (to the dashboard, or the withdraw page).
 */
export async function expectReceipt(page: Page, title: string, then?: string): Promise<void> {
  await expect(page).toHaveURL(/\/receipts\/(deposit|withdrawal|course-payment)\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("receipt-reference")).toHaveText(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  if (then) await page.locator("#main").getByRole("link", { name: then, exact: true }).click();
}
