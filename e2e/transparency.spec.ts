import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, loginViaUi, seriousA11yViolations, signupViaApi } from "./helpers.ts";
import { userIdOf } from "./money-helpers.ts";

test("a member checks on /transparency that their balance is counted in the published tree", async ({
  page,
  request,
}) => {
  const account = await signupViaApi(request);
  const userId = await userIdOf(request, await apiToken(request, account.username, account.password));
  const admin = { authorization: `Bearer ${await apiToken(request, ADMIN.username, ADMIN.password)}` };
  const funded = await request.post("/api/admin/users/balance", {
    headers: admin,
    data: { userId, amount: "123.45", reason: "e2e transparency" },
  });
  expect(funded.status()).toBe(200);
  // The daily job's work, now: seal the ledger and publish today's tree (a fresh e2e server has none).
  const published = await request.post("/api/admin/transparency/publish", { headers: admin });
  expect(published.status()).toBe(200);
  const day = (await published.json()).data;
  expect(day.isNew).toBe(true);

  // A visitor sees the publication, and is asked to sign in to check.
  await page.goto("/transparency");
  await expect(page.getByRole("heading", { level: 1, name: "Transparency" })).toBeVisible();
  await expect(page.getByText("Simulated figures.")).toBeVisible();
  const row = page.getByTestId("published-day").first();
  await expect(row).toContainText(String(day.memberCount));
  await expect(row.getByTitle(day.rootHash)).toBeVisible();
  await expect(page.getByText("to check that your balance is counted")).toBeVisible();

  await loginViaUi(page, account.username, account.password);
  await page.goto("/transparency");
  await page.getByRole("button", { name: "Check that my balance is counted" }).click();
  const result = page.getByTestId("inclusion-result");
  await expect(result.getByRole("status")).toContainText(
    `Your balance is counted: the path reaches the root published for ${day.day}`,
  );
  await expect(result).toContainText("your balance $123.45");
  await expect(result.getByRole("listitem").filter({ hasText: "Your leaf" })).toContainText("$123.45");
  await expect(result.getByRole("listitem").last()).toContainText(day.rootHash);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The same proof, downloaded, is the file `npm run verify-inclusion` checks.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the proof (proof.json)" }).click(),
  ]);
  const proof = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(proof).toMatchObject({ accountId: userId, balanceCents: 12345, root: { hash: day.rootHash } });
});
