import { expect, type Page, test } from "@playwright/test";
import { E2E_CHAIN_DATA_DIR, E2E_CHAIN_PORT } from "./env.ts";
import { signInViaApi, signupViaApi, waitForServerBeforeAll } from "./helpers.ts";

// These run against the second test server, which watches the simulated chain (a block every 3 seconds).
const CHAIN_URL = `http://127.0.0.1:${E2E_CHAIN_PORT}`;
test.use({ baseURL: CHAIN_URL });
waitForServerBeforeAll(CHAIN_URL);

/** Signs a new member in and records a $1,000 USDT deposit into Silver, up to its payment panel. */
async function startUsdtDeposit(page: Page): Promise<void> {
  const account = await signupViaApi(page.request, undefined, { dataDir: E2E_CHAIN_DATA_DIR });
  await signInViaApi(page, account, "/invest");
  await page.getByRole("radio", { name: /Cryptocurrency/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Silver/ }).check();
  await page.getByLabel("Amount (USD)").fill("1000");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /^USDT/ }).check();
  await expect(page.getByTestId("coin-amount")).toHaveText("1000.00");
  await expect(page.getByLabel("Proof of payment (screenshot or PDF)")).toHaveCount(0);
  await page.getByRole("checkbox", { name: /Risk disclosure/ }).check();
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await expect(page.getByTestId("chain-state")).toHaveText("Waiting for your payment");
  await expect(page.getByText("Simulated network — no real coins").first()).toBeVisible();
}

test("a member pays on the simulated network, watches the confirmations rise and is invested with no admin", async ({
  page,
}) => {
  test.slow();
  await startUsdtDeposit(page);
  await page.getByRole("button", { name: "Send simulated payment" }).click();

  const state = page.getByTestId("chain-state");
  await expect(state).toHaveText(/^Payment seen, [0-2] of 3 confirmations$/, { timeout: 30_000 });
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        const text = (await state.textContent()) ?? "";
        if (!seen.includes(text)) seen.push(text);
        return text;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe("Invested");
  // At least two different counts of confirmations were on screen before the deposit was invested.
  expect(seen.filter((s) => s.startsWith("Payment seen")).length).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId("chain-paid")).toHaveText("1000.00 USDT");

  await page.goto("/dashboard");
  const position = page.getByRole("article", { name: "Silver investment" });
  await expect(position.getByText("Units held")).toBeVisible();
  await expect(position.getByText("Invested").first()).toBeVisible();
  await expect(position.getByText("Simulated network — no real coins")).toBeVisible();
});

test("an underpayment shows what is still to send, and a top-up completes it", async ({ page }) => {
  test.slow();
  await startUsdtDeposit(page);
  await page.getByLabel("Amount to send (USDT)").fill("900.00");
  await page.getByRole("button", { name: "Send simulated payment" }).click();

  await expect(page.getByText("Still to send")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^100\.00 USDT before /)).toBeVisible();
  await expect(page.getByLabel("Amount to send (USDT)")).toHaveValue("100.00");
  await page.getByRole("button", { name: "Send simulated payment" }).click();

  await expect(page.getByTestId("chain-state")).toHaveText("Invested", { timeout: 90_000 });
  await expect(page.getByTestId("chain-paid")).toHaveText("1000.00 USDT");
});
