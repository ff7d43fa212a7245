import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createLessonViaApi, createModuleViaApi, publish, sampleQuiz } from "../../../test/factories/course-admin.ts";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });

describe("a member's course progress for admins", () => {
  it("shows access, progress per module and quiz attempts newest first with the lesson title", async () => {
    const member = await createTestUser(app);
    const url = `/api/admin/users/${member.user.id}/course`;
    const fresh = await call(app, { method: "GET", url, headers: admin.auth });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ access: { kind: "none" }, attempts: [], certificateId: null });

    await call(app, { method: "POST", url: "/api/course/trial", headers: member.auth });
    const module = await createModuleViaApi(app, admin, { title: "Risk basics" });
    const lesson = await createLessonViaApi(app, admin, {
      moduleId: module.id,
      title: "Position sizing",
      quiz: sampleQuiz(),
    });
    await publish(app, admin, lesson.id);
    const loaded = await call(app, {
      method: "GET",
      url: `/api/admin/course/lessons/${lesson.id}`,
      headers: admin.auth,
    });
    const [q1, q2] = loaded.body.data.quiz.questions as { id: string }[];
    const submit = (answers: Record<string, number[]>) =>
      call(app, {
        method: "POST",
        url: `/api/course/lessons/${lesson.slug}/quiz`,
        headers: member.auth,
        payload: { answers },
      });
    expect((await submit({ [q1?.id as string]: [1], [q2?.id as string]: [2] })).body.data.isPassed).toBe(false);
    expect((await submit({ [q1?.id as string]: [0], [q2?.id as string]: [0, 1] })).body.data.isPassed).toBe(true);

    const res = await call(app, { method: "GET", url, headers: admin.auth });
    expect(res.status).toBe(200);
    expect(res.body.data.access.kind).toBe("trial");
    expect(res.body.data.attempts).toEqual([
      expect.objectContaining({ lesson: "Position sizing", scorePercent: 100, isPassed: true }),
      expect.objectContaining({ lesson: "Position sizing", scorePercent: 0, isPassed: false }),
    ]);
    const risk = (res.body.data.modules as { title: string }[]).find((m) => m.title === "Risk basics");
    expect(risk).toEqual({
      title: "Risk basics",
      progress: { completed: 1, total: 1, percent: 100 },
      isQuizPassed: true,
    });
  });

  it("answers 404 for an unknown user", async () => {
    const res = await call(app, { method: "GET", url: `/api/admin/users/${randomUUID()}/course`, headers: admin.auth });
    expect(res.status).toBe(404);
  });
});
