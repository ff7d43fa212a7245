import {
  COURSE_MESSAGES,
  readingMinutes,
  type TAdminLesson,
  type TAdminModule,
  type ZLessonInput,
} from "@vaultline/shared";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Db, returnedRow } from "../../db/client.ts";
import { courseLessons, courseModules, files, lessonProgress, quizAttempts, type StoredQuiz } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Storage } from "../../lib/storage.ts";
import { writeAudit } from "../decisions/index.ts";
import { deleteStoredFiles } from "../files/index.ts";
import { type LessonRow, toAdminLesson, type VideoFacts } from "./course-admin.dto.ts";
import { applyOrder, freeSlug, isSlugTaken, lockCourse } from "./course-authoring.ts";
import { listCourseForAdmin } from "./course-modules.service.ts";
import { withQuestionIds } from "./quiz.ts";

type LessonValues = z.output<typeof ZLessonInput>;

function refuse(code: "BAD_REQUEST" | "CONFLICT", message: string, field: string): never {
  throw new AppError(code, message, [{ field, message }]);
}

/** Reading time plus a minute for every two quiz questions (rounded up). */
function lessonMinutes(bodyMd: string, quiz: StoredQuiz | null): number {
  return readingMinutes(bodyMd) + Math.ceil((quiz?.questions.length ?? 0) / 2);
}

async function videoOf(db: Db, fileId: string | null): Promise<VideoFacts> {
  if (!fileId) return null;
  const [file] = await db
    .select({ id: files.id, mime: files.mime, sizeBytes: files.sizeBytes })
    .from(files)
    .where(eq(files.id, fileId));
  return file ?? null;
}

/** The lesson as the editor shows it, with its uploaded video's facts. */
export async function adminLessonDto(db: Db, row: LessonRow): Promise<TAdminLesson> {
  return toAdminLesson(row, await videoOf(db, row.videoFileId));
}

export async function getAdminLesson(db: Db, id: string): Promise<TAdminLesson> {
  const [row] = await db.select().from(courseLessons).where(eq(courseLessons.id, id));
  if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
  return adminLessonDto(db, row);
}

function snapshot(row: LessonRow) {
  return {
    moduleId: row.moduleId,
    slug: row.slug,
    title: row.title,
    status: row.status,
    position: row.position,
    minutes: row.minutes,
    bodyMd: row.bodyMd,
    videoFileId: row.videoFileId,
    videoEmbedUrl: row.videoEmbedUrl,
    quiz: row.quiz,
  };
}

/** Only the fields that changed, before and after (a lesson body can be long). */
function changes(before: LessonRow, after: LessonRow) {
  const a = snapshot(before);
  const b = snapshot(after);
  const keys = (Object.keys(a) as (keyof typeof a)[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, a[k]])),
    after: Object.fromEntries(keys.map((k) => [k, b[k]])),
    isChanged: keys.length > 0,
  };
}

