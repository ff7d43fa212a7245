import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, signInViaApi, signupViaApi } from "./helpers.ts";
import { adminPage, expectBanner } from "./money-helpers.ts";

test("an admin writes and publishes a lesson in a paid module; a member on the trial reads it", async ({
  page,
  browser,
}) => {
  const id = randomBytes(3).toString("hex");
  const title = `Reading a depth chart ${id}`;
  const heading = `Bids and asks ${id}`;

  // The first module that is not the free preview.
  const token = await apiToken(page.request, ADMIN.username, ADMIN.password);
  const course = await page.request.get("/api/admin/course", { headers: { authorization: `Bearer ${token}` } });
  const paid = ((await course.json()).data as { title: string; isPreview: boolean }[]).find((m) => !m.isPreview);
  if (!paid) throw new Error("the seeded course has no paid module");

  const admin = await adminPage(browser);
  await admin.goto("/admin");
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Course", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/course$/);
  await admin.getByRole("link", { name: `New lesson in ${paid.title}` }).click();
  await admin.getByLabel("Title", { exact: true }).fill(title);
  await admin
    .getByLabel("Lesson text (Markdown)")
    .fill(`## ${heading}\n\nAn order book lists:\n\n- the bids, highest first\n- the asks, lowest first\n`);
  const preview = admin.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: heading })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveCount(2);
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expectBanner(admin, "Lesson created");
  await expect(admin).toHaveURL(/\/admin\/course\/lessons\/[0-9a-f-]{36}$/);
  const slug = await admin.getByLabel("Slug (address)").inputValue();
  expect(slug).toBe(`reading-a-depth-chart-${id}`);
  await admin.getByRole("button", { name: "Save and publish" }).click();
  await expectBanner(admin, "Lesson published");
  await expect(admin.getByText("Status: Published")).toBeVisible();

  const member = await signupViaApi(page.request);
  await signInViaApi(page, member, "/education/learn");
  const trial = page.waitForResponse((r) => r.url().endsWith("/api/course/trial") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Start your free trial" }).click();
  expect((await trial).status()).toBe(201);
  await page.goto(`/education/learn/${slug}`);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "the asks, lowest first" })).toBeVisible();
});
