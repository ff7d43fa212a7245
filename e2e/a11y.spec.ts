import { expect, test } from "@playwright/test";
import { loginViaUi, seriousA11yViolations, signupViaApi } from "./helpers.ts";

for (const path of ["/", "/education", "/faqs", "/login", "/register"]) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test("pages with a success banner and with a form error have no serious or critical accessibility violations", async ({
  page,
  request,
}) => {
  const account = await signupViaApi(request);
  await loginViaUi(page, account.username, account.password);
  // The welcome banner is on screen: its contrast and role are checked with the page.
  await expect(page.locator('[data-status="success"]')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto("/security");
  const password = page.getByRole("form", { name: "Change password" });
  await password.getByLabel("Current password").fill("not-my-password");
  await password.getByLabel("New password", { exact: true }).fill("another-pass-1");
  await password.getByLabel("Confirm new password").fill("another-pass-1");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not right").first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
