import { expect, test } from "@playwright/test";
import { E2E_CHAIN_DATA_DIR, E2E_CHAIN_PORT } from "./env.ts";
import {
  ADMIN,
  apiToken,
  confirmMoneyDecision,
  signInViaApi,
  signupViaApi,
  waitForServerBeforeAll,
} from "./helpers.ts";
import {
  adminPage,
  BTC_DESTINATION,
  expectBanner,
  expectReceipt,
  saveReleasedAddress,
  userIdOf,
  verifyViaAdminApi,
} from "./money-helpers.ts";

// This runs against the second test server, which watches the simulated chain: a payout is sent
// there from the admin screen and checked on it before the withdrawal is paid.
const CHAIN_URL = `http://127.0.0.1:${E2E_CHAIN_PORT}`;
test.use({ baseURL: CHAIN_URL });
waitForServerBeforeAll(CHAIN_URL);

test("a withdrawal quoted in coin is approved (payout queued), then paid with a checked simulated transaction", async ({
  page,
  request,
  browser,
}) => {
  const account = await signupViaApi(request, undefined, { dataDir: E2E_CHAIN_DATA_DIR });
  const token = await apiToken(request, account.username, account.password);
  const userId = await userIdOf(request, token);
  await verifyViaAdminApi(request, userId);
  await saveReleasedAddress(request, token);
  const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
  await request.post("/api/admin/users/balance", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { userId, amount: "500", reason: "e2e funds" },
  });

  // The member sees the coin amount, the rate, the fee estimate and what arrives before confirming.
  await signInViaApi(page, account, "/withdraw");
  await page.getByLabel("Amount (USD)").fill("200");
  await page.getByRole("radio", { name: new RegExp(BTC_DESTINATION) }).check();
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  const review = page.getByRole("region", { name: "Review your withdrawal" });
  await expect(review.getByText("Coin amount", { exact: true })).toBeVisible();
  await expect(review.getByText("Network fee estimate", { exact: true })).toBeVisible();
  await expect(review.getByText("0.00001410 BTC")).toBeVisible();
  await expect(review.getByTestId("payout-arrives")).toHaveText(/^\d+\.\d{8} BTC$/);
  const arrives = (await review.getByTestId("payout-arrives").textContent())?.trim() ?? "";
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expectReceipt(page, "Withdrawal requested");
  await expect(page.getByText("Withdrawal requested (reserved)")).toBeVisible();
  await expect(page.getByText(arrives)).toBeVisible();
  const receiptUrl = page.url();

  // The admin approves: the payout is queued, and the item now asks for its transaction.
  const admin = await adminPage(browser, CHAIN_URL);
  await admin.goto("/admin/withdrawals");
  const item = admin.getByRole("listitem", { name: `Withdrawal of @${account.username}` });
  await expect(item.getByText("Review: approve or deny")).toBeVisible();
  await item.getByRole("button", { name: "Approve" }).click();
  await confirmMoneyDecision(admin, "Approve withdrawal", {
    amount: `$200.00 (${arrives} to arrive)`,
    member: `(@${account.username})`,
  });
  await expectBanner(admin, "Withdrawal approved, payout queued");
  await page.goto(receiptUrl);
  await expect(page.getByRole("heading", { name: "Withdrawal approved" })).toBeVisible();
  await expect(page.getByText("Approved, payout queued")).toBeVisible();
  await expect(page.getByText("the coins have not been sent yet")).toBeVisible();

  await admin.goto("/admin/withdrawals?view=approved");
  const queued = admin.getByRole("listitem", { name: `Withdrawal of @${account.username}` });
  await expect(queued.getByText("Enter payout transaction")).toBeVisible();
  await expect(queued.getByText("Authorize")).toHaveCount(0);
  await queued.getByRole("button", { name: "Send simulated payout" }).click();
  await expect(queued.getByLabel("Payout transaction id")).toHaveValue(/^[0-9a-f]{64}$/);
  const txid = await queued.getByLabel("Payout transaction id").inputValue();
  // Only one payout per withdrawal: after a reload the sent one is filled in and not offered again.
  await admin.reload();
  await expect(queued.getByLabel("Payout transaction id")).toHaveValue(txid);
  await expect(queued.getByRole("button", { name: "Send simulated payout" })).toHaveCount(0);
  await queued.getByRole("button", { name: "Record payout" }).click();
  await confirmMoneyDecision(admin, "Record payout", {
    amount: `$200.00 (${arrives} to arrive)`,
    member: `(@${account.username})`,
  });
  // The simulated chain mines a block every 3 s, so the sent payout may already have its first
  // confirmation when it is recorded: "Sent, n of N" before it, "paid" once it has one (the server
  // test payout-proof.test.ts checks the 0-confirmation words on a chain that does not move).
  await expectBanner(admin, /Payout recorded: (Sent, \d+ of \d+ confirmations|the withdrawal is paid)/);
  await expect(admin.getByRole("region", { name: "Decision recorded" })).toContainText("checked on the chain");

  // The member's receipt: sent at 0 confirmations, paid once the chain watcher sees a block (the
  // simulated chain mines one every run), with the transaction checked on the (simulated) chain.
  await expect(async () => {
    await page.goto(receiptUrl);
    await expect(page.getByRole("heading", { name: "Withdrawal paid" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(txid)).toBeVisible();
  await expect(page.getByText(`yes: ${arrives} to your address`)).toBeVisible();
  await page.goto("/withdraw");
  const mine = page.getByRole("list", { name: "Withdrawal requests" });
  await expect(mine.getByText("Withdrawal paid")).toBeVisible();
  await expect(mine.getByTestId("payout-transaction")).toContainText("Simulated network — no real coins");
  await admin.context().close();
});
