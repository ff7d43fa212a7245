import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInViaApi, signupViaApi } from "./helpers.ts";
import { expectBanner } from "./money-helpers.ts";

test("a member starts the trial, buys BTC in the demo account, sells part and sees the realised P&L", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await signupViaApi(request);
  // Without course access the demo says so, with the way in.
  await signInViaApi(page, account, "/education/demo");
  await expect(page.getByText("Demo — virtual money")).toBeVisible();
  await expect(
    page.getByText("This lesson is part of the course. Start your free trial or choose a package."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Start your free trial" }).click();
  await expect(page).toHaveURL(/\/education\/learn$/);
  await page.getByRole("button", { name: "Start your free trial" }).click();
  await expect(page.getByTestId("course-access-state")).toContainText("Trial:");
  await page.getByRole("link", { name: "Open the demo account" }).click();
  await expect(page).toHaveURL(/\/education\/demo$/);

  await expect(page.getByText("Demo — virtual money").first()).toBeVisible();
  await expect(page.getByText("Virtual cash", { exact: true })).toBeVisible();
  await expect(page.getByTestId("demo-cash")).toHaveText("$10,000.00");
  await expect(page.getByText("Simulated prices")).toBeVisible();
  await expect(page.getByRole("figure", { name: "BTC price over 24 h" })).toBeVisible();
  await page.getByRole("button", { name: "7 d" }).click();
  await expect(page.getByRole("figure", { name: "BTC price over 7 d" })).toBeVisible();
  await expect(page.getByText("No positions yet")).toBeVisible();
  await expect(page.getByText("No orders yet")).toBeVisible();

  // Buy $1,000 of BTC.
  await page.getByLabel("Amount (virtual USD)").fill("1000");
  await expect(page.getByTestId("order-estimate")).toContainText("Buy about");
  await page.getByRole("button", { name: "Review buy order" }).click();
  await page.getByRole("button", { name: "Confirm buy" }).click();
  await expectBanner(page, /^Bought .* BTC at \$[\d,]+\.\d\d \(virtual money\)/);
  const btcRow = page.getByRole("row", { name: /BTC/ });
  await expect(btcRow).toBeVisible();
  await expect(page.getByTestId("demo-cash")).not.toHaveText("$10,000.00");

  // Sell part of it, by quantity.
  await page.getByRole("radio", { name: "Sell" }).check();
  await page.getByRole("radio", { name: "BTC" }).check();
  await page.getByLabel("Quantity (BTC)").fill("0.005");
  await page.getByRole("button", { name: "Review sell order" }).click();
  await page.getByRole("button", { name: "Confirm sell" }).click();
  await expectBanner(page, /^Sold 0\.00500000 BTC/);

  // The spread alone makes a round trip within a minute cost a little: the realised P&L is not zero.
  await expect(page.getByTestId("demo-realised")).toHaveText(/^[−+]\$\d/);
  const history = page.getByRole("list", { name: "Demo order history" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Sell");
  await expect(history.getByRole("listitem").first()).toContainText("Realised");

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);

  // Reset, after a confirmation, by keyboard.
  await page.getByRole("button", { name: "Reset demo account" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset the demo account?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(btcRow).toBeVisible();
  await page.getByRole("button", { name: "Reset demo account" }).click();
  await dialog.getByRole("button", { name: "Reset to $10,000.00" }).click();
  await expectBanner(page, "Demo account reset to $10,000.00 of virtual money");
  await expect(page.getByTestId("demo-cash")).toHaveText("$10,000.00");
  await expect(page.getByText("No positions yet")).toBeVisible();
  await expect(page.getByText("No orders yet")).toBeVisible();
});
