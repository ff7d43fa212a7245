import { expect, test } from "@playwright/test";
import { apiToken, latestMailTo, loginViaUi, signInViaApi, signupViaApi } from "./helpers.ts";

const COLD_WALLET = "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu";
const OTHER_WALLET = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";

test("the freeze link of a security e-mail ends a session open in another browser, once", async ({ page, browser }) => {
  // Two browsers and two sign-ins.
  test.slow();
  const account = await signupViaApi(page.request);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signInViaApi(otherPage, account, "/dashboard");

  // A security e-mail: a withdrawal address added.
  const token = await apiToken(page.request, account.username, account.password);
  const added = await page.request.post("/api/user/addresses", {
    headers: { authorization: `Bearer ${token}` },
    data: { network: "BTC", address: COLD_WALLET },
  });
  expect(added.status()).toBe(201);
  const mail = await latestMailTo(account.email, "A withdrawal address was added");
  expect(mail).toContain("This wasn't me");
  const link = mail.match(/\/freeze\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link as string);
  await page.getByRole("button", { name: "Freeze my account now" }).click();
  await expect(page.getByRole("heading", { name: "Your account is frozen" })).toBeVisible();

  // The other browser's session ended with the freeze: its next page load signs it out.
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
  await expect(latestMailTo(account.email, "Your Vaultline account is frozen")).resolves.toContain("Unfreeze");

  // The link works once.
  await page.goto(link as string);
  await page.getByRole("button", { name: "Freeze my account now" }).click();
  await expect(page.getByRole("alert")).toContainText("This freeze link was already used");

  // Signed in again, the security page says the account is frozen.
  await loginViaUi(page, account.username, account.password);
  await page.goto("/security");
  await expect(page.getByRole("status").filter({ hasText: "Your account is frozen since" })).toBeVisible();
});

test("an address added during a settings lock is refused with the date the lock ends", async ({ page }) => {
  const account = await signupViaApi(page.request);
  await signInViaApi(page, account, "/security");

  const lock = page.getByRole("form", { name: "Lock security settings" });
  await lock.getByLabel("Days to unlock").fill("2");
  await lock.getByLabel("Password").fill(account.password);
  await lock.getByRole("button", { name: "Lock my settings" }).click();
  await expect(page.getByText("Unlocking takes 2 days from when you ask.")).toBeVisible();

  const unlock = page.getByRole("form", { name: "Unlock security settings" });
  await unlock.getByLabel("Password").fill(account.password);
  await unlock.getByRole("button", { name: "Ask to unlock (2 days)" }).click();
  await expect(page.getByText(/They unlock on .*; until then no security setting can change\./)).toBeVisible();
  await expect(latestMailTo(account.email, "Someone asked to unlock")).resolves.toMatch(/\/freeze\/[A-Za-z0-9_-]+/);

  const token = await apiToken(page.request, account.username, account.password);
  const guard = await page.request.get("/api/security/guard", { headers: { authorization: `Bearer ${token}` } });
  const unlockAt = new Date((await guard.json()).data.settingsUnlockAt);
  // The product's one date format ("November 23, 2026 at 10:42 AM UTC").
  const ends = `${new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(unlockAt)} UTC`;

  const form = page.getByRole("form", { name: "Add a withdrawal address" });
  await form.getByLabel("Address").fill(OTHER_WALLET);
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(form.getByRole("alert")).toHaveText(`Your security settings are locked until ${ends}`);
  await expect(page.getByRole("list", { name: "Saved withdrawal addresses" })).toHaveCount(0);
});
