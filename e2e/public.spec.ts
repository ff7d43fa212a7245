import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, newAccount, signupViaApi } from "./helpers.ts";
import { PNG } from "./money-helpers.ts";

test("a visitor sees the tier table from the database and the risk warning on the home page", async ({
  page,
  request,
}) => {
  const plans = (await (await request.get("/api/plans")).json()).data as { name: string }[];
  expect(plans.length).toBeGreaterThan(0);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Invest in crypto with clear plans");
  const table = page.getByRole("table");
  const rowNames = table.getByRole("rowheader");
  await expect(rowNames).toHaveText(plans.map((p) => p.name));
  const standard = table.getByRole("row").filter({ hasText: "Standard" });
  await expect(standard).toContainText("$200 – $499");
  await expect(standard).toContainText(/80% cash/);
  await expect(standard).toContainText(/since [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(standard.getByRole("link", { name: "See its record of Standard" })).toBeVisible();
  await expect(table).not.toContainText(/target|profit/i);
  await expect(table.getByRole("row").filter({ hasText: "Platinum" })).toContainText("$500,000 and above");
  await expect(
    page.getByRole("note").filter({
      hasText: "Crypto assets are high-risk. Returns are not guaranteed and you could lose all the money you invest.",
    }),
  ).toBeVisible();
  const stats = (await (await request.get("/api/stats/public")).json()).data.members as number;
  const members = page.getByText(/Be one of our first members|joined Vaultline/);
  await expect(members).toContainText(stats === 0 ? "Be one of our first members" : stats.toLocaleString("en-US"));
});

test("a visitor opens the FAQ and expands a question", async ({ page }) => {
  await page.goto("/faqs");
  for (const section of ["General", "Invest", "Trade", "Bitcoin", "Alternative Coins", "Mining", "NFTs"]) {
    await expect(page.getByRole("heading", { name: section, exact: true, level: 2 })).toBeVisible();
  }
  const question = page.getByRole("button", { name: "How is my deposit checked?" });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/A person compares your proof of payment/)).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "false");
});

test("a visitor subscribes once; the same e-mail again gets a clear error", async ({ page }) => {
  const email = `news-${Date.now()}@e2e.test`;
  await page.goto("/");
  const box = page.getByLabel("Get product news and course updates");
  await box.fill("not-an-email");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please input a valid email")).toBeVisible();
  await box.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Subscribed" })).toBeVisible();
  await box.fill(email.toUpperCase());
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("This e-mail is already subscribed")).toBeVisible();
});

test("the reviews page says how reviews are published, and admins cannot upload one", async ({ page, request }) => {
  await page.goto("/reviews");
  await expect(page.getByRole("heading", { name: "Member reviews" })).toBeVisible();
  const rules = page.getByRole("region", { name: "How reviews are published" });
  await expect(rules).toContainText("Reviews are never removed for being negative.");
  await expect(rules.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText("Log in to write yours", { exact: false })).toBeVisible();
  const token = await apiToken(request, ADMIN.username, ADMIN.password);
  const res = await request.post("/api/admin/reviews", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { caption: "Paid out on time", avatar: { name: "review.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(res.status()).toBe(404);
});

test("public pages arrive rendered and hydrate cleanly, for a visitor and for a signed-in member", async ({
  page,
  request,
}) => {
  // Before any script runs, the HTML already holds the page.
  const html = await (await request.get("/education")).text();
  expect(html).toContain("data-prerendered");
  expect(html).toContain("Learn to trade crypto with a plan");
  expect(await (await request.get("/dashboard")).text()).not.toContain("data-prerendered");

  const problems: string[] = [];
  // Each problem names the page it came from.
  page.on("pageerror", (error) => problems.push(`${new URL(page.url()).pathname}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  // The pages with API content take the reads their start script began (src/lib/api-client.ts).
  const pages = [
    "/",
    "/education",
    "/faqs",
    "/reviews",
    "/register",
    "/forgotpass",
    "/about",
    "/legal/terms",
    "/transparency",
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  }
  await page.goto("/login");
  await page.getByLabel("Username or e-mail").fill(ADMIN.username);
  await page.getByLabel("Password").fill("not-the-password");
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();

  const member = await signupViaApi(request, newAccount());
  const token = await apiToken(request, member.username, member.password);
  await page.evaluate((stored) => localStorage.setItem("vaultline.token", stored), token);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Get started" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Open your dashboard" })).toBeVisible();
  expect(problems).toEqual([]);
});
