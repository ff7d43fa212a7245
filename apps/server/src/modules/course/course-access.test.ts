import { COURSE_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { courseSlugs, givePayment, startTrial } from "../../../test/factories/course.ts";
import { call, createTestApp, createTestUser, type TestUser } from "../../../test/helpers.ts";
import { manualClock } from "../../lib/clock.ts";

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date("2026-03-01T12:00:00Z"));
const app = await createTestApp({}, { clock });
const slugs = await courseSlugs(app);

const read = (slug: string, user?: TestUser) =>
  call(app, { method: "GET", url: `/api/course/lessons/${slug}`, headers: user?.auth ?? {} });
const access = async (user: TestUser) =>
  (await call(app, { method: "GET", url: "/api/course", headers: user.auth })).body.data.access;

/** A member in a given state, made `ago` before the clock's now. */
async function memberWith(setup: (user: TestUser) => Promise<unknown>): Promise<TestUser> {
  const user = await createTestUser(app);
  await setup(user);
  return user;
}

describe("course access, enforced by the server", () => {
  it("lets a visitor read the free preview and refuses the rest with the way in", async () => {
    expect((await read(slugs.preview)).status).toBe(200);
    const refused = await read(slugs.paid);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(COURSE_MESSAGES.locked);
    expect(JSON.stringify(refused.body)).not.toContain("<h2");
  });

  it.each([
    ["no payment", async () => {}, 403, "none"],
    ["a pending payment", (u: TestUser) => givePayment(app, u, { course: "monthly", status: "pending" }), 403, "none"],
    ["a denied payment", (u: TestUser) => givePayment(app, u, { course: "fullPay", status: "denied" }), 403, "none"],
    [
      "STANDARD accepted 2 months ago",
      (u: TestUser) =>
        givePayment(app, u, { course: "monthly", status: "accepted", decidedAt: new Date("2026-01-01T12:00:00Z") }),
      200,
      "monthly",
    ],
    [
      "STANDARD accepted 3 months and a minute ago",
      (u: TestUser) =>
        givePayment(app, u, { course: "monthly", status: "accepted", decidedAt: new Date("2025-12-01T11:59:00Z") }),
      403,
      "none",
    ],
    [
      "PREMIUM accepted years ago",
      (u: TestUser) =>
        givePayment(app, u, { course: "fullPay", status: "accepted", decidedAt: new Date("2020-01-01T00:00:00Z") }),
      200,
      "lifetime",
    ],
    ["a running trial", (u: TestUser) => startTrial(app, u), 200, "trial"],
  ])("a member with %s", async (_name, setup, status, kind) => {
    const user = await memberWith(setup);
    const answer = await read(slugs.paid, user);
    expect(answer.status).toBe(status);
    if (status === 403) expect(answer.body.error).toBe(COURSE_MESSAGES.locked);
    else expect(answer.body.data.html).toMatch(/<p>/);
    expect((await access(user)).kind).toBe(kind);
    // The preview stays open whatever the state.
    expect((await read(slugs.preview, user)).status).toBe(200);
  });

  it("shows when STANDARD ends and extends a renewal from that end date", async () => {
    const user = await memberWith((u) =>
      givePayment(app, u, { course: "monthly", status: "accepted", decidedAt: new Date("2026-02-15T09:00:00Z") }),
    );
    expect(await access(user)).toMatchObject({ kind: "monthly", endsAt: "2026-05-15T09:00:00.000Z" });
    // Renewed early: the new 3 months start where the first ones end.
    await givePayment(app, user, {
      course: "monthly",
      status: "accepted",
      decidedAt: new Date("2026-02-28T10:00:00Z"),
    });
    expect(await access(user)).toMatchObject({ kind: "monthly", endsAt: "2026-08-15T09:00:00.000Z" });
  });

  it("refuses the quiz and the completion of a paid lesson without access", async () => {
    const user = await createTestUser(app);
    const quiz = await call(app, {
      method: "POST",
      url: `/api/course/lessons/${slugs.paid}/quiz`,
      headers: user.auth,
      payload: { answers: {} },
    });
    expect(quiz.status).toBe(403);
    const done = await call(app, {
      method: "POST",
      url: `/api/course/lessons/${slugs.paid}/complete`,
      headers: user.auth,
    });
    expect(done.status).toBe(403);
    expect(done.body.error).toBe(COURSE_MESSAGES.locked);
  });

  it("has no clock control unless TEST_CLOCK is on", async () => {
    const answer = await call(app, { method: "PUT", url: "/api/test-clock", payload: { offsetDays: 100 } });
    expect(answer.status).toBe(404);
  });

  it("answers 404 for an unknown lesson", async () => {
    const answer = await read("no-such-lesson");
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(COURSE_MESSAGES.lessonNotFound);
  });
});

describe("the 7-day free trial", () => {
  it("starts with one click, once per account, and ends by itself after 7 × 24 hours", async () => {
    const user = await createTestUser(app);
    const started = await startTrial(app, user);
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ kind: "trial", daysLeft: 7, canStartTrial: false });
    expect(started.body.data.endsAt).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());

    const again = await startTrial(app, user);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(COURSE_MESSAGES.trialUsed);

    const startedAt = clock.now();
    try {
      clock.set(new Date(startedAt.getTime() + 7 * DAY - 60_000));
      expect((await read(slugs.paid, user)).status).toBe(200);
      expect((await access(user)).daysLeft).toBe(1);
      clock.set(new Date(startedAt.getTime() + 7 * DAY));
      expect((await read(slugs.paid, user)).status).toBe(403);
      expect(await access(user)).toMatchObject({ kind: "none", canStartTrial: false });
      expect((await startTrial(app, user)).status).toBe(409);
    } finally {
      clock.set(startedAt);
    }
  });

  it("gives one trial to a double click", async () => {
    const user = await createTestUser(app);
    const answers = await Promise.all([startTrial(app, user), startTrial(app, user), startTrial(app, user)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it("is refused to a visitor and to a member who already has the course", async () => {
    expect((await call(app, { method: "POST", url: "/api/course/trial" })).status).toBe(401);
    const owner = await memberWith((u) => givePayment(app, u, { course: "fullPay", status: "accepted" }));
    const answer = await startTrial(app, owner);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(COURSE_MESSAGES.alreadyHasAccess);
  });

  it("keeps progress when a package is bought during the trial", async () => {
    const user = await createTestUser(app);
    await startTrial(app, user);
    const noQuizLesson = slugs.preview;
    await call(app, { method: "POST", url: `/api/course/lessons/${noQuizLesson}/complete`, headers: user.auth });
    await givePayment(app, user, { course: "fullPay", status: "accepted" });
    const { body } = await call(app, { method: "GET", url: "/api/course", headers: user.auth });
    expect(body.data.access.kind).toBe("lifetime");
    expect(body.data.progress.completed).toBe(1);
  });
});
