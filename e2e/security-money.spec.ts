import { expect, test } from "@playwright/test";
import {
  ADMIN,
  apiToken,
  confirmMoneyDecision,
  emailLinkToken,
  latestMailTo,
  loginViaUi,
  renewAdminToken,
  secondAdmin,
  signInViaApi,
  signupViaApi,
} from "./helpers.ts";
import { adminPage, expectBanner, expectReceipt, moveClock, userIdOf, verifyViaAdminApi } from "./money-helpers.ts";
import { enrolOnSecurityPage, freshCode } from "./two-factor.ts";

/** BIP84's first receive address: valid, and nobody's wallet in these tests. */
const COLD_WALLET = "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu";

test("sign up, confirm the e-mail, turn on two-factor, log in with a code, add a held address, two admins with two-factor pay a large withdrawal", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const account = await signupViaApi(request, undefined, { isEmailConfirmed: false });
  let token = await apiToken(request, account.username, account.password);
  let member = { authorization: `Bearer ${token}` };
  const memberId = await userIdOf(request, token);

  // Unconfirmed: the banner says so and money cannot move yet.
  await signInViaApi(page, account, "/dashboard");
  const notice = page.getByRole("region", { name: "Confirm your e-mail address" });
  await expect(notice).toContainText(account.email);
  const early = await request.post("/api/user/addresses", {
    headers: member,
    data: { network: "BTC", address: COLD_WALLET },
  });
  expect(early.status()).toBe(403);
  expect((await early.json()).error).toBe("Confirm your e-mail address first: we sent you a link");

  // The link from the outbox confirms it.
  const link = emailLinkToken(await latestMailTo(account.email, "/confirm-email/"));
  await page.goto(`/confirm-email/${link}`);
  await expect(page.getByRole("heading", { name: "E-mail address confirmed" })).toBeVisible();
  // Opened again, it says the address is already confirmed rather than offering a new link.
  await page.goto(`/confirm-email/${link}`);
  await expect(page.getByRole("heading", { name: "Your e-mail address is already confirmed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send a new link" })).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(notice).toBeHidden();

  // Two-factor from the key the page shows; then the password alone is not enough to sign in.
  await page.goto("/security");
  const secret = await enrolOnSecurityPage(page);
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You are logged out")).toBeVisible();
  const passwordOnly = await request.post("/api/login", {
    data: { username: account.username, password: account.password },
  });
  expect(passwordOnly.status()).toBe(401);
  expect((await passwordOnly.json()).details).toEqual([
    { field: "code", message: "Enter the code from your authenticator app" },
  ]);
  await loginViaUi(page, account.username, account.password, secret);
  // Turning two-factor on ended every other session, the API one too. The API calls below use the
  // browser's new session: a sign-in of their own would spend another code, and wait for it.
  expect((await request.get("/api/user", { headers: member })).status()).toBe(401);
  token = (await page.evaluate(() => localStorage.getItem("vaultline.token"))) ?? "";
  member = { authorization: `Bearer ${token}` };

  // Verified and funded with $9,000 now and $9,000 a day later: one admin alone may move up to the
  // four-eyes threshold ($10,000) for a member in 24 hours.
  await verifyViaAdminApi(request, memberId);
  // A new admin session: the approvals below come after a sign-in on the moved clock (renewAdminToken).
  const admin = { authorization: `Bearer ${await renewAdminToken(request)}` };
  const fund = async (headers: Record<string, string>) => {
    const funded = await request.post("/api/admin/users/balance", {
      headers,
      data: { userId: memberId, amount: "9000", reason: "e2e large funds" },
    });
    expect(funded.status()).toBe(200);
    expect((await funded.json()).data.pendingAdjustmentId).toBeNull();
  };
  await fund(admin);

  // A new address, saved on the security page, is held for 24 hours.
  await page.goto("/security");
  const form = page.getByRole("form", { name: "Add a withdrawal address" });
  await form.getByLabel("Address", { exact: true }).fill(COLD_WALLET);
  await form.getByLabel("Label (optional)").fill("Cold wallet");
  await form.getByRole("button", { name: "Save address" }).click();
  await expectBanner(page, /Address saved\. It can be used from/);
  const saved = page
    .getByRole("list", { name: "Saved withdrawal addresses" })
    .getByRole("listitem", { name: "Cold wallet" });
  await expect(saved).toContainText("Usable from");
  expect(await latestMailTo(account.email, "withdrawal address was added")).toContain(COLD_WALLET);

  await page.goto("/withdraw");
  const destination = page.getByRole("radio", { name: /Cold wallet/ });
  await expect(destination).toBeDisabled();
  const held = await request.post("/api/withdraw", {
    headers: member,
    data: { amount: "15000", address: COLD_WALLET, network: "BTC", code: await freshCode(secret) },
  });
  expect(held.status()).toBe(400);
  expect((await held.json()).error).toMatch(/^This address can be used from /);

  // A day later (the app's test clock) it is usable: the member asks for $15,000.
  try {
    const dayLater = 1.05;
    await moveClock(request, dayLater);
    // A day later the admin's session has idled out: sign in again, with a code of that moment.
    const signedIn = await request.post("/api/login", {
      data: { username: ADMIN.username, password: ADMIN.password, code: await freshCode(ADMIN.totpSecret, dayLater) },
    });
    expect(signedIn.status()).toBe(200);
    await fund({ authorization: `Bearer ${(await signedIn.json()).token}` });
    await page.reload();
    await destination.check();
    await page.getByLabel("Amount (USD)").fill("15000");
    await page.getByRole("button", { name: "Withdraw", exact: true }).click();
    await expect(page.getByRole("region", { name: "Review your withdrawal" })).toContainText(COLD_WALLET);
    // With two-factor on, the withdrawal asks for a code; a wrong one keeps the review open with the reason.
    const codeField = page.getByLabel("Code from your authenticator app");
    await codeField.fill("000000");
    await page.getByRole("button", { name: "Confirm withdrawal" }).click();
    await expect(page.getByRole("region", { name: "Review your withdrawal" })).toContainText("That code is not right.");
    await codeField.fill(await freshCode(secret, dayLater));
    await page.getByRole("button", { name: "Confirm withdrawal" }).click();
    await expectBanner(page, /Withdrawal requested/);
    await expectReceipt(page, "Withdrawal requested", "Your withdrawals");
    await expect(page.getByTestId("withdraw-balance")).toHaveText("$3,000.00");
  } finally {
    await moveClock(request, 0);
  }
  const mine = async () => (await (await request.get("/api/user/withdrawals", { headers: member })).json()).data;
  const withdrawalId: string = (await mine())[0].id;

  // One admin approves: 1 of 2. The queue shows how old the address was; the same admin again is a 409.
  const first = await adminPage(browser);
  await first.goto("/admin/withdrawals");
  const item = first.getByRole("listitem", { name: `Withdrawal of @${account.username}` });
  await expect(item.getByTestId("address-age")).toContainText("25 hours before this request");
  await item.getByRole("button", { name: "Approve (1 of 2)" }).click();
  await confirmMoneyDecision(first, "Approve withdrawal", {
    amount: /^\$15,000\.00/,
    member: `(@${account.username})`,
  });
  await expectBanner(first, "Approved by 1 of 2 — waiting for a second admin");
  await expect(item.getByRole("button", { name: "Give the second approval" })).toBeDisabled();
  const again = await request.post(`/api/admin/withdrawals/${withdrawalId}/approve`, { headers: admin, data: {} });
  expect(again.status()).toBe(409);
  expect((await (await request.get("/api/user", { headers: member })).json()).data.wallet).toBe(3000);

  // A second admin, not appointed by the first, completes it.
  const colleague = await secondAdmin(request);
  const colleagueSecret = colleague.secret;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await context.newPage();
  await loginViaUi(second, colleague.username, colleague.password, colleagueSecret);
  await second.goto("/admin/withdrawals");
  const same = second.getByRole("listitem", { name: `Withdrawal of @${account.username}` });
  await expect(same.getByTestId("four-eyes")).toContainText(`(@${ADMIN.username}),`);
  await same.getByRole("button", { name: "Give the second approval" }).click();
  await confirmMoneyDecision(second, "Give the second approval", {
    amount: /^\$15,000\.00/,
    member: `(@${account.username})`,
  });
  await expectBanner(second, "Withdrawal approved");

  // The money moved once (reserved at the request, nothing more); both approvals are in the audit log.
  expect((await mine())[0]).toMatchObject({ status: "approved", amount: 15000 });
  expect((await (await request.get("/api/user", { headers: member })).json()).data.wallet).toBe(3000);
  const audit = await request.get(`/api/admin/audit?targetId=${withdrawalId}`, { headers: admin });
  const entries: { action: string; admin: { username: string } }[] = (await audit.json()).data.entries;
  expect(entries.map((e) => [e.action, e.admin.username])).toEqual(
    expect.arrayContaining([
      ["withdrawal.approve_first", ADMIN.username],
      ["withdrawal.approve", colleague.username],
    ]),
  );
  await context.close();
  await first.context().close();
});
