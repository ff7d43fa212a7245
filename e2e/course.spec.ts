import { expect, type Page, test } from "@playwright/test";
import { CURRICULUM } from "../apps/server/src/modules/course/curriculum/curriculum.ts";
import { ADMIN, apiToken, confirmEmailViaLink, newAccount, signInViaApi, signupViaApi } from "./helpers.ts";
import { userIdOf } from "./money-helpers.ts";

const firstModule = CURRICULUM[0];
if (!firstModule) throw new Error("the curriculum is empty");
const firstLesson = firstModule.lessons[0];
const reviewLesson = firstModule.lessons.at(-1);
const paidLesson = CURRICULUM[1]?.lessons[0];
if (!firstLesson || !reviewLesson?.quiz || !paidLesson)
  throw new Error("the curriculum lacks a preview, a quiz or a paid lesson");

async function answerRight(page: Page, quiz: NonNullable<typeof reviewLesson>["quiz"]) {
  for (const [index, question] of (quiz?.questions ?? []).entries()) {
    const group = page.getByRole("group", { name: new RegExp(`^${index + 1}\\. `) });
    for (const right of question.correct) {
      await group.getByLabel(question.options[right] as string, { exact: true }).check();
    }
  }
}

test("a visitor reads the free preview, registers, starts the trial, completes a lesson, passes a quiz and sees the progress", async ({
  page,
}) => {
  await page.goto("/education/learn");
  await expect(page.getByText("The first module is free.")).toBeVisible();
  await page
    .getByRole("link", { name: new RegExp(firstLesson.title) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: firstLesson.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a free account" })).toBeVisible();

  // A paid lesson says how to get in.
  await page.goto(`/education/learn/${paidLesson.slug}`);
  await expect(
    page.getByRole("heading", {
      name: "This lesson is part of the course. Start your free trial or choose a package.",
    }),
  ).toBeVisible();

  await page.goto("/education/learn");
  await page.getByRole("link", { name: "Start your free trial" }).click();
  await expect(page).toHaveURL(/\/register$/);
  const account = newAccount();
  await page.getByLabel("First name").fill(account.firstname);
  await page.getByLabel("Last name").fill(account.lastname.slice(0, 20));
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("checkbox", { name: /I accept the terms of use/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  // Signed in by the sign-up and back on the course: the trial waits for a confirmed address, and says so.
  await expect(page).toHaveURL(/\/education\/learn$/, { timeout: 10_000 });
  await expect(page.getByRole("note", { name: "Confirm your e-mail address to start the trial" })).toContainText(
    account.email,
  );
  await expect(page.getByRole("link", { name: "Send a new confirmation link" })).toHaveAttribute("href", "/security");
  // With the address confirmed, one click starts the trial: no payment step.
  await confirmEmailViaLink(page.request, account.email);
  await page.reload();
  await page.getByRole("button", { name: "Start your free trial" }).click();
  await expect(page.getByTestId("course-access-state")).toContainText("Trial: 7 days left");

  await page.goto(`/education/learn/${firstLesson.slug}`);
  await page.getByRole("button", { name: "Mark as complete" }).click();
  await expect(page.getByText("You completed this lesson")).toBeVisible();

  await page.goto(`/education/learn/${reviewLesson.slug}`);
  await answerRight(page, reviewLesson.quiz);
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passed" })).toContainText("100%");
  await expect(page.getByText("Why:").first()).toBeVisible();

  // The paid part is open during the trial.
  await page.goto(`/education/learn/${paidLesson.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: paidLesson.title })).toBeVisible();

  await page.goto("/dashboard");
  const card = page.getByTestId("course-access");
  await expect(card).toContainText("Trial: 7 days left");
  await expect(card).toContainText(/2 of \d+ lessons completed/);
  await card.getByRole("link", { name: "Continue where you left off" }).click();
  // The last lesson opened is unfinished: "continue" opens it.
  await expect(page).toHaveURL(new RegExp(`/education/learn/${paidLesson.slug}$`));
});

test("a STANDARD member whose 3 months have run out is refused with the clear message", async ({ page, request }) => {
  const account = await signupViaApi(request);
  const token = await apiToken(request, account.username, account.password);
  const admin = await apiToken(request, ADMIN.username, ADMIN.password);
  const credit = await request.post("/api/admin/users/balance", {
    headers: { authorization: `Bearer ${admin}` },
    data: { userId: await userIdOf(request, token), amount: 250, reason: "e2e expired package" },
  });
  expect(credit.status()).toBe(200);
  const paid = await request.post("/api/education", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { course: "monthly", method: "wallet", amount: "250", email: account.email },
  });
  expect(paid.status()).toBe(201);

  await signInViaApi(page, account, `/education/learn/${paidLesson.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: paidLesson.title })).toBeVisible();

  const moved = await request.put("/api/test-clock", { data: { offsetDays: 100 } });
  expect(moved.status()).toBe(200);
  try {
    // 100 days on, the old session has idled out too: forget it and sign in again.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signInViaApi(page, account, `/education/learn/${paidLesson.slug}`);
    await expect(
      page.getByRole("heading", {
        name: "This lesson is part of the course. Start your free trial or choose a package.",
      }),
    ).toBeVisible();
    await page.goto("/education/learn");
    await expect(page.getByTestId("course-access-state")).toContainText("Your STANDARD access ended on");
  } finally {
    await request.put("/api/test-clock", { data: { offsetDays: 0 } });
  }
});
