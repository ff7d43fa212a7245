import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, seriousA11yViolations, signInViaApi, signupViaApi } from "./helpers.ts";
import { moveClock, userIdOf } from "./money-helpers.ts";
import { freshCode } from "./two-factor.ts";

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
  // A fresh server published today's tree at its first start, before this member existed.
  const first = await request.post("/api/admin/transparency/publish", { headers: admin });
  expect((await first.json()).data.isNew).toBe(false);
  // The daily job's work the next day: seal the ledger and publish a tree that counts the member.
  const dayLater = 1.05;
  await moveClock(request, dayLater);
  let day: { day: string; isNew: boolean; memberCount: number; rootHash: string };
  try {
    const login = await request.post("/api/login", {
      data: { username: ADMIN.username, password: ADMIN.password, code: await freshCode(ADMIN.totpSecret, dayLater) },
    });
    expect(login.status()).toBe(200);
    const published = await request.post("/api/admin/transparency/publish", {
      headers: { authorization: `Bearer ${(await login.json()).token}` },
    });
    expect(published.status()).toBe(200);
    day = (await published.json()).data;
    expect(day.isNew).toBe(true);
  } finally {
    await moveClock(request, 0);
  }

  // A visitor sees the publication, and is asked to sign in to check.
  await page.goto("/transparency");
  await expect(page.getByRole("heading", { level: 1, name: "Transparency" })).toBeVisible();
  await expect(page.getByText("Simulated figures.")).toBeVisible();
  const row = page.getByTestId("published-day").first();
  await expect(row).toContainText(String(day.memberCount));
  await expect(row.getByTitle(day.rootHash)).toBeVisible();
  await expect(page.getByText("to check that your balance is counted")).toBeVisible();

  await signInViaApi(page, account, "/transparency");
  await page.getByRole("button", { name: "Check that my balance is counted" }).click();
  const result = page.getByTestId("inclusion-result");
  await expect(result.getByRole("status")).toContainText(
    `Your balance is counted: the path reaches the root published for ${day.day}`,
  );
  await expect(result).toContainText("your balance $123.45");
  await expect(result.getByRole("listitem").filter({ hasText: "Your leaf" })).toContainText("$123.45");
  await expect(result.getByRole("listitem").last()).toContainText(day.rootHash);
  // Per asset: the wallet cash in today's USD tree, nothing of the coins (no position), each verified.
  const assets = page.getByTestId("asset-check");
  await expect(assets).toHaveCount(3);
  await expect(assets.filter({ hasText: "USD" })).toContainText("Your $123.45 is counted in");
  await expect(assets.filter({ hasText: "BTC" })).toContainText("Your 0.00000000 BTC is counted");
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The same proof, downloaded, is the file `npm run verify-inclusion` checks.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the proof (proof.json)" }).click(),
  ]);
  const proof = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(proof).toMatchObject({ accountId: userId, balanceCents: 12345, root: { hash: day.rootHash } });
  expect(proof.assets.map((a: { asset: string; amountUnits: number }) => [a.asset, a.amountUnits])).toEqual([
    ["BTC", 0],
    ["ETH", 0],
    ["USD", 12345],
  ]);
});
