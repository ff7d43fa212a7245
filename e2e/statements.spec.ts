import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, signInViaApi, signupViaApi } from "./helpers.ts";
import { moveClock, userIdOf } from "./money-helpers.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

test("a member downloads last month's statement as CSV and PDF from the dashboard", async ({ page, request }) => {
  const account = await signupViaApi(request);
  const token = await apiToken(request, account.username, account.password);
  const userId = await userIdOf(request, token);
  const admin = await apiToken(request, ADMIN.username, ADMIN.password);
  // The credit is booked 40 days ago on the app's clock: in a month that has ended.
  await moveClock(request, -40);
  try {
    const credit = await request.post("/api/admin/users/balance", {
      headers: { authorization: `Bearer ${admin}` },
      data: { userId, amount: "123.45", reason: "e2e statement credit" },
    });
    expect(credit.status()).toBe(200);
  } finally {
    await moveClock(request, 0);
  }
  const booked = new Date(Date.now() - 40 * DAY_MS);
  const monthKey = booked.toISOString().slice(0, 7);
  const monthName = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" }).format(
    booked,
  );

  await signInViaApi(page, account, "/dashboard");
  const statements = page.getByRole("list", { name: "Monthly statements" });
  await expect(statements.getByText(monthName)).toBeVisible();
  await expect(statements.getByText("Wallet $0.00 → $123.45 · 1 movement")).toBeVisible();

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    statements.getByRole("button", { name: `Download the ${monthName} statement as CSV` }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`vaultline-statement-${monthKey}.csv`);
  const text = readFileSync(await csv.path(), "utf8");
  expect(text.split("\n")[0]).toBe(
    "section,date,entry_id,kind,description,reference_type,reference,units,nav_per_unit,amount_usd,balance_usd",
  );
  expect(text).toContain("Adjustment by an admin: e2e statement credit");
  expect(text).toMatch(/closing_balance,.*,123\.45/);

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    statements.getByRole("button", { name: `Download the ${monthName} statement as PDF` }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`vaultline-statement-${monthKey}.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
});
