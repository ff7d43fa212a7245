import { expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  apiToken,
  emailLinkToken,
  latestMailTo,
  loginViaUi,
  newAccount,
  signInViaApi,
  signupViaApi,
} from "./helpers.ts";
import { userIdOf } from "./money-helpers.ts";

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

/** With SCREENSHOT_DIR set, keeps a picture of the page for a look by eye. */
async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function startTrial(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem("vaultline.token"));
  const res = await page.request.post("/api/course/trial", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(201);
}

/**
 * When everything the first paint needs had arrived, in ms from navigation start (the browser's own
 * timeline): the page's HTML and its stylesheet. The paint itself can come later only by the CPU,
 * which this shared test machine cannot promise; the first contentful paint is noted beside it.
 */
async function firstPaintInputsAt(page: Page): Promise<{ inputs: number; paint: number }> {
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  return page.evaluate(() => {
    const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const styles = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((r) =>
      r.name.endsWith(".css"),
    );
    const ends = [nav?.responseEnd ?? Number.POSITIVE_INFINITY, ...styles.map((r) => r.responseEnd)];
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    return { inputs: Math.round(Math.max(...ends)), paint: Math.round(paint) };
  });
}

test("on a slow link a signed-in screen shows the header and its heading within 1.5 s", async ({ page, request }) => {
  const account = await signupViaApi(request);
  // Signing in loads the app's stylesheet and code: a returning member has them cached.
  await loginViaUi(page, account.username, account.password);
  for (const [size, name] of [
    [DESK, "desk"],
    [PHONE, "phone"],
  ] as const) {
    await page.setViewportSize(size);
    // No request of a previous page may share the slow link with this one.
    await page.goto("about:blank");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    // 400 ms round trip, 50 KB/s each way.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
    await page.goto("/dashboard", { waitUntil: "commit" });
    // The first paint already holds the header, the menu and the heading (they are in the page's HTML).
    await expect(page.getByRole("banner").getByRole("link", { name: /Vaultline/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const timing = await firstPaintInputsAt(page);
    test.info().annotations.push({ type: "timing", description: `${name}: ${JSON.stringify(timing)}` });
    expect(timing.inputs).toBeLessThanOrEqual(1500);
    await snap(page, `slow-dashboard-${name}`);
    // The real page replaces the skeleton once its code and data arrive.
    await expect(page.getByRole("heading", { name: "Transaction history" })).toBeVisible({ timeout: 45_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  }
});

test("a signed-in screen's first HTML already holds the header, the menu and the heading", async ({ request }) => {
  const html = await (await request.get("/dashboard")).text();
  expect(html).toContain("<header");
  expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
  // The app renders over it rather than hydrating it.
  expect(html).not.toContain("data-prerendered");
});

test("a lesson's table scrolls sideways on a phone instead of breaking words", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/education/learn/what-money-is");
  const table = page.locator(".lesson-body table").first();
  await expect(table).toBeVisible();
  const broken = await table.evaluate((el) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + match[0].length);
        // A word split across lines has more than one line box.
        if (range.getClientRects().length > 1) words.push(match[0]);
      }
    }
    return words;
  });
  expect(broken).toEqual([]);
  const scroll = await table.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
  expect(scroll.scroll).toBeGreaterThan(scroll.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, "lesson-table-phone");
});

test("a lesson shows its illustration at the text column's width on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const account = await signupViaApi(page.request);
  await signInViaApi(page, account);
  await startTrial(page);
  await page.goto("/education/learn/order-book-basics");
  const picture = page.getByRole("img", { name: /order book drawn/ });
  await expect(picture).toBeVisible();
  const box = await picture.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(340);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await snap(page, "lesson-illustration-phone");
  await page.setViewportSize(DESK);
  await snap(page, "lesson-illustration-desk");
});

test("the device icon on /security keeps its size beside a long device name", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: PHONE,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; SM-S928B Galaxy S24 Ultra Enterprise Edition Long Model Name) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  });
  const page = await context.newPage();
  const account = await signupViaApi(page.request);
  await signInViaApi(page, account, "/security");
  const list = page.getByRole("list", { name: "Signed-in devices" });
  await expect(list).toBeVisible();
  const icon = list.locator("svg").first();
  const box = await icon.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(18);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, "security-devices-phone");
  await context.close();
});

