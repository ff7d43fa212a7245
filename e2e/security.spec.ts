import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, loginViaUi, secondAdmin, signInViaApi, signupViaApi } from "./helpers.ts";
import { userIdOf } from "./money-helpers.ts";
import { enrolOnSecurityPage } from "./two-factor.ts";

test("a member sees their devices, signs out every other one, changes the password, and reads the events", async ({
  page,
  browser,
}) => {
  const account = await signupViaApi(page.request);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signInViaApi(otherPage, account, "/dashboard");
  await signInViaApi(page, account, "/dashboard");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Security" }).click();
  await expect(page).toHaveURL(/\/security$/);
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  // The sign-up's own session, the other browser and this one.
  await expect(devices.getByRole("listitem")).toHaveCount(3);
  await expect(devices.getByText("This device")).toHaveCount(1);
  await page.getByRole("button", { name: "Log out of all other devices" }).click();
  await expect(page.getByText("Signed out of 2 other devices")).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);

  // The other browser's token stops working at once: its next page load signs it out, saying why.
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(otherPage.getByText("You were signed out from another device. Please sign in again.")).toBeVisible();
  await other.close();

  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill("another-pass-1");
  await page.getByLabel("Confirm new password").fill("another-pass-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Every other device is signed out.")).toBeVisible();
  const events = page.getByRole("list", { name: "Recent security events" });
  await expect(events).toContainText("Password changed; every other device was signed out");
  await expect(events).toContainText("Every other device was signed out");

  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You are logged out")).toBeVisible();
  await loginViaUi(page, account.username, "another-pass-1");
});

test("a member turns on two-factor with the shown key, logs out, and logs in with a code from it", async ({ page }) => {
  const account = await signupViaApi(page.request);
  await signInViaApi(page, account, "/security");
  const secret = await enrolOnSecurityPage(page);
  await expect(page.getByRole("list", { name: "Recent security events" })).toContainText(
    "Two-factor authentication turned on",
  );

  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You are logged out")).toBeVisible();
  // The password alone now asks for the code; a wrong one is refused with a clear message.
  await page.goto("/login");
  await page.getByLabel("Username or e-mail").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("That code is not right.").first()).toBeVisible();
  await loginViaUi(page, account.username, account.password, secret);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an admin without two-factor is sent to set it up, then the admin area opens", async ({ page, request }) => {
  const account = await signupViaApi(request);
  const id = await userIdOf(request, await apiToken(request, account.username, account.password));
  const admin = await apiToken(request, ADMIN.username, ADMIN.password);
  const promoted = await request.patch(`/api/admin/users/${id}/admin`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { isAdmin: true },
  });
  expect(promoted.status()).toBe(200);
  // Admin rights wait for a second admin's approval.
  const second = await secondAdmin(request);
  const approved = await request.post(
    `/api/admin/admin-grants/${(await promoted.json()).data.pendingGrantId}/approve`,
    {
      headers: {
        authorization: `Bearer ${await apiToken(request, second.username, second.password, second.secret)}`,
      },
    },
  );
  expect(approved.status()).toBe(200);

  await loginViaUi(page, account.username, account.password);
  await expect(page).toHaveURL(/\/security$/);
  await expect(
    page.getByRole("alert").filter({ hasText: "Set up two-factor authentication to use the admin area" }),
  ).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/security$/);
  await enrolOnSecurityPage(page);
  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
});
