import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, confirmMoneyDecision, loginViaUi, secondAdmin, signupViaApi } from "./helpers.ts";
import {
  adminPage,
  BTC_DESTINATION,
  expectBanner,
  saveReleasedAddress,
  userIdOf,
  verifyViaAdminApi,
} from "./money-helpers.ts";

test("a large withdrawal needs two admins: the first approval is 1 of 2, a second admin pays it out", async ({
  request,
  browser,
}) => {
  const admin = { authorization: `Bearer ${await apiToken(request, ADMIN.username, ADMIN.password)}` };
  const member = await signupViaApi(request);
  const memberToken = await apiToken(request, member.username, member.password);
  const memberId = await userIdOf(request, memberToken);
  await verifyViaAdminApi(request, memberId);
  // A second admin the bootstrap admin did not appoint (one it promoted may not approve its requests),
  // signed in in a browser of its own. Its API call below uses that session: a sign-in of its own
  // would spend another code, and after the enrolment's two it would wait for the next one.
  const colleague = await secondAdmin(request);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await context.newPage();
  await loginViaUi(second, colleague.username, colleague.password, colleague.secret);

  // One admin alone may move up to the threshold ($10,000) for a member in 24 hours: the second
  // $9,000 waits for the colleague's approval.
  const funded: { pendingAdjustmentId: string | null }[] = [];
  for (const amount of ["9000", "9000"]) {
    const res = await request.post("/api/admin/users/balance", {
      headers: admin,
      data: { userId: memberId, amount, reason: "e2e large funds" },
    });
    expect(res.status()).toBe(200);
    funded.push((await res.json()).data);
  }
  expect(funded[0]?.pendingAdjustmentId).toBeNull();
  const pendingId = funded[1]?.pendingAdjustmentId;
  expect(pendingId).toBeTruthy();
  const colleagueAuth = {
    authorization: `Bearer ${await second.evaluate(() => localStorage.getItem("vaultline.token"))}`,
  };
  const approved = await request.post(`/api/admin/adjustments/${pendingId}/approve`, { headers: colleagueAuth });
  expect(approved.status()).toBe(200);
  await saveReleasedAddress(request, memberToken);
  const requested = await request.post("/api/withdraw", {
    headers: { authorization: `Bearer ${memberToken}` },
    data: { amount: "15000", address: BTC_DESTINATION, network: "BTC" },
  });
  expect(requested.status()).toBe(201);

  const first = await adminPage(browser);
  await first.goto("/admin/withdrawals");
  const item = first.getByRole("listitem", { name: `Withdrawal of @${member.username}` });
  await item.getByRole("button", { name: "Approve (1 of 2)" }).click();
  await confirmMoneyDecision(first, "Approve withdrawal", { amount: /^\$15,000\.00/, member: `(@${member.username})` });
  await expectBanner(first, "Approved by 1 of 2 — waiting for a second admin");
  await expect(item.getByTestId("four-eyes")).toContainText("You gave the first approval");
  await expect(item.getByRole("button", { name: "Give the second approval" })).toBeDisabled();

  await second.goto("/admin/withdrawals");
  const same = second.getByRole("listitem", { name: `Withdrawal of @${member.username}` });
  await expect(same.getByTestId("four-eyes")).toContainText(`(@${ADMIN.username}),`);
  await same.getByRole("button", { name: "Give the second approval" }).click();
  await confirmMoneyDecision(second, "Give the second approval", {
    amount: /^\$15,000\.00/,
    member: `(@${member.username})`,
  });
  await expectBanner(second, "Withdrawal approved");
  await context.close();
  await first.context().close();
});
