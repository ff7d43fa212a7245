import { expect, type Page, test } from "@playwright/test";
import { seriousA11yViolations, signInViaApi, signupViaApi } from "./helpers.ts";
import { adminPage, expectBanner, expectReceipt, moveClock } from "./money-helpers.ts";

/** The first amount in dollars shown in `text` ("$1,234.56", "−$4.00") as a number. */
function dollars(text: string | null): number {
  const match = /(−?)\$([\d,]+\.\d{2})/.exec(text ?? "");
  if (!match) throw new Error(`no dollar amount in "${text}"`);
  const value = Number(match[2]?.replaceAll(",", ""));
  return match[1] ? -value : value;
}

async function signInAgain(page: Page, username: string, password: string) {
  // Days on, the old session has idled out: forget it and sign in again.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signInViaApi(page, { username, password });
}

test("a deposit buys units whose value follows the market; after the holding period they move to the wallet", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const account = await signupViaApi(request);
  // The member deposits $300 into Standard by card (test mode).
  await signInViaApi(page, account, "/invest");
  await page.getByRole("radio", { name: /Card/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  const standard = page.getByRole("radio", { name: /^Standard/ });
  await expect(page.getByRole("link", { name: "See its record of Standard (opens in a new tab)" })).toBeVisible();
  await expect(page.locator("#main")).not.toContainText(/target ROI|profit|expected/i);
  await standard.check();
  await page.getByLabel("Amount (USD)").fill("300");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("checkbox", { name: /Risk disclosure/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("Expiry (MM/YY)").fill("1239");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expectReceipt(page, "Deposit received", "See it on your dashboard");
  const card = page.getByTestId("investment-card").filter({ hasText: "Standard" });
  await expect(card.getByText("Waiting for confirmation")).toBeVisible();

  // An admin approves it: approve or deny only, no amount to type.
  const admin = await adminPage(browser);
  await admin.goto("/admin/allDeposits");
  await admin.getByRole("link", { name: `Review deposit of @${account.username}` }).click();
  await expect(admin.getByLabel(/payout/i)).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "Settle" })).toHaveCount(0);
  await admin.getByRole("button", { name: "Confirm" }).click();
  await expectBanner(admin, "Deposit approved");
  await expect(admin.getByRole("region", { name: "Decision recorded" })).toContainText("It bought units of the plan");
  await admin.getByRole("link", { name: "Open the deposit" }).click();
  await expect(admin.getByText("Units bought")).toBeVisible();
  await expect(admin.getByText("Value now")).toBeVisible();
  await admin.context().close();

  // The member sees units, value now, paid in and when the holding period ends.
  await page.reload();
  await expect(card.getByText("Invested")).toBeVisible();
  await expect(card.getByText("Units held")).toBeVisible();
  await expect(card.getByText("Paid in")).toBeVisible();
  await expect(card).toContainText("$300.00");
  await expect(card.getByText(/You can move it to your wallet from [A-Z][a-z]+ \d{1,2}, \d{4}\./)).toBeVisible();
  await expect(card.getByRole("button", { name: /Move to wallet/ })).toHaveCount(0);
  await expect(page.getByText("Simulated prices")).toBeVisible();
  const valueCell = card.getByTestId("position-value");
  await expect(valueCell).toHaveText(/^\$\d{3}\.\d{2}$/);
  const valueBefore = dollars(await valueCell.textContent());
  await expect(page.getByTestId("portfolio-total")).toHaveText(/^\$\d{3}\.\d{2}$/);
  await expect(page.locator("#main")).not.toContainText(/expected amount|target/i);

  try {
    // Two hours later the simulated prices have moved, and so has the value.
    await moveClock(request, 2 / 24);
    await page.reload();
    await expect(async () => {
      await page.reload();
      const valueAfter = dollars(await valueCell.textContent());
      expect(valueAfter).toBeGreaterThan(0);
      expect(valueAfter).not.toBe(valueBefore);
    }).toPass({ timeout: 15_000 });

    // 31 days on, the holding period is over: the member moves every unit to the wallet.
    await moveClock(request, 31);
    await signInAgain(page, account.username, account.password);
    await page.goto("/dashboard");
    await expect(page.getByTestId("wallet-balance")).toHaveText("$0.00");
    const expected = dollars(await valueCell.textContent());
    await card.getByRole("button", { name: "Move to wallet from Standard" }).click();
    const dialog = page.getByRole("dialog", { name: "Move to your wallet" });
    await dialog.getByRole("radio", { name: "A number of units" }).check();
    await dialog.getByLabel("Units to move").fill("999999");
    await expect(dialog.getByText(/^You hold only \d+\.\d{6} units$/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Confirm move" })).toBeDisabled();
    await dialog.getByRole("radio", { name: /^All/ }).check();
    await dialog.getByRole("button", { name: "Confirm move" }).click();
    await expect(dialog).toBeHidden();
    const credited = card.getByRole("status");
    await expect(credited).toContainText("was credited to your wallet.");
    const creditedDollars = dollars(await credited.textContent());
    expect(Math.abs(creditedDollars - expected)).toBeLessThan(1);
    await expect(page.getByTestId("wallet-balance")).toHaveText(
      new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(creditedDollars),
    );
    await expect(card.getByText("Moved to wallet", { exact: true })).toBeVisible();
    await expect(card.getByText("Units moved to wallet")).toBeVisible();
    await expect(card.getByTestId("position-value")).toHaveCount(0);
    await expect(card.getByRole("button", { name: /Move to wallet/ })).toHaveCount(0);
    const history = page.getByRole("list", { name: "Transaction history" });
    await expect(history.getByRole("listitem").first()).toContainText("Moved from a plan");
  } finally {
    await moveClock(request, 0);
  }
});

test("a plan's public record: holdings, fee, holding period, returns and risk, with the warnings", async ({ page }) => {
  await page.goto("/");
  const table = page.getByRole("table");
  const standardRow = table.getByRole("row").filter({ hasText: "Standard" });
  await expect(standardRow).toContainText("$200 – $499");
  await expect(standardRow).toContainText(/\d+% cash/);
  await expect(standardRow).toContainText(/since [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(page.locator("#main")).not.toContainText(/target ROI|profit range|expected amount/i);
  await standardRow.getByRole("link", { name: "See its record of Standard" }).click();

  await expect(page).toHaveURL(/\/plans\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Standard plan: its record" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How this plan works" })).toBeVisible();
  await expect(page.getByText(/A unit's value, the NAV/)).toBeVisible();
  await expect(page.getByText("Value of one unit", { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+(\.\d+)?% a year$/)).toBeVisible();
  await expect(page.getByText("30 days", { exact: true })).toBeVisible();
  for (const period of ["1 month", "3 months", "1 year", "Since launch"]) {
    await expect(page.getByText(period, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("list", { name: "Risk scale from 1 (lowest) to 7 (highest)" })).toBeVisible();
  const holdings = page.getByRole("table", { name: "The plan's holdings at the prices above" });
  await expect(holdings.getByRole("rowheader")).toHaveText(["Bitcoin", "Ether", "US dollar cash"]);
  await expect(
    page.getByText("Past performance does not predict future returns. The value can fall below what you put in."),
  ).toBeVisible();
  await expect(
    page.getByRole("note").filter({
      hasText: "Crypto assets are high-risk. Returns are not guaranteed and you could lose all the money you invest.",
    }),
  ).toBeVisible();

  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto("/plans/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Plan not found" })).toBeVisible();
});
