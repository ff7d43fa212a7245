import { expect, test } from "@playwright/test";
import { E2E_OPERATOR } from "./env.ts";
import { newAccount } from "./helpers.ts";

test("a visitor reads the terms and sees who runs the site in the footer and on /about", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByTestId("operator-line")).toContainText(
    `Operated by ${E2E_OPERATOR.OPERATOR_NAME}, ${E2E_OPERATOR.OPERATOR_ADDRESS}. ${E2E_OPERATOR.OPERATOR_REGISTRATION}.`,
  );
  await footer.getByRole("link", { name: "Terms" }).click();
  await expect(page).toHaveURL(/\/legal\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  await expect(page.getByText(/^Version [0-9a-f]{12}$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "3. Money in and out" })).toBeVisible();
  await page.getByRole("link", { name: "risk disclosure" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Risk disclosure" })).toBeVisible();
  await expect(page.getByText("No return is guaranteed.")).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About this site" })).toBeVisible();
  const main = page.getByRole("main");
  for (const value of Object.values(E2E_OPERATOR)) await expect(main.getByText(value)).toBeVisible();
  // The sign-in screens have no shell but name the operator too.
  await page.goto("/login");
  await expect(page.getByTestId("operator-line")).toContainText(E2E_OPERATOR.OPERATOR_NAME);
});

test("an unknown path shows the not-found page with HTTP status 404", async ({ page }) => {
  const answer = await page.goto("/terms");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not found" })).toBeVisible();
  expect((await page.goto("/legal/cookies"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not found" })).toBeVisible();
  expect((await page.goto("/legal/privacy"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
});

test("a member who signed up without accepting the terms is asked, and /security shows the acceptance", async ({
  page,
  request,
}) => {
  // The sketch's client signs up without acceptTerms.
  const account = newAccount();
  const res = await request.post("/api/signup", { data: { ...account, confirmPassword: account.password } });
  expect(res.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Username or e-mail").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  const prompt = page.getByRole("region", { name: "Terms of use" });
  await expect(prompt).toContainText("Please read our terms of use and accept them.");
  await prompt.getByRole("button", { name: "I accept the terms" }).click();
  await expect(prompt).toBeHidden();
  await page.goto("/security");
  await expect(page.getByTestId("terms-acceptance")).toContainText(/You accepted version [0-9a-f]{12} on/);
});
