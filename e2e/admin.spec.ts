import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, newAccount, seriousA11yViolations, signInViaApi, signupViaApi } from "./helpers.ts";
import { adminPage } from "./money-helpers.ts";

type Counts = Record<
  "pendingDeposits" | "users" | "pendingVerifications" | "pendingWithdrawals" | "pendingCoursePayments",
  number
>;

// The admin's screens open with the worker's admin session (adminPage); signing in through the screen
// is tested in auth.spec.ts and admin-daily.spec.ts.
test("admin: dashboard counts, search by last name, add money with a reason, audit log, the user sees it", async ({
  browser,
  request,
}) => {
  // A dozen screens on a 2-core machine.
  test.setTimeout(120_000);
  const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
  const readCounts = async (): Promise<Counts> => {
    const res = await request.get("/api/admin/dashboard", { headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.status()).toBe(200);
    return (await res.json()).data.counts;
  };
  const before = await readCounts();
  const member = await signupViaApi(request, newAccount());
  const counts = await readCounts();
  expect(counts.users).toBe(before.users + 1);

  const page = await adminPage(browser);
  await page.goto("/admin");
  for (const [key, value] of Object.entries(counts)) {
    await expect(page.getByTestId(`count-${key}`).getByTestId("count-value")).toHaveText(value.toLocaleString("en-US"));
  }
  await expect(page.getByRole("heading", { name: "Sign-ups per day" })).toBeVisible();

  // Search as you type, by part of the last name; the query lands in the URL.
  await page.getByTestId("count-users").click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  const fragment = member.lastname.slice(3).toUpperCase();
  await page.getByRole("searchbox", { name: "Search users" }).fill(fragment);
  await expect(page).toHaveURL(new RegExp(`q=${fragment}`));
  const row = page.getByRole("link", { name: new RegExp(`@${member.username}`) }).last();
  await expect(row).toBeVisible();
  await row.click();

  // Detail: add money with a reason.
  await expect(page.getByText(`@${member.username}`).first()).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText("$0.00");
  await page.getByLabel("Amount (USD)").fill("25.50");
  await page.getByLabel("Reason").fill("E2E goodwill credit");
  await page.getByRole("button", { name: "Add to wallet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "added to wallet" })).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText("$25.50");
  await expect(page.getByRole("cell", { name: "E2E goodwill credit" })).toBeVisible();

  // Verify and unverify (the verification domain's endpoint).
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unverify" })).toBeVisible();
  await page.getByRole("button", { name: "Unverify" }).click();
  await expect(page.getByRole("button", { name: "Verify", exact: true })).toBeVisible();

  // The audit log shows it.
  await page.getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Action").selectOption("wallet.adjust");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/action=wallet.adjust/);
  // In words, with a link to the member and the raw record one click away.
  const entry = page.getByRole("row").filter({ hasText: "E2E goodwill credit" });
  await expect(entry).toContainText(`adjusted ${member.firstname} ${member.lastname}'s wallet by +$25.50.`);
  await expect(entry.getByRole("link", { name: `${member.firstname} ${member.lastname}` })).toBeVisible();
  await entry.getByText("Raw record").click();
  await expect(entry).toContainText('"action": "wallet.adjust"');

  // The user sees the adjustment: balance and transaction history.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInViaApi(memberPage, member, "/dashboard");
  await expect(memberPage.getByTestId("wallet-balance")).toHaveText("$25.50");
  await expect(memberPage.getByText("E2E goodwill credit")).toBeVisible();
  await memberContext.close();
  await page.context().close();
});

test("admin users search: metacharacters match literally, the query lives in the URL", async ({ browser, request }) => {
  const literal = await signupViaApi(request, { ...newAccount(), lastname: "Pct%Under_Name" });
  // Would match "t%under_n" if % and _ were wildcards.
  const lookalike = await signupViaApi(request, { ...newAccount(), lastname: "PctAAunderBname" });
  const page = await adminPage(browser);
  await page.goto(`/admin/users?q=${encodeURIComponent("t%under_n")}`);
  await expect(page.getByRole("searchbox", { name: "Search users" })).toHaveValue("t%under_n");
  await expect(page.getByRole("link", { name: new RegExp(`@${literal.username}`) })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`@${lookalike.username}`) })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search users" }).fill("nobody-like-this");
  await expect(page.getByText('No users match "nobody-like-this"')).toBeVisible();
  await expect(page).toHaveURL(/q=nobody-like-this/);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search users" })).toHaveValue("nobody-like-this");
  await page.context().close();
});

test("admin screens have no serious or critical accessibility violations", async ({ browser, request }) => {
  // Four axe runs on a 2-core machine.
  test.setTimeout(120_000);
  const member = await signupViaApi(request, newAccount());
  const page = await adminPage(browser);
  await page.goto(`/admin/users?q=${member.username}`);
  await page.getByRole("link", { name: new RegExp(`@${member.username}`) }).click();
  const detail = new URL(page.url()).pathname;
  for (const path of ["/admin", "/admin/users", detail, "/admin/audit"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect((await seriousA11yViolations(page)).map((finding) => `${path} ${finding}`)).toEqual([]);
  }
  await page.context().close();
});
