import { COURSE_MESSAGES } from "@vaultline/shared";
import { eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseSlugs, startTrial } from "../../../test/factories/course.ts";
import { call, createTestApp, createTestUser, type TestUser } from "../../../test/helpers.ts";
import { courseLessons, quizAttempts } from "../../db/schema.ts";

const app = await createTestApp();
const slugs = await courseSlugs(app);

const overview = async (user: TestUser) =>
  (await call(app, { method: "GET", url: "/api/course", headers: user.auth })).body.data;
const complete = (user: TestUser, slug: string) =>
  call(app, { method: "POST", url: `/api/course/lessons/${slug}/complete`, headers: user.auth });
const submit = (user: TestUser, slug: string, answers: Record<string, number[]>) =>
  call(app, { method: "POST", url: `/api/course/lessons/${slug}/quiz`, headers: user.auth, payload: { answers } });

async function quizLessons() {
  const rows = await app.db
    .select({ slug: courseLessons.slug, quiz: courseLessons.quiz })
    .from(courseLessons)
    .where(isNotNull(courseLessons.quiz));
  return rows.map((r) => ({ slug: r.slug, quiz: r.quiz as NonNullable<typeof r.quiz> }));
}
const rightAnswers = (quiz: { questions: { id: string; correct: number[] }[] }) =>
  Object.fromEntries(quiz.questions.map((q) => [q.id, q.correct]));
const wrongAnswers = (quiz: { questions: { id: string; options: string[]; correct: number[] }[] }) =>
  Object.fromEntries(quiz.questions.map((q) => [q.id, [q.options.findIndex((_o, i) => !q.correct.includes(i))]]));

describe("progress", () => {
  it("counts completed lessons per module and overall, and continues at the next one", async () => {
    const user = await createTestUser(app);
    await startTrial(app, user);
    const before = await overview(user);
    expect(before.progress).toMatchObject({ completed: 0, percent: 0 });
    expect(before.hasStarted).toBe(false);
    expect(before.continueSlug).toBe(slugs.all[0]);

    expect((await complete(user, slugs.all[0] as string)).status).toBe(200);
    // Completing twice changes nothing.
    await complete(user, slugs.all[0] as string);
    const after = await overview(user);
    const first = after.modules[0];
    expect(first.progress.completed).toBe(1);
    expect(first.progress.percent).toBe(Math.floor(100 / first.progress.total));
    expect(after.progress).toMatchObject({ completed: 1, total: slugs.all.length });
    expect(after.hasStarted).toBe(true);
    expect(after.continueSlug).toBe(slugs.all[1]);
  });

  it("continues at the lesson opened last while it is unfinished", async () => {
    const user = await createTestUser(app);
    await startTrial(app, user);
    const third = slugs.all[2] as string;
    const read = await call(app, { method: "GET", url: `/api/course/lessons/${third}`, headers: user.auth });
    expect(read.status).toBe(200);
    expect((await overview(user)).continueSlug).toBe(third);
    await complete(user, third);
    expect((await overview(user)).continueSlug).toBe(slugs.all[3]);
  });

  it("completes a quiz lesson only by passing its quiz", async () => {
    const user = await createTestUser(app);
    await startTrial(app, user);
    const [first] = await quizLessons();
    if (!first) throw new Error("the seeded course has no quiz");
    const refused = await complete(user, first.slug);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(COURSE_MESSAGES.passQuizToComplete);

    const failed = await submit(user, first.slug, wrongAnswers(first.quiz));
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({ isPassed: false, correctCount: 0, scorePercent: 0 });
    expect(failed.body.data.questions[0].explanation).toBe(first.quiz.questions[0]?.explanation);
    expect(failed.body.data.questions[0].correct).toEqual(first.quiz.questions[0]?.correct);

    const passed = await submit(user, first.slug, rightAnswers(first.quiz));
    expect(passed.body.data).toMatchObject({ isPassed: true, scorePercent: 100 });
    const lesson = await call(app, { method: "GET", url: `/api/course/lessons/${first.slug}`, headers: user.auth });
    expect(lesson.body.data.isCompleted).toBe(true);
    expect(lesson.body.data.lastAttempt).toMatchObject({ isPassed: true, scorePercent: 100 });
    // Both attempts are stored with their scores.
    const attempts = await app.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.user.id));
    expect(attempts.map((a) => a.scorePercent).sort((a, b) => a - b)).toEqual([0, 100]);
  });

  it("refuses answers that are not options of the question, and stores nothing", async () => {
    const user = await createTestUser(app);
    await startTrial(app, user);
    const [first] = await quizLessons();
    if (!first) throw new Error("the seeded course has no quiz");
    const firstId = first.quiz.questions[0]?.id as string;
    const answer = await submit(user, first.slug, { ...rightAnswers(first.quiz), [firstId]: [99] });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(COURSE_MESSAGES.notAnOption);
    const attempts = await app.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.user.id));
    expect(attempts).toHaveLength(0);
  });

  it("does not let a visitor take a quiz or mark a lesson", async () => {
    expect((await call(app, { method: "POST", url: `/api/course/lessons/${slugs.preview}/complete` })).status).toBe(
      401,
    );
  });
});

describe("certificate", () => {
  it("is issued when every module's quiz is passed, once, and verifies publicly with only its facts", async () => {
    const user = await createTestUser(app);
    await startTrial(app, user);
    const quizzes = await quizLessons();
    expect(quizzes.length).toBeGreaterThanOrEqual(6);
    expect((await call(app, { method: "GET", url: "/api/course/certificate", headers: user.auth })).status).toBe(404);

    let certificateId: string | null = null;
    for (const [index, lesson] of quizzes.entries()) {
      const result = await submit(user, lesson.slug, rightAnswers(lesson.quiz));
      certificateId = result.body.data.certificateId;
      // Nothing before the last quiz.
      if (index < quizzes.length - 1) expect(certificateId).toBeNull();
    }
    expect(certificateId).toMatch(/^VL-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const course = await overview(user);
    expect(course.certificateId).toBe(certificateId);
    expect(course.modules.every((m: { isQuizPassed: boolean | null }) => m.isQuizPassed !== false)).toBe(true);

    // Passing again keeps the same certificate.
    const again = await submit(user, quizzes[0]?.slug as string, rightAnswers(quizzes[0]?.quiz ?? { questions: [] }));
    expect(again.body.data.certificateId).toBe(certificateId);

    const publicView = await call(app, { method: "GET", url: `/api/certificates/${certificateId}` });
    expect(publicView.status).toBe(200);
    expect(Object.keys(publicView.body.data).sort()).toEqual(["course", "id", "issuedAt", "name"]);
    expect(publicView.body.data.name).toBe(`${user.user.firstName} ${user.user.lastName}`);
    expect((await call(app, { method: "GET", url: "/api/certificates/VL-00000-00000" })).status).toBe(404);
  });
});
