import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, signInViaApi, signupViaApi } from "./helpers.ts";
import { adminPage, expectBanner, expectReceipt, PNG, userIdOf } from "./money-helpers.ts";

test("the education page lists only what the packages deliver; the trial needs no payment; an unknown course is not found", async ({
  page,
}) => {
  await page.goto("/education");
  const standard = page.getByRole("article", { name: "STANDARD" });
  await expect(standard).toContainText("$250");
  await expect(standard).toContainText("for 3 months");
  await expect(standard).toContainText(/All \d+ lessons and \d+ quizzes/);
  await expect(standard).toContainText("Completion certificate");
  const premium = page.getByRole("article", { name: "PREMIUM" });
  await expect(premium).toContainText("$1,500");
  await expect(premium).toContainText("Lifetime access");
  for (const promise of ["Bonus", "risk-free", "Withdrawals in 1 hour", "24/7", "success manager"]) {
    await expect(page.getByText(promise)).toHaveCount(0);
  }
  await expect(page.getByText(/No payment details asked; it ends by itself/)).toBeVisible();
  await expect(page.getByText(/Returns are not guaranteed/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you will learn" })).toBeVisible();
  // A visitor registers first; the trial itself never leads to a payment.
  await expect(page.getByRole("link", { name: "Start your free trial" })).toHaveAttribute("href", "/register");
  const account = await signupViaApi(page.request);
  await signInViaApi(page, account, "/education/payment/yearly");
  await expect(page.getByRole("heading", { name: "Page Not found" })).toBeVisible();
});

test("a user buys the course with a proof, an admin accepts, the dashboard shows it active", async ({
  page,
  browser,
}) => {
  const account = await signupViaApi(page.request);
  await signInViaApi(page, account, "/education");
  await page.getByRole("link", { name: /Choose PREMIUM/ }).click();
  await expect(page).toHaveURL(/\/education\/payment\/fullPay$/);
  await page.getByRole("radio", { name: /Cryptocurrency/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("button", { name: "Confirm payment" })).toBeDisabled();
  // The shared crypto step: the coin, then exactly how much to send (USDT is 1:1 with the dollar).
  await page.getByRole("radio", { name: /^USDT/ }).check();
  await expect(page.getByTestId("coin-amount")).toHaveText("1500.00");
  await page.getByLabel("Proof of payment").setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Confirm payment" }).click();
  await expectBanner(page, "Course payment successful");
  await expectReceipt(page, "Course payment received", "See it on your dashboard");
  await expect(page.getByTestId("course-access")).toContainText("waiting for review");

  const admin = await adminPage(browser);
  await admin.goto("/admin/coursePayments");
  const item = admin
    .getByRole("list", { name: "Course payments" })
    .getByRole("listitem")
    .filter({ hasText: `@${account.username}` });
  await item.getByRole("button", { name: "Review" }).click();
  await expect(item.getByRole("img", { name: /proof of payment/ })).toBeVisible();
  await item.getByRole("button", { name: "Accept payment" }).click();
  await expectBanner(admin, "Course payment accepted");
  await expect(admin.getByRole("region", { name: "Decision recorded" })).toContainText(
    "The course is open for the member.",
  );
  await expect(item).toContainText("accepted");

  await page.reload();
  await expect(page.getByTestId("course-access")).toContainText("PREMIUM: lifetime access");
});

test("a user with enough balance buys the course from the wallet and the balance drops by the price", async ({
  page,
  request,
}) => {
  const account = await signupViaApi(request);
  const userToken = await apiToken(request, account.username, account.password);
  const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
  const credit = await request.post("/api/admin/users/balance", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { userId: await userIdOf(request, userToken), amount: 300, reason: "e2e course purchase" },
  });
  expect(credit.status()).toBe(200);

  await signInViaApi(page, account, "/education/payment/monthly");
  await expect(page.getByRole("radio", { name: /Card/ })).toBeVisible();
  await expect(page.getByText("Test mode")).toBeVisible();
  await page.getByRole("radio", { name: /Wallet balance/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Balance after payment")).toBeVisible();
  await page.getByRole("button", { name: "Pay $250.00 from my wallet" }).click();
  await expectBanner(page, "Course payment successful");
  await expectReceipt(page, "Course payment accepted", "Dashboard");
  await expect(page.getByTestId("wallet-balance")).toHaveText("$50.00");
  await expect(page.getByTestId("course-access")).toContainText("STANDARD: access until");
  const me = await request.get("/api/user", { headers: { authorization: `Bearer ${userToken}` } });
  expect((await me.json()).data.wallet).toBe(50);
});

test("a declined sandbox card shows the decline and charges nothing", async ({ page }) => {
  const account = await signupViaApi(page.request);
  await signInViaApi(page, account, "/education/payment/monthly");
  await page.getByRole("radio", { name: /Card/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Name on card").fill("Grace Hopper");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: "Pay $250.00" }).click();
  await expectBanner(page, "Your card was declined. No charge was made.", "error");
  // The banner fades; the reason stays beside the form until the next attempt.
  await expect(
    page.locator('[data-status="error"]').filter({ hasText: "Your card was declined. No charge was made." }),
  ).toBeHidden();
  await expect(
    page.getByRole("alert").filter({ hasText: "Your card was declined. No charge was made." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Back to payment methods" }).click();
  await expect(page.getByRole("radio", { name: /Cryptocurrency/ })).toBeVisible();
});
