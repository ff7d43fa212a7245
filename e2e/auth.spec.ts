import { expect, test } from "@playwright/test";
import { ADMIN, latestMailTo, loginViaUi, newAccount, signupViaApi } from "./helpers.ts";

test("register and be signed in, log out, log in again, keep the session on reload, log out", async ({ page }) => {
  const account = newAccount();
  await page.goto("/register");
  await page.getByLabel("First name").fill(account.firstname);
  await page.getByLabel("Last name").fill(account.lastname);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill("mismatch");
  await expect(page.getByText("Password does not match")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create account" })).toBeDisabled();
  await page.getByLabel("Confirm password").fill(account.password);
  // Not without accepting the terms.
  await expect(page.getByRole("button", { name: "Create account" })).toBeDisabled();
  await page.getByRole("checkbox", { name: /I accept the terms of use/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  // Signed in at once, with the sign-up's own session: no second sign-in, no unused device.
  await expect(page.getByText(`Welcome to Vaultline, ${account.firstname}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/login");
  await page.getByLabel("Username or e-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText(`welcome back, ${account.username}`)).toBeVisible();
  // A member lands on their dashboard, and the header leads to their own pages.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Invest" })).toBeVisible();
  await expect(page.getByRole("link", { name: `@${account.username}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("link", { name: `@${account.username}` })).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You are logged out")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  // The browser stays a known device of the account (its own allowance of password attempts).
  const devices = (await page.context().cookies()).filter((c) => c.name.startsWith("vl_device_"));
  expect(devices).toEqual([expect.objectContaining({ httpOnly: true, sameSite: "Lax", path: "/api/login" })]);
});

test("a wrong password shows the server's error in a red banner", async ({ page, request }) => {
  const account = await signupViaApi(request);
  await page.goto("/login");
  await page.getByLabel("Username or e-mail").fill(account.username);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  const banner = page.getByRole("alert").filter({ hasText: "Invalid username or password" });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute("data-status", "error");
});

test("forgot password, reset through the e-mailed link, log in with the new password", async ({ page, request }) => {
  const account = await signupViaApi(request);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("button", { name: "Reset password" })).toBeDisabled();
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password reset sent, please check your mail")).toBeVisible();

  const link = (await latestMailTo(account.email, "resetPassword")).match(
    /https?:\/\/\S+\/resetPassword\/[A-Za-z0-9_-]+/,
  )?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? "").pathname);
  await page.getByLabel("New password").fill("brand-new-pass");
  await page.getByLabel("Confirm password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password reset successful")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });

  await loginViaUi(page, account.username, "brand-new-pass");
});

test("protected pages send a visitor to log in and back; non-admins cannot open /admin", async ({ page, request }) => {
  const account = await signupViaApi(request);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Username or e-mail").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page Not found" })).toBeVisible();
});

test("an admin lands on /admin after signing in and sees the side menu with their name", async ({ page }) => {
  await loginViaUi(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByRole("navigation", { name: "Admin" });
  for (const item of ["Dashboard", "All users", "Verification requests", "Plans", "New plan", "Sign out"]) {
    await expect(menu.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(`@${ADMIN.username}`)).toBeVisible();
});
