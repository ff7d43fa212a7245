import { expect, test } from "@playwright/test";
import { formatMonthYear } from "../packages/shared/src/dates.ts";
import { apiToken, newAccount, signInViaApi, signupViaApi } from "./helpers.ts";
import { adminPage } from "./money-helpers.ts";

/** Completes the course's free first lesson through the API: something to review. */
async function completeFirstLesson(request: import("@playwright/test").APIRequestContext, token: string) {
  const course = await request.get("/api/course");
  const modules = (await course.json()).data.modules as { isPreview: boolean; lessons: { slug: string }[] }[];
  const slug = modules.find((m) => m.isPreview)?.lessons[0]?.slug;
  if (!slug) throw new Error("the course has no free lesson");
  const res = await request.post(`/api/course/lessons/${slug}/complete`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}

test("a member who completed a lesson writes a review, an admin publishes it, a visitor reads it", async ({
  page,
  browser,
  request,
}) => {
  const account = await signupViaApi(request, { ...newAccount(), firstname: "Ana", lastname: "Kowalska" });
  const text = `Clear fees and a course that explains the risks. ${Date.now()}`;

  // Before anything to review: the page says why there is no form.
  await signInViaApi(page, account, "/reviews");
  await expect(page.getByText("Reviews are written by members who have invested or completed a lesson")).toBeVisible();
  // The signed-in member's answer (a visitor is asked to log in instead, with the same sentence).
  await expect(page.getByRole("link", { name: "Invest in a plan" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Write a review" })).toHaveCount(0);

  await completeFirstLesson(request, await apiToken(request, account.username, account.password));
  await page.reload();
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByRole("radio", { name: "5 stars" }).check();
  await form.getByLabel("Your review").fill("Too short");
  await expect(form.getByText("Write at least 20 characters")).toBeVisible();
  await form.getByLabel("Your review").fill(text);
  await form.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByText("Waiting for a decision")).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();

  // The admin's queue: the review as written, published with one click.
  const admin = await adminPage(browser);
  await admin.goto("/admin/reviews");
  const item = admin.getByRole("article", { name: `Review by Ana Kowalska` }).filter({ hasText: text });
  await expect(item).toContainText("shown as “Ana K.”");
  await item.getByRole("button", { name: "Publish" }).click();
  await expect(item.getByText("Published")).toBeVisible();
  await admin.context().close();

  // A visitor sees it, signed with the first name, the initial and the month the member joined.
  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await visitor.goto("/reviews");
  await expect(visitor.getByText("never removed for being negative")).toBeVisible();
  const card = visitor.getByRole("article").filter({ hasText: text });
  await expect(card.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  await expect(card).toContainText("Ana K.");
  await expect(card).toContainText(`member since ${formatMonthYear(new Date())}`);
  await expect(card).not.toContainText("Kowalska");
  await visitor.close();

  // The member reads that it is published, and can no longer change it.
  await page.reload();
  await expect(page.getByText(/Published on/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Change my review" })).toHaveCount(0);
});
