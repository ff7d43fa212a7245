import { randomUUID } from "node:crypto";
import { COURSE_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLessonViaApi, createModuleViaApi, publish, sampleQuiz } from "../../../test/factories/course-admin.ts";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { auditLog } from "../../db/schema.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });
const member = await createTestUser(app);
await call(app, { method: "POST", url: "/api/course/trial", headers: member.auth });

const auditActions = async (targetId: string) =>
  (await app.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((a) => a.action);

const memberLesson = (slug: string) =>
  call(app, { method: "GET", url: `/api/course/lessons/${slug}`, headers: member.auth });

const adminCourse = async () =>
  (await call(app, { method: "GET", url: "/api/admin/course", headers: admin.auth })).body.data as {
    id: string;
    lessons: { id: string; slug: string; status: string }[];
  }[];

describe("admin course routes refuse non-admins", () => {
  it("answers 401 to visitors and 403 to members on every course authoring route", async () => {
    const id = randomUUID();
    const routes: [string, string][] = [
      ["GET", "/api/admin/course"],
      ["GET", `/api/admin/course/lessons/${id}`],
      ["POST", "/api/admin/course/modules"],
      ["PATCH", `/api/admin/course/modules/${id}`],
      ["DELETE", `/api/admin/course/modules/${id}`],
      ["POST", "/api/admin/course/modules/reorder"],
      ["POST", `/api/admin/course/modules/${id}/lessons/reorder`],
      ["POST", "/api/admin/course/lessons"],
      ["PATCH", `/api/admin/course/lessons/${id}`],
      ["DELETE", `/api/admin/course/lessons/${id}`],
      ["POST", `/api/admin/course/lessons/${id}/publish`],
      ["POST", `/api/admin/course/lessons/${id}/unpublish`],
      ["POST", "/api/admin/course/preview"],
      ["POST", "/api/admin/course/images"],
      ["POST", `/api/admin/course/lessons/${id}/video`],
      ["DELETE", `/api/admin/course/lessons/${id}/video`],
      ["GET", `/api/admin/users/${id}/course`],
    ];
    for (const [method, url] of routes) {
      const payload = method === "GET" ? undefined : {};
      expect((await call(app, { method: method as "GET", url, payload })).status, `${method} ${url}`).toBe(401);
      const asMember = await call(app, { method: method as "GET", url, payload, headers: member.auth });
      expect(asMember.status, `${method} ${url}`).toBe(403);
    }
  });
});

describe("lesson lifecycle", () => {
  it("keeps a new lesson a draft until published, and hides it again when unpublished", async () => {
    const module = await createModuleViaApi(app, admin, { title: "Order types" });
    expect(module.slug).toBe("order-types");
    const lesson = await createLessonViaApi(app, admin, { moduleId: module.id, title: "Limit orders explained" });
    expect(lesson).toMatchObject({ slug: "limit-orders-explained", status: "draft", minutes: 1 });

    const outline = async () =>
      (await call(app, { method: "GET", url: "/api/course", headers: member.auth })).body.data.modules as {
        lessons: { slug: string }[];
      }[];
    expect((await outline()).flatMap((m) => m.lessons.map((l) => l.slug))).not.toContain(lesson.slug);
    expect((await memberLesson(lesson.slug)).status).toBe(404);

    expect((await publish(app, admin, lesson.id)).body.data.status).toBe("published");
    const shown = await memberLesson(lesson.slug);
    expect(shown.status).toBe(200);
    expect(shown.body.data.html).toContain("<h2>Hello</h2>");
    expect((await outline()).flatMap((m) => m.lessons.map((l) => l.slug))).toContain(lesson.slug);

    expect((await publish(app, admin, lesson.id, "unpublish")).body.data.status).toBe("draft");
    expect((await memberLesson(lesson.slug)).status).toBe(404);
    expect(await auditActions(lesson.id)).toEqual([
      "course.lesson.create",
      "course.lesson.publish",
      "course.lesson.unpublish",
    ]);
  });

  it("refuses to publish an empty lesson, and to empty a published one", async () => {
    const module = await createModuleViaApi(app, admin);
    const lesson = await createLessonViaApi(app, admin, { moduleId: module.id, bodyMd: "  " });
    const res = await publish(app, admin, lesson.id);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(COURSE_MESSAGES.publishedNeedsBody);
    await call(app, {
      method: "PATCH",
      url: `/api/admin/course/lessons/${lesson.id}`,
      headers: admin.auth,
      payload: { moduleId: module.id, title: "Now written", bodyMd: "Words." },
    });
    expect((await publish(app, admin, lesson.id)).status).toBe(200);
    const emptied = await call(app, {
      method: "PATCH",
      url: `/api/admin/course/lessons/${lesson.id}`,
      headers: admin.auth,
      payload: { moduleId: module.id, title: "Now written", bodyMd: "" },
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error).toBe(COURSE_MESSAGES.publishedNeedsBody);
  });

  it("saves edits (slug kept when not given) and answers 404 for an unknown lesson", async () => {
    const module = await createModuleViaApi(app, admin);
    const lesson = await createLessonViaApi(app, admin, { moduleId: module.id, title: "First title" });
    const saved = await call(app, {
      method: "PATCH",
      url: `/api/admin/course/lessons/${lesson.id}`,
      headers: admin.auth,
      payload: { moduleId: module.id, title: "Second title", bodyMd: "word ".repeat(450), quiz: sampleQuiz() },
    });
    expect(saved.status).toBe(200);
    // 450 words at 200 a minute is 3 minutes, plus 1 for the two quiz questions.
    expect(saved.body.data).toMatchObject({ slug: lesson.slug, title: "Second title", minutes: 4 });
    const unknown = await call(app, {
      method: "PATCH",
      url: `/api/admin/course/lessons/${randomUUID()}`,
      headers: admin.auth,
      payload: { moduleId: module.id, title: "Nobody" },
    });
    expect(unknown.status).toBe(404);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, "course.lesson.update"));
    const row = audit.find((a) => a.targetId === lesson.id);
    expect(row?.before).toMatchObject({ title: "First title" });
    expect(row?.after).toMatchObject({ title: "Second title", minutes: 4 });
    expect(Object.keys(row?.after as object)).not.toContain("slug");
  });

  it("refuses a taken slug with 409 and numbers a slug made from a repeated title", async () => {
    const module = await createModuleViaApi(app, admin);
    const first = await createLessonViaApi(app, admin, { moduleId: module.id, title: "Same title" });
    const second = await createLessonViaApi(app, admin, { moduleId: module.id, title: "Same title" });
    expect([first.slug, second.slug]).toEqual(["same-title", "same-title-2"]);
    const clash = await call(app, {
      method: "POST",
      url: "/api/admin/course/lessons",
      headers: admin.auth,
      payload: { moduleId: module.id, title: "Other", slug: "same-title" },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(COURSE_MESSAGES.slugTaken);
  });

  it("refuses a quiz whose right answer is not an option, and keeps question ids across saves", async () => {
    const module = await createModuleViaApi(app, admin);
    const bad = sampleQuiz();
    bad.questions[0] = { ...(bad.questions[0] as (typeof bad.questions)[0]), correct: [5] };
    const refused = await call(app, {
      method: "POST",
      url: "/api/admin/course/lessons",
      headers: admin.auth,
      payload: { moduleId: module.id, title: "Bad quiz", quiz: bad },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("A right answer must be one of the options");

    const lesson = await createLessonViaApi(app, admin, { moduleId: module.id, quiz: sampleQuiz() });
    const loaded = await call(app, {
      method: "GET",
      url: `/api/admin/course/lessons/${lesson.id}`,
      headers: admin.auth,
    });
    const [q1, q2] = loaded.body.data.quiz.questions as { id: string; correct: number[] }[];
    expect(q1?.id).toMatch(/^q-[0-9a-f]{8}$/);
    expect(q2?.correct).toEqual([0, 1]);
    const resaved = await call(app, {
      method: "PATCH",
      url: `/api/admin/course/lessons/${lesson.id}`,
      headers: admin.auth,
      payload: {
        moduleId: module.id,
        title: "Quiz lesson",
        bodyMd: "Body",
        quiz: { ...loaded.body.data.quiz, questions: [q2, { ...q1, id: "made-up" }] },
      },
    });
    const ids = (resaved.body.data.quiz.questions as { id: string }[]).map((q) => q.id);
    expect(ids[0]).toBe(q2?.id);
    expect(ids[1]).not.toBe("made-up");
  });

  it("refuses an embed link from another host", async () => {
    const module = await createModuleViaApi(app, admin);
    const res = await call(app, {
      method: "POST",
      url: "/api/admin/course/lessons",
      headers: admin.auth,
      payload: { moduleId: module.id, title: "Embed", videoEmbedUrl: "https://evil.example/embed/abc" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(COURSE_MESSAGES.embedHost);
  });
});

describe("modules and order", () => {
  it("reorders modules and lessons as members see them, and refuses incomplete lists", async () => {
    const course = await adminCourse();
    const ids = course.map((m) => m.id);
    const reversed = [...ids].reverse();
    const incomplete = await call(app, {
      method: "POST",
      url: "/api/admin/course/modules/reorder",
      headers: admin.auth,
      payload: { ids: ids.slice(1) },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error).toBe(COURSE_MESSAGES.reorderMismatch);
    const twice = [ids[0], ...ids.slice(0, -1)];
    const repeated = await call(app, {
      method: "POST",
      url: "/api/admin/course/modules/reorder",
      headers: admin.auth,
      payload: { ids: twice },
    });
    expect(repeated.status).toBe(400);
    const done = await call(app, {
      method: "POST",
      url: "/api/admin/course/modules/reorder",
      headers: admin.auth,
      payload: { ids: reversed },
    });
    expect(done.status).toBe(200);
    expect((done.body.data as { id: string }[]).map((m) => m.id)).toEqual(reversed);

    const module = await createModuleViaApi(app, admin);
    const a = await createLessonViaApi(app, admin, { moduleId: module.id, title: "Lesson A" });
    const b = await createLessonViaApi(app, admin, { moduleId: module.id, title: "Lesson B" });
    await publish(app, admin, a.id);
    await publish(app, admin, b.id);
    const reorderUrl = `/api/admin/course/modules/${module.id}/lessons/reorder`;
    expect(
      (await call(app, { method: "POST", url: reorderUrl, headers: admin.auth, payload: { ids: [a.id] } })).status,
    ).toBe(400);
    const moved = await call(app, {
      method: "POST",
      url: reorderUrl,
      headers: admin.auth,
      payload: { ids: [b.id, a.id] },
    });
    expect(moved.status).toBe(200);
    const outline = await call(app, { method: "GET", url: "/api/course", headers: member.auth });
    const mine = (outline.body.data.modules as { slug: string; lessons: { slug: string }[] }[]).find(
      (m) => m.slug === module.slug,
    );
    expect(mine?.lessons.map((l) => l.slug)).toEqual([b.slug, a.slug]);
    expect(await auditActions(module.id)).toContain("course.lesson.reorder");
    expect(await auditActions("modules")).toContain("course.module.reorder");
  });

  it("edits a module, refuses to delete it while it has lessons, then deletes it when empty", async () => {
    const module = await createModuleViaApi(app, admin, { title: "To be removed" });
    const edited = await call(app, {
      method: "PATCH",
      url: `/api/admin/course/modules/${module.id}`,
      headers: admin.auth,
      payload: { title: "Renamed", summary: "Short", isPreview: true },
    });
    expect(edited.body.data).toMatchObject({ slug: "to-be-removed", title: "Renamed", isPreview: true });
    const lesson = await createLessonViaApi(app, admin, { moduleId: module.id });
    const url = `/api/admin/course/modules/${module.id}`;
    const refused = await call(app, { method: "DELETE", url, headers: admin.auth });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(COURSE_MESSAGES.moduleNotEmpty);
    const removed = await call(app, {
      method: "DELETE",
      url: `/api/admin/course/lessons/${lesson.id}`,
      headers: admin.auth,
    });
    expect(removed.status).toBe(200);
    expect((await call(app, { method: "DELETE", url, headers: admin.auth })).status).toBe(200);
    expect((await call(app, { method: "DELETE", url, headers: admin.auth })).status).toBe(404);
    expect(await auditActions(module.id)).toEqual([
      "course.module.create",
      "course.module.update",
      "course.module.delete",
    ]);
    expect(await auditActions(lesson.id)).toEqual(["course.lesson.create", "course.lesson.delete"]);
  });

  it("lists drafts for admins with their quiz question count", async () => {
    const module = await createModuleViaApi(app, admin);
    await createLessonViaApi(app, admin, { moduleId: module.id, quiz: sampleQuiz() });
    const mine = (await adminCourse()).find((m) => m.id === module.id);
    expect(mine?.lessons).toEqual([expect.objectContaining({ status: "draft", questionCount: 2 })]);
  });
});
