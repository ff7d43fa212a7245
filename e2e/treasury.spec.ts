import { expect, test } from "@playwright/test";
import { E2E_TREASURY_DATA_DIR, E2E_TREASURY_PORT } from "./env.ts";
import { signInViaApi, signupViaApi, waitForServerBeforeAll } from "./helpers.ts";
import { adminPage } from "./money-helpers.ts";

const TREASURY_URL = `http://127.0.0.1:${E2E_TREASURY_PORT}`;

// The demonstration's whole treasury cycle on a test server of its own (simulated chain, simulated
// exchange): a member pays BTC, the admin sweeps it to the exchange, the treasury proposes the orders
// that match the plan's mix, the exchange fills them, and /transparency shows each asset covered.
test.use({ baseURL: TREASURY_URL });
waitForServerBeforeAll(TREASURY_URL);

test("a BTC deposit is traded into the plan's mix and /transparency shows every asset covered", async ({
  page,
  browser,
}) => {
  test.slow();
  const account = await signupViaApi(page.request, undefined, { dataDir: E2E_TREASURY_DATA_DIR });
  await signInViaApi(page, account, "/invest");
  await page.getByRole("radio", { name: /Cryptocurrency/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Standard/ }).check();
  await page.getByLabel("Amount (USD)").fill("400");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Bitcoin \(BTC\)/ }).check();
  await page.getByRole("checkbox", { name: /Risk disclosure/ }).check();
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await page.getByRole("button", { name: "Send simulated payment" }).click();
  await expect(page.getByTestId("chain-state")).toHaveText("Invested", { timeout: 90_000 });

  const admin = await adminPage(browser, TREASURY_URL);
  await admin.goto("/admin/treasury");
  // The BTC card: the innermost section holding that heading.
  const btc = admin
    .locator("section")
    .filter({ has: admin.getByRole("heading", { name: "BTC", exact: true }) })
    .last();
  await expect(btc.getByText("Members' deposit addresses (simulated)")).toBeVisible();
  await expect(btc.getByText("Surplus")).toBeVisible();

  // The deposit's coins go to the exchange: in transit until confirmed.
  const token = await admin.evaluate(() => localStorage.getItem("vaultline.token"));
  const view = await (
    await admin.request.get("/api/admin/treasury", { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const atDeposits = view.data.held.find(
    (h: { kind: string; asset: string }) => h.kind === "deposits" && h.asset === "BTC",
  );
  const transfers = admin.getByRole("region", { name: "Transfers" });
  await transfers.getByLabel("Amount (BTC)").fill((Number(atDeposits.units) / 1e8).toFixed(8));
  await transfers.getByLabel("Transaction id").fill("e2e-sweep-1");
  await transfers.getByRole("button", { name: "Record transfer" }).click();
  await expect(transfers.getByRole("list", { name: "In transit" })).toContainText("e2e-sweep-1");
  await transfers.getByRole("button", { name: "Confirm arrival" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(transfers.getByText("Nothing in transit.")).toBeVisible();

  // The treasury proposes selling the bitcoin the plan does not hold and buying its ether.
  const orders = admin.getByRole("region", { name: "Orders" });
  await orders.getByRole("button", { name: "Propose orders now" }).click();
  const proposed = orders.getByRole("list", { name: "Proposed orders" });
  await expect(proposed.getByText(/^Sell .* BTC/)).toBeVisible();
  await expect(proposed.getByText(/^Buy .* ETH/)).toBeVisible();
  for (const side of [/^Sell .* BTC/, /^Buy .* ETH/]) {
    await proposed.getByRole("listitem").filter({ hasText: side }).getByRole("button", { name: "Approve" }).click();
    const dialog = admin.getByRole("dialog");
    await expect(dialog.getByTestId("confirm-member")).toHaveText("The treasury (plans' holdings)");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(dialog).toBeHidden();
  }
  await orders.getByRole("button", { name: "Filled and closed" }).click();
  await expect(
    orders.getByRole("list", { name: "Filled and closed orders" }).getByText("filled", { exact: true }),
  ).toHaveCount(2);

  // Reconciled: every asset covered, on the admin page and on /transparency.
  await admin.getByRole("button", { name: "Reconcile now" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Reconciled" })).toHaveText(
    "Reconciled: every asset is covered within the tolerance.",
  );
  await page.goto("/transparency");
  const rows = page.getByTestId("coverage-asset");
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    const percent = Number((await row.locator("td").last().innerText()).replace("%", ""));
    // The exchange's fee, borne by the operator, is within the tolerance: 99.5 % or more.
    expect(percent).toBeGreaterThanOrEqual(99.5);
  }
});