test("opening an e-mail link a second time says the address is already confirmed", async ({ page, request }) => {
  const account = await signupViaApi(request, newAccount(), { isEmailConfirmed: false });
  const token = emailLinkToken(await latestMailTo(account.email, "/confirm-email/"));
  await page.goto(`/confirm-email/${token}`);
  await expect(page.getByRole("heading", { name: "E-mail address confirmed" })).toBeVisible();
  await page.goto(`/confirm-email/${token}`);
  await expect(page.getByRole("heading", { name: "Your e-mail address is already confirmed" })).toBeVisible();
  await expect(page.getByText("This link did not work")).toHaveCount(0);
  await snap(page, "confirm-twice");
});

test("the demo account is in the member menu with a trial, takes limit and stop orders, and fits a phone", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESK);
  const account = await signupViaApi(page.request);
  await signInViaApi(page, account, "/dashboard");
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Demo trading" })).toHaveCount(0);
  await startTrial(page);
  await page.reload();
  await menu.getByRole("link", { name: "Demo trading" }).click();
  await expect(page).toHaveURL(/\/education\/demo$/);

  // A market buy first, so there is coin for a stop-loss.
  await page.getByLabel("Amount (virtual USD)").fill("1000");
  await page.getByRole("button", { name: "Review buy order" }).click();
  await page.getByRole("button", { name: "Confirm buy" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Bought/ })).toBeVisible();

  await page.getByRole("group", { name: "Order type" }).getByRole("button", { name: "Limit" }).click();
  await page.getByLabel("Quantity (BTC)").fill("0.001");
  await page.getByLabel("Limit price (virtual USD per coin)").fill("1000");
  await page.getByRole("button", { name: "Place limit buy order" }).click();
  const book = page.getByRole("list", { name: "Waiting orders" });
  await expect(book.getByRole("listitem")).toHaveCount(1);
  await expect(book).toContainText("Buy 0.00100000 BTC at $1,000.00 or better");

  await page.getByRole("group", { name: "Order type" }).getByRole("button", { name: "Stop" }).click();
  await page.getByLabel("Quantity (BTC)").fill("0.001");
  await page.getByLabel("Stop price (virtual USD per coin)").fill("1000");
  await page.getByRole("button", { name: "Place stop sell order" }).click();
  await expect(book.getByRole("listitem")).toHaveCount(2);
  await expect(book).toContainText("once the price falls to $1,000.00");
  await snap(page, "demo-desk");

  await book.getByRole("button", { name: /^Cancel: Buy/ }).click();
  await expect(book.getByRole("listitem")).toHaveCount(1);

  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Demo trading" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(page.getByRole("list", { name: "Demo positions" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, "demo-phone");
});

test("the balance chart labels times within one day, each once", async ({ page, request }) => {
  const account = await signupViaApi(request);
  const token = await apiToken(request, account.username, account.password);
  const admin = await apiToken(request, ADMIN.username, ADMIN.password);
  const userId = await userIdOf(request, token);
  for (const amount of [100, 50, -20, 75]) {
    const credit = await request.post("/api/admin/users/balance", {
      headers: { authorization: `Bearer ${admin}` },
      data: { userId, amount, reason: "e2e chart" },
    });
    expect(credit.status()).toBe(200);
  }
  await signInViaApi(page, account);
  for (const [size, name] of [
    [DESK, "desk"],
    [PHONE, "phone"],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto("/dashboard");
    const chart = page.getByRole("figure", { name: "Wallet balance after each transaction" });
    // The x-axis labels: every tick text but the y-axis's dollar amounts.
    const labels = chart.locator("text").filter({ hasNotText: "$" });
    await expect(labels.first()).toHaveText(/\d:\d\d [AP]M/, { timeout: 30_000 });
    const ticks = await labels.allTextContents();
    expect(ticks.length).toBeGreaterThan(0);
    expect(new Set(ticks).size).toBe(ticks.length);
    for (const tick of ticks) expect(tick).toMatch(/^\d{1,2}:\d\d [AP]M$/);
    await chart.scrollIntoViewIfNeeded();
    await snap(page, `dashboard-chart-${name}`);
  }
});