async function lockLesson(tx: Db, id: string): Promise<LessonRow> {
  const [row] = await tx.select().from(courseLessons).where(eq(courseLessons.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
  return row;
}

async function nextPosition(tx: Db, moduleId: string): Promise<number> {
  const [module] = await tx.select({ id: courseModules.id }).from(courseModules).where(eq(courseModules.id, moduleId));
  if (!module) refuse("BAD_REQUEST", COURSE_MESSAGES.moduleNotFound, "moduleId");
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${courseLessons.position}), 0)::int` })
    .from(courseLessons)
    .where(eq(courseLessons.moduleId, moduleId));
  return Number(last?.n ?? 0) + 1;
}

async function chosenSlug(tx: Db, input: LessonValues, current?: LessonRow): Promise<string> {
  if (!input.slug) return current?.slug ?? freeSlug(tx, courseLessons, input.title);
  if (await isSlugTaken(tx, courseLessons, input.slug, current?.id)) {
    refuse("CONFLICT", COURSE_MESSAGES.slugTaken, "slug");
  }
  return input.slug;
}

/** The columns the editor's values set, with the lesson's slug, place and quiz as decided for it. */
function lessonColumns(
  input: LessonValues,
  placed: { slug: string; position: number; quiz: ReturnType<typeof withQuestionIds> },
) {
  return {
    moduleId: input.moduleId,
    slug: placed.slug,
    title: input.title,
    bodyMd: input.bodyMd,
    minutes: lessonMinutes(input.bodyMd, placed.quiz),
    position: placed.position,
    videoEmbedUrl: input.videoEmbedUrl ?? null,
    quiz: placed.quiz,
  };
}

/** A new lesson is a draft at the end of its module; without a slug, one is made from the title. */
export async function createLesson(db: Db, adminId: string, input: LessonValues): Promise<TAdminLesson> {
  return db.transaction(async (tx) => {
    await lockCourse(tx);
    const position = await nextPosition(tx, input.moduleId);
    const slug = await chosenSlug(tx, input);
    const quiz = withQuestionIds(input.quiz, null);
    const row = returnedRow(
      await tx
        .insert(courseLessons)
        .values({ ...lessonColumns(input, { slug, position, quiz }), status: "draft" })
        .returning(),
      "lesson insert",
    );
    await writeAudit(tx, {
      adminId,
      action: "course.lesson.create",
      targetType: "course_lesson",
      targetId: row.id,
      after: snapshot(row),
    });
    return adminLessonDto(tx, row);
  });
}

/**
 * Replaces the lesson's content with `input` (the editor sends every field): no slug keeps the
 * current one, no embed link or quiz means none. Moving to another module puts it at that module's end.
 */
export async function updateLesson(db: Db, adminId: string, id: string, input: LessonValues): Promise<TAdminLesson> {
  return db.transaction(async (tx) => {
    await lockCourse(tx);
    const before = await lockLesson(tx, id);
    const position = input.moduleId === before.moduleId ? before.position : await nextPosition(tx, input.moduleId);
    const slug = await chosenSlug(tx, input, before);
    if (input.videoEmbedUrl && before.videoFileId) {
      refuse("BAD_REQUEST", COURSE_MESSAGES.videoOneSource, "videoEmbedUrl");
    }
    if (before.status === "published" && input.bodyMd.trim() === "") {
      refuse("BAD_REQUEST", COURSE_MESSAGES.publishedNeedsBody, "bodyMd");
    }
    const quiz = withQuestionIds(input.quiz, before.quiz);
    const [row] = await tx
      .update(courseLessons)
      .set({ ...lessonColumns(input, { slug, position, quiz }), updatedAt: new Date() })
      .where(eq(courseLessons.id, id))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
    const diff = changes(before, row);
    if (diff.isChanged) {
      await writeAudit(tx, {
        adminId,
        action: "course.lesson.update",
        targetType: "course_lesson",
        targetId: id,
        before: diff.before,
        after: diff.after,
      });
    }
    return adminLessonDto(tx, row);
  });
}

/** Deletes the lesson with members' progress and quiz attempts on it (cascade) and its uploaded video. */
export async function deleteLesson(db: Db, storage: Storage, adminId: string, id: string): Promise<void> {
  const storedName = await db.transaction(async (tx) => {
    await lockCourse(tx);
    const before = await lockLesson(tx, id);
    const [progress] = await tx.select({ n: count() }).from(lessonProgress).where(eq(lessonProgress.lessonId, id));
    const [attempts] = await tx.select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.lessonId, id));
    await tx.delete(courseLessons).where(eq(courseLessons.id, id));
    const [video] = before.videoFileId
      ? await tx.delete(files).where(eq(files.id, before.videoFileId)).returning({ name: files.storedName })
      : [];
    await writeAudit(tx, {
      adminId,
      action: "course.lesson.delete",
      targetType: "course_lesson",
      targetId: id,
      before: { ...snapshot(before), completions: Number(progress?.n ?? 0), quizAttempts: Number(attempts?.n ?? 0) },
    });
    return video?.name ?? null;
  });
  if (storedName) await deleteStoredFiles(storage, [storedName]);
}

export async function reorderLessons(
  db: Db,
  adminId: string,
  moduleId: string,
  ids: string[],
): Promise<TAdminModule[]> {
  await db.transaction(async (tx) => {
    await lockCourse(tx);
    const [module] = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.id, moduleId));
    if (!module) throw new AppError("NOT_FOUND", COURSE_MESSAGES.moduleNotFound);
    const rows = await tx
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(eq(courseLessons.moduleId, moduleId))
      .orderBy(asc(courseLessons.position), asc(courseLessons.createdAt));
    const before = rows.map((r) => r.id);
    await applyOrder(ids, before, (lessonId, position) =>
      tx
        .update(courseLessons)
        .set({ position })
        .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.moduleId, moduleId))),
    );
    await writeAudit(tx, {
      adminId,
      action: "course.lesson.reorder",
      targetType: "course_module",
      targetId: moduleId,
      before: { ids: before },
      after: { ids },
    });
  });
  return listCourseForAdmin(db);
}

/** Publishing needs a written body; asking for the status the lesson already has changes nothing. */
export async function setLessonStatus(
  db: Db,
  adminId: string,
  id: string,
  status: "draft" | "published",
): Promise<TAdminLesson> {
  return db.transaction(async (tx) => {
    await lockCourse(tx);
    const before = await lockLesson(tx, id);
    if (status === "published" && before.bodyMd.trim() === "") {
      refuse("BAD_REQUEST", COURSE_MESSAGES.publishedNeedsBody, "bodyMd");
    }
    if (before.status === status) return adminLessonDto(tx, before);
    const [row] = await tx
      .update(courseLessons)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(courseLessons.id, id), eq(courseLessons.status, before.status)))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
    await writeAudit(tx, {
      adminId,
      action: status === "published" ? "course.lesson.publish" : "course.lesson.unpublish",
      targetType: "course_lesson",
      targetId: id,
      before: { status: before.status },
      after: { status: row.status },
    });
    return adminLessonDto(tx, row);
  });
}
