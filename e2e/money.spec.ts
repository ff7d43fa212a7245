import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, confirmMoneyDecision, signInViaApi, signupViaApi } from "./helpers.ts";
import {
  adminPage,
  BTC_DESTINATION,
  ETH_DESTINATION,
  expectBanner,
  expectReceipt,
  PNG,
  saveReleasedAddress,
  userIdOf,
  verifyViaAdminApi,
} from "./money-helpers.ts";

test("deposit with proof → admin approves → invested card → funded wallet → verified user withdraws → admin approves", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await signupViaApi(request);
  // The wizard: method → plan and amount → pay with crypto.
  await signInViaApi(page, account, "/invest");
  await page.getByRole("radio", { name: /Cryptocurrency/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Silver/ }).check();
  const amount = page.getByLabel("Amount (USD)");
  await expect(amount).toHaveAttribute("placeholder", "500 - 4999");
  await amount.fill("100");
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await amount.fill("1000");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByText("USDT — ERC20 network only")).toBeVisible();
  const confirm = page.getByRole("button", { name: "Confirm deposit" });
  await page.getByRole("radio", { name: /Bitcoin \(BTC\)/ }).check();
  await expect(page.getByTestId("coin-amount")).toHaveText(/^0\.\d{8}$/);
  await expect(page.getByText("demo address").first()).toBeVisible();
  await expect(page.getByRole("img", { name: /^QR code: pay 0\.\d{8} BTC/ })).toBeVisible();
  await page.getByRole("button", { name: "Copy address" }).click();
  await expect(page.getByText("address copied")).toBeVisible();
  await expect(page.getByText("address copied")).toBeHidden({ timeout: 4000 });

  await page.getByLabel("Blockchain transaction id (optional)").fill(`e2e${Date.now()}`);
  await page.getByLabel("Proof of payment (screenshot or PDF)").setInputFiles({
    name: "proof.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(confirm).toBeDisabled();
  await page.getByRole("checkbox", { name: /Risk disclosure/ }).check();
  await confirm.click();
  await expectBanner(page, "Deposit successful, It will be verified shortly");
  await expectReceipt(page, "Deposit received", "See it on your dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId("investment-card").filter({ hasText: "Silver" });
  await expect(card.getByText("Waiting for review")).toBeVisible();

  // The admin confirms it, looking at the proof.
  const admin = await adminPage(browser);
  await admin.goto("/admin/allDeposits");
  await admin.getByRole("link", { name: `Review deposit of @${account.username}` }).click();
  await expect(admin.getByRole("img", { name: "proof of payment" })).toBeVisible();
  await admin.getByRole("button", { name: "Confirm" }).click();
  await expectBanner(admin, "Deposit approved");
  // Back on the list, the admin reads what the decision did.
  const decided = admin.getByRole("region", { name: "Decision recorded" });
  await expect(decided).toContainText("Deposit accepted");
  await expect(decided).toContainText(`$1,000.00 into Silver by @${account.username}`);
  await expect(decided).toContainText("The member was e-mailed.");

  await page.reload();
  await expect(card.getByText("Invested")).toBeVisible();
  await expect(card.getByText("Units held")).toBeVisible();
  await expect(card.getByText("Holding period ends")).toBeVisible();
  await expect(card.locator("dd").last()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(card).not.toContainText(/expected|target/i);

  // No admin screen pays an investment out: the admin can only credit the wallet by an adjustment.
  await admin.goto("/admin/allDeposits?view=accepted");
  await admin.getByRole("link", { name: `Review deposit of @${account.username}` }).click();
  await expect(admin.getByText("Units bought")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Settle" })).toHaveCount(0);
  const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
  const funded = await request.post("/api/admin/users/balance", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      userId: await userIdOf(request, await apiToken(request, account.username, account.password)),
      amount: "1450",
      reason: "e2e funds",
    },
  });
  expect((await funded.json()).message).toBe("added to wallet");

  await page.reload();
  await expect(page.getByTestId("wallet-balance")).toHaveText("$1,450.00");

  // Verified, the user withdraws part of it; the admin pays it out.
  const token = await apiToken(request, account.username, account.password);
  await verifyViaAdminApi(request, await userIdOf(request, token));
  await saveReleasedAddress(request, token);
  await page.goto("/withdraw");
  await expect(page.locator("#main").getByText(`@${account.username}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId("withdraw-balance")).toHaveText("$1,450.00");
  const withdraw = page.getByRole("button", { name: "Withdraw", exact: true });
  await page.getByRole("radio", { name: new RegExp(BTC_DESTINATION) }).check();
  await page.getByLabel("Amount (USD)").fill("2000");
  await expect(withdraw).toBeDisabled();
  await page.getByLabel("Amount (USD)").fill("abc");
  await expect(withdraw).toBeDisabled();
  await page.getByLabel("Amount (USD)").fill("400");
  await withdraw.click();
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expectBanner(page, /Withdrawal requested/);
  await expectReceipt(page, "Withdrawal requested", "Your withdrawals");
  await expect(page.getByTestId("withdraw-balance")).toHaveText("$1,050.00");

  await admin.goto("/admin/withraw");
  const request1 = admin.getByRole("listitem", { name: `Withdrawal of @${account.username}` });
  await request1.getByRole("button", { name: "Approve" }).click();
  await confirmMoneyDecision(admin, "Approve withdrawal", {
    amount: /^\$400\.00/,
    member: `${account.firstname} ${account.lastname} (@${account.username})`,
  });
  await expectBanner(admin, "Withdrawal approved");
  // Approval queues the payout; e2e/payouts.spec.ts follows it to "Paid".
  await expect(admin.getByRole("region", { name: "Decision recorded" })).toContainText(
    "enter the payout transaction id",
  );

  await page.goto("/dashboard");
  await expect(page.getByTestId("wallet-balance")).toHaveText("$1,050.00");
  const history = page.getByRole("list", { name: "Transaction history" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("-$400.00");
  await expect(history.getByRole("listitem").first()).toContainText("Balance $1,050.00");
  await expect(history.getByRole("listitem").last()).toContainText("+$1,450.00");
  await expect(
    page.getByRole("list", { name: "Withdrawal requests" }).getByText("Approved, payout queued"),
  ).toBeVisible();
  await expect(page.getByRole("figure", { name: "Wallet balance after each transaction" })).toBeVisible();
  await admin.context().close();
});

test("card deposit in test mode: the decline card fails with nothing charged, 4242 is accepted", async ({
  page,
  request,
}) => {
  const account = await signupViaApi(request);
  await signInViaApi(page, account, "/invest");
  await expect(page.getByText("test mode").first()).toBeVisible();
  await page.getByRole("radio", { name: /Card/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Standard/ }).check();
  await page.getByLabel("Amount (USD)").fill("250");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/invest\/card$/);
  await page.getByRole("checkbox", { name: /Risk disclosure/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  const pay = page.getByRole("button", { name: "Pay", exact: true });
  await expect(pay).toBeDisabled();
  await page.getByLabel("Name on card").fill("Grace Hopper");
  await page.getByLabel("Card number").fill("4000000000000002");
  await expect(page.getByLabel("Card number")).toHaveValue("4000 0000 0000 0002");
  await expect(page.getByText("Card type: VISA")).toBeVisible();
  await page.getByLabel("Expiry (MM/YY)").fill("1239");
  await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue("12/39");
  await page.getByLabel("CVV").fill("123");
  await pay.click();
  await expectBanner(page, "Your card was declined. No charge was made.", "error");
  await expect(page).toHaveURL(/\/invest\/card$/);

  await page.getByLabel("Card number").fill("4242424242424242");
  await pay.click();
  await expectBanner(page, "Deposit successful, It will be verified shortly");
  await expectReceipt(page, "Deposit received", "See it on your dashboard");
  const cards = page.getByTestId("investment-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Standard");
  await expect(cards.first()).toContainText("$250.00");
});

test("admin packages: create with the disabled-button rules, edit, delete after the confirm dialog", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const name = `E2E ${Date.now().toString(36)}`;
  await admin.goto("/admin/createPlan");
  const create = admin.getByRole("button", { name: "Create package" });
  await admin.getByLabel("Name").fill(name);
  await admin.getByLabel("Minimum amount (USD)").fill("150");
  await admin.getByLabel("Maximum amount (USD)").fill("900");
  await expect(create).toBeDisabled();
  await admin.getByLabel("Minimum amount (USD)").fill("200");
  await admin.getByLabel("Maximum amount (USD)").fill("");
  await expect(create).toBeDisabled();
  await admin.getByLabel('No maximum ("and above")').check();
  await expect(create).toBeEnabled();
  // The mix must add up to 100%: the editor shows the total and refuses anything else.
  await admin.getByLabel("Bitcoin (%)").fill("20");
  await expect(admin.getByTestId("weights-total")).toHaveText("Total: 110% · Weights must add up to 100%");
  await expect(create).toBeDisabled();
  await admin.getByLabel("Cash (%)").fill("70");
  await expect(admin.getByTestId("weights-total")).toHaveText("Total: 100%");
  await expect(create).toBeEnabled();
  await create.click();
  await expectBanner(admin, `Plan created: ${name}`);
  // The admin lands on the list with the new package highlighted.
  await expect(admin).toHaveURL(/\/admin\/plans$/);
  await expect(admin.getByTestId("new-plan")).toContainText(name);
  await expect(admin.getByTestId("new-plan")).toContainText("$200 and above · 70% cash, 20% Bitcoin, 10% Ether");
  await expect(admin.getByTestId("new-plan")).toContainText("Risk class Too new to rate");
  await admin.getByRole("button", { name: `Edit ${name}` }).click();
  const form = admin.getByRole("form", { name: `Edit ${name}` });
  await expect(form.getByLabel("Bitcoin (%)")).toHaveValue("20");
  await form.getByLabel("Yearly fee (%)").fill("1.5");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectBanner(admin, "Plan updated");
  const row = admin.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("fee 1.5% a year");

  await admin.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(admin.getByText(`Delete ${name} package?`)).toBeVisible();
  await admin.getByRole("button", { name: "Cancel" }).click();
  await expect(admin.getByText(`Delete ${name} package?`)).toBeHidden();
  await admin.getByRole("button", { name: `Delete ${name}` }).click();
  await admin.getByRole("button", { name: "Confirm" }).click();
  await expectBanner(admin, "Deleted plan successfully");
  await expect(row).toHaveCount(0);
  await admin.context().close();
});

test("withdrawals: cancel while pending gives the money back; an admin denial shows its reason", async ({
  page,
  request,
  browser,
}) => {
  const account = await signupViaApi(request);
  const token = await apiToken(request, account.username, account.password);
  const userId = await userIdOf(request, token);
  await verifyViaAdminApi(request, userId);
  await saveReleasedAddress(request, token, { address: ETH_DESTINATION, network: "USDT_ERC20" });
  const admin = await apiToken(request, ADMIN.username, ADMIN.password);
  const funded = await request.post("/api/admin/users/balance", {
    headers: { authorization: `Bearer ${admin}` },
    data: { userId, amount: "300", reason: "e2e funds" },
  });
  expect((await funded.json()).message).toBe("added to wallet");

  await signInViaApi(page, account, "/withdraw");
  await expect(page.getByTestId("withdraw-balance")).toHaveText("$300.00");
  await page.getByLabel("Amount (USD)").fill("120");
  await page.getByRole("radio", { name: new RegExp(ETH_DESTINATION) }).check();
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expectReceipt(page, "Withdrawal requested", "Your withdrawals");
  await expect(page.getByTestId("withdraw-balance")).toHaveText("$180.00");
  const requests = page.getByRole("list", { name: "Withdrawal requests" });
  await requests.getByRole("button", { name: "Cancel" }).click();
  await expectBanner(page, /Withdrawal cancelled/);
  await expect(page.getByTestId("withdraw-balance")).toHaveText("$300.00");
  await expect(requests.getByText("cancelled")).toBeVisible();

  await page.getByLabel("Amount (USD)").fill("50");
  await page.getByRole("radio", { name: new RegExp(ETH_DESTINATION) }).check();
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expectReceipt(page, "Withdrawal requested", "Your withdrawals");
  await expect(page.getByTestId("withdraw-balance")).toHaveText("$250.00");

  const adminUi = await adminPage(browser);
  await adminUi.goto("/admin/withdrawals");
  const item = adminUi.getByRole("listitem", { name: `Withdrawal of @${account.username}` });
  await item.getByRole("button", { name: "Deny" }).click();
  await item.getByLabel("Reason (the user sees it)").fill("Address failed screening");
  await item.getByRole("button", { name: "Deny withdrawal" }).click();
  await expectBanner(adminUi, /Withdrawal denied/);

  await page.reload();
  await expect(page.getByTestId("withdraw-balance")).toHaveText("$300.00");
  await expect(requests.getByText("Reason: Address failed screening")).toBeVisible();
  // The receipt, reached again from the list, now says what the admin decided.
  await requests.getByRole("listitem").first().getByRole("link", { name: "Receipt" }).click();
  await expectReceipt(page, "Withdrawal denied");
  await expect(page.getByText("Not sent: Address failed screening.")).toBeVisible();
  await expect(page.getByText("The amount went back to your wallet.")).toBeVisible();
  await adminUi.context().close();
});
