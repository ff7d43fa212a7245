import { expect, type Page, test } from "@playwright/test";
import { ADMIN, apiToken, loginViaUi, newAccount, signupViaApi } from "./helpers.ts";
import { adminPage } from "./money-helpers.ts";

// What an admin meets every day: the landing after sign-in, the menu's paths, the audit log in
// words, and the course screens on a phone.

/** How far the page is wider than the window (0 when nothing overflows sideways). */
const overflow = (page: Page) =>
  page
    .locator("html")
    .evaluate((html: { scrollWidth: number; clientWidth: number }) => html.scrollWidth - html.clientWidth);

test("an admin signs in in two normal steps and lands on the admin area", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username or e-mail").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Step 2 of 2" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByLabel("Authentication code")).not.toHaveAttribute("aria-invalid", "true");

  await loginViaUi(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
});

test("the withdrawals menu uses /admin/withdrawals; the sketch's /admin/withraw still arrives there", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  await admin.goto("/admin");
  const link = admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Withdrawals" });
  await expect(link).toHaveAttribute("href", "/admin/withdrawals");
  await admin.goto("/admin/withraw?status=pending");
  await expect(admin).toHaveURL(/\/admin\/withdrawals\?status=pending$/);
  await expect(link).toHaveAttribute("aria-current", "page");
});

test("the audit log says who did what to whom, with links and the raw record", async ({ browser, request }) => {
  const member = await signupViaApi(request, newAccount());
  const token = await apiToken(request, ADMIN.username, ADMIN.password);
  const auth = { authorization: `Bearer ${token}` };
  const user = (await (await request.get(`/api/admin/users?q=${member.username}`, { headers: auth })).json()).data
    .users[0];
  const adjusted = await request.post("/api/admin/users/balance", {
    headers: auth,
    data: { userId: user.id, amount: 12.5, reason: "E2E words" },
  });
  expect(adjusted.ok()).toBe(true);

  const admin = await adminPage(browser);
  await admin.goto(`/admin/audit?targetId=${user.id}`);
  const row = admin.getByRole("row").filter({ hasText: "E2E words" });
  await expect(row).toContainText(`adjusted ${member.firstname} ${member.lastname}'s wallet by +$12.50.`);
  await row.getByRole("link", { name: `${member.firstname} ${member.lastname}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/users/user/${user.id}$`));
  await admin.goBack();
  await row.getByText("Raw record").click();
  await expect(row).toContainText(`"targetId": "${user.id}"`);
});

test("the course outline and the lesson editor fit a 390 px phone", async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto("/admin/course");
  const lessons = admin.getByRole("list", { name: /^Lessons of / }).first();
  const firstLesson = lessons.getByRole("listitem").first().getByRole("link").first();
  // The whole course outline is one request; on a busy 2-core machine it can take a while.
  await expect(firstLesson).toBeVisible({ timeout: 30_000 });
  expect(await overflow(admin)).toBe(0);
  // A lesson title gets the card's width, not a sliver beside the buttons.
  const width = (await firstLesson.boundingBox())?.width ?? 0;
  const text = (await firstLesson.textContent()) ?? "";
  expect(width > 200 || text.length < 20).toBe(true);

  await firstLesson.click();
  await expect(admin.getByLabel("Slug (address)")).toBeVisible();
  expect(await overflow(admin)).toBe(0);
  await admin.goto("/admin/course/lessons/new");
  await expect(admin.getByLabel("Module")).toBeVisible();
  expect(await overflow(admin)).toBe(0);
});
