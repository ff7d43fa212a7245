import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, signInViaApi, signupViaApi } from "./helpers.ts";
import {
  adminPage,
  BTC_DESTINATION,
  expectBanner,
  expectReceipt,
  PNG,
  saveReleasedAddress,
  userIdOf,
  verifyViaAdminApi,
} from "./money-helpers.ts";

test("a member deposits seeing the exact coin amount, the rate, a countdown and a payment QR code", async ({
  page,
  browser,
}) => {
  const account = await signupViaApi(page.request);
  await signInViaApi(page, account, "/invest");
  await page.getByRole("radio", { name: /Cryptocurrency/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Silver/ }).check();
  await page.getByLabel("Amount (USD)").fill("1000");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByText("Choose a coin to see exactly how much to send and where.")).toBeVisible();
  await page.getByRole("radio", { name: /^USDT/ }).check();
  await expect(page.getByTestId("coin-amount")).toHaveText("1000.00");
  const usdtQr = page.getByRole("img", { name: "QR code: pay 1000.00 USDT to this USDT address" });
  await expect(usdtQr).toHaveAttribute(
    "data-uri",
    /^ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1\/transfer\?address=0x[0-9A-Za-z]+&uint256=1000000000$/,
  );

  await page.getByRole("radio", { name: /Bitcoin \(BTC\)/ }).check();
  const amount = page.getByTestId("coin-amount");
  await expect(amount).toHaveText(/^0\.\d{8}$/);
  const btc = (await amount.textContent()) ?? "";
  await expect(page.getByText(`Send exactly ${btc} BTC`, { exact: true })).toBeVisible();
  const qr = page.getByRole("img", { name: `QR code: pay ${btc} BTC to this bitcoin address` });
  await expect(qr).toBeVisible();
  const address = (await page.getByTestId("pay-address").textContent()) ?? "";
  await expect(qr).toHaveAttribute("data-uri", `bitcoin:${address}?amount=${btc}`);
  await expect(page.getByRole("timer")).toHaveText(/Quote valid for 1[45]:\d\d/);
  await expect(page.getByText(/The rate is the price of one bitcoin in US dollars/)).toBeVisible();
  await expect(page.getByText(/is on top of this amount and paid by you, the sender/)).toBeVisible();
  await expect(page.getByText("shared address")).toBeVisible();
  await page.getByRole("button", { name: "Copy amount" }).click();
  await expect(page.getByText("amount copied")).toBeVisible();

  await page.getByLabel("Proof of payment (screenshot or PDF)").setInputFiles({
    name: "proof.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await page.getByRole("checkbox", { name: /Risk disclosure/ }).check();
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await expectBanner(page, "Deposit successful, It will be verified shortly");

  // The admin matches the payment: the coin amount, the rate and the address beside the proof.
  const admin = await adminPage(browser);
  await admin.goto("/admin/allDeposits");
  await admin.getByRole("link", { name: `Review deposit of @${account.username}` }).click();
  await expect(admin.getByText(`${btc} BTC`).first()).toBeVisible();
  await expect(admin.getByText(/^1 BTC = \$[\d,]+\.\d\d, quoted /)).toBeVisible();
  await expect(admin.getByText("shared address").first()).toBeVisible();
  await expect(admin.getByRole("img", { name: "proof of payment" })).toBeVisible();
  await admin.context().close();
});

test("a withdrawal address is checked for its network; a withdrawal goes only to a saved one, through a review step", async ({
  page,
  request,
}) => {
  const account = await signupViaApi(request);
  const token = await apiToken(request, account.username, account.password);
  const userId = await userIdOf(request, token);
  await verifyViaAdminApi(request, userId);
  const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
  await request.post("/api/admin/users/balance", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { userId, amount: "100", reason: "e2e funds" },
  });

  // The API refuses it too, whatever the client: 400 with the reason, nothing reserved.
  const withdrawTo = (address: string) =>
    request.post("/api/withdraw", {
      headers: { authorization: `Bearer ${token}` },
      data: { amount: "10", address, network: "BTC" },
    });
  const refused = await withdrawTo("hello");
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe("This is not a valid Bitcoin address");
  const unsaved = await withdrawTo(BTC_DESTINATION);
  expect(unsaved.status()).toBe(400);
  expect((await unsaved.json()).error).toMatch(/not in your address book/);

  // The address book checks an address for its network as it is typed.
  await signInViaApi(page, account, "/security");
  const book = page.getByRole("form", { name: "Add a withdrawal address" });
  const save = book.getByRole("button", { name: "Save address" });
  await book.getByLabel("Address", { exact: true }).fill("hello");
  await expect(book.getByText("This is not a valid Bitcoin address")).toBeVisible();
  await expect(save).toBeDisabled();
  await book.getByRole("radio", { name: "USDT — ERC20 network only" }).check();
  await book.getByLabel("Address", { exact: true }).fill(BTC_DESTINATION);
  await expect(book.getByText("This looks like a Bitcoin address; choose the Bitcoin network")).toBeVisible();
  await book.getByRole("radio", { name: "Bitcoin" }).check();
  await expect(save).toBeEnabled();

  await saveReleasedAddress(request, token);
  await page.goto("/withdraw");
  await expect(page.getByTestId("withdraw-balance")).toHaveText("$100.00");
  const withdraw = page.getByRole("button", { name: "Withdraw", exact: true });
  await page.getByLabel("Amount (USD)").fill("10");
  await expect(withdraw).toBeDisabled();
  await page.getByRole("radio", { name: new RegExp(BTC_DESTINATION) }).check();
  await expect(withdraw).toBeEnabled();

  await withdraw.click();
  const review = page.getByRole("region", { name: "Review your withdrawal" });
  await expect(review).toContainText("$10.00");
  await expect(review).toContainText(BTC_DESTINATION);
  await expect(review).toContainText("cannot be reversed");
  await review.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio", { name: new RegExp(BTC_DESTINATION) })).toBeChecked();
  await withdraw.click();
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expectBanner(page, /Withdrawal requested/);
  await expectReceipt(page, "Withdrawal requested", "Your withdrawals");
  await expect(page.getByTestId("withdraw-balance")).toHaveText("$90.00");
});
