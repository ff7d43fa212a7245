import {
  COURSE_MESSAGES,
  type TAdminLesson,
  type TAdminModule,
  type TMemberProgress,
  type ZModuleInput,
} from "@vaultline/shared";
import { and, asc, desc, eq, like, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { courseLessons, courseModules, files, quizAttempts, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { writeAudit } from "../admin/index.ts";
import { fileUrl } from "../files/index.ts";
import { getCourseOverview } from "./course.service.ts";

export type LessonRow = typeof courseLessons.$inferSelect;
type ModuleRow = typeof courseModules.$inferSelect;
type ModuleValues = z.output<typeof ZModuleInput>;
type VideoFacts = { id: string; mime: string; sizeBytes: number } | null;

/**
 * Serialises every authoring change: positions are "max + 1" on insert and a reorder rewrites a
 * whole list, so two admins editing at once must not interleave (the member side never takes it).
 */
export async function lockCourse(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('course-authoring'))`);
}

/** "Reading the order book — part 2!" → "reading-the-order-book-part-2" (ASCII, at most 70 characters). */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 70)
    .replace(/^-+|-+$/g, "");
  return slug.length >= 2 ? slug : "untitled";
}

/** The title's slug, or the first free "<slug>-2", "-3", … when another row already has it. */
export async function freeSlug(
  tx: Db,
  table: typeof courseLessons | typeof courseModules,
  title: string,
  exceptId?: string,
): Promise<string> {
  const base = slugify(title);
  const rows = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(and(or(eq(table.slug, base), like(table.slug, `${base}-%`)), exceptId ? ne(table.id, exceptId) : undefined));
  const taken = new Set(rows.map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export async function isSlugTaken(
  tx: Db,
  table: typeof courseLessons | typeof courseModules,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), exceptId ? ne(table.id, exceptId) : undefined));
  return row !== undefined;
}

export function toAdminLesson(row: LessonRow, video: VideoFacts): TAdminLesson {
  return {
    id: row.id,
    moduleId: row.moduleId,
    slug: row.slug,
    title: row.title,
    bodyMd: row.bodyMd,
    minutes: row.minutes,
    status: row.status,
    videoEmbedUrl: row.videoEmbedUrl,
    video: video ? { url: fileUrl(video.id) ?? "", mime: video.mime, sizeBytes: Number(video.sizeBytes) } : null,
    quiz: row.quiz,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function videoOf(db: Db, fileId: string | null): Promise<VideoFacts> {
  if (!fileId) return null;
  const [file] = await db
    .select({ id: files.id, mime: files.mime, sizeBytes: files.sizeBytes })
    .from(files)
    .where(eq(files.id, fileId));
  return file ?? null;
}

export async function adminLessonDto(db: Db, row: LessonRow): Promise<TAdminLesson> {
  return toAdminLesson(row, await videoOf(db, row.videoFileId));
}

/** Every module in order with every lesson, drafts included (no bodies: the editor loads one lesson). */
export async function listCourseForAdmin(db: Db): Promise<TAdminModule[]> {
  const [modules, lessons] = await Promise.all([
    db.select().from(courseModules).orderBy(asc(courseModules.position), asc(courseModules.createdAt)),
    db
      .select({ lesson: courseLessons, video: { id: files.id, mime: files.mime, sizeBytes: files.sizeBytes } })
      .from(courseLessons)
      .leftJoin(files, eq(files.id, courseLessons.videoFileId))
      .orderBy(asc(courseLessons.position), asc(courseLessons.createdAt)),
  ]);
  return modules.map((m) => ({
    id: m.id,
    slug: m.slug,
    title: m.title,
    summary: m.summary,
    isPreview: m.isPreview,
    lessons: lessons
      .filter((l) => l.lesson.moduleId === m.id)
      .map(({ lesson, video }) => {
        const { bodyMd: _body, quiz: _quiz, ...dto } = toAdminLesson(lesson, video?.id ? video : null);
        return { ...dto, questionCount: lesson.quiz?.questions.length ?? 0 };
      }),
  }));
}

export async function getAdminLesson(db: Db, id: string): Promise<TAdminLesson> {
  const [row] = await db.select().from(courseLessons).where(eq(courseLessons.id, id));
  if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
  return adminLessonDto(db, row);
}

function moduleSnapshot(row: ModuleRow) {
  return { slug: row.slug, title: row.title, summary: row.summary, isPreview: row.isPreview, position: row.position };
}

function toAdminModule(row: ModuleRow): TAdminModule {
  return { id: row.id, slug: row.slug, title: row.title, summary: row.summary, isPreview: row.isPreview, lessons: [] };
}

async function moduleSlug(tx: Db, input: ModuleValues, exceptId?: string, current?: string): Promise<string> {
  if (!input.slug) return current ?? freeSlug(tx, courseModules, input.title, exceptId);
  if (await isSlugTaken(tx, courseModules, input.slug, exceptId)) {
    throw new AppError("CONFLICT", COURSE_MESSAGES.moduleSlugTaken, [
      { field: "slug", message: COURSE_MESSAGES.moduleSlugTaken },
    ]);
  }
  return input.slug;
}

export async function createModule(db: Db, adminId: string, input: ModuleValues): Promise<TAdminModule> {
  return db.transaction(async (tx) => {
    await lockCourse(tx);
    const slug = await moduleSlug(tx, input);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${courseModules.position}), 0)::int` })
      .from(courseModules);
    const [row] = await tx
      .insert(courseModules)
      .values({ ...input, slug, position: Number(last?.n ?? 0) + 1 })
      .returning();
    if (!row) throw new Error("module insert returned nothing");
    await writeAudit(tx, {
      adminId,
      action: "course.module.create",
      targetType: "course_module",
      targetId: row.id,
      after: moduleSnapshot(row),
    });
    return toAdminModule(row);
  });
}

async function lockModule(tx: Db, id: string): Promise<ModuleRow> {
  const [row] = await tx.select().from(courseModules).where(eq(courseModules.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.moduleNotFound);
  return row;
}

/** A module keeps its slug unless a new one is given (members' links stay valid). */
export async function updateModule(db: Db, adminId: string, id: string, input: ModuleValues): Promise<TAdminModule> {
  return db.transaction(async (tx) => {
    await lockCourse(tx);
    const before = await lockModule(tx, id);
    const slug = await moduleSlug(tx, input, id, before.slug);
    const [row] = await tx
      .update(courseModules)
      .set({ ...input, slug, updatedAt: new Date() })
      .where(eq(courseModules.id, id))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.moduleNotFound);
    await writeAudit(tx, {
      adminId,
      action: "course.module.update",
      targetType: "course_module",
      targetId: id,
      before: moduleSnapshot(before),
      after: moduleSnapshot(row),
    });
    return toAdminModule(row);
  });
}

/** Only an empty module can go: lessons carry members' progress, so they are moved or deleted first. */
export async function deleteModule(db: Db, adminId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCourse(tx);
    const before = await lockModule(tx, id);
    const [lesson] = await tx
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(eq(courseLessons.moduleId, id))
      .limit(1);
    if (lesson) throw new AppError("CONFLICT", COURSE_MESSAGES.moduleNotEmpty);
    await tx.delete(courseModules).where(eq(courseModules.id, id));
    await writeAudit(tx, {
      adminId,
      action: "course.module.delete",
      targetType: "course_module",
      targetId: id,
      before: moduleSnapshot(before),
    });
  });
}

/** `ids` must be exactly the current set (no more, no less, no repeats); positions become 1..n. */
export function checkCompleteOrder(ids: string[], current: string[]): void {
  const given = new Set(ids);
  const isComplete = given.size === ids.length && ids.length === current.length && current.every((id) => given.has(id));
  if (!isComplete) {
    throw new AppError("BAD_REQUEST", COURSE_MESSAGES.reorderMismatch, [
      { field: "ids", message: COURSE_MESSAGES.reorderMismatch },
    ]);
  }
}

export async function reorderModules(db: Db, adminId: string, ids: string[]): Promise<TAdminModule[]> {
  await db.transaction(async (tx) => {
    await lockCourse(tx);
    const rows = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .orderBy(asc(courseModules.position), asc(courseModules.createdAt));
    const before = rows.map((r) => r.id);
    checkCompleteOrder(ids, before);
    for (const [index, id] of ids.entries()) {
      await tx
        .update(courseModules)
        .set({ position: index + 1 })
        .where(eq(courseModules.id, id));
    }
    await writeAudit(tx, {
      adminId,
      action: "course.module.reorder",
      targetType: "course",
      targetId: "modules",
      before: { ids: before },
      after: { ids },
    });
  });
  return listCourseForAdmin(db);
}

/** One member's course as an admin sees it: access, progress, the latest 50 quiz attempts, certificate. */
export async function getMemberProgress(db: Db, userId: string, now: Date): Promise<TMemberProgress> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  const [overview, attempts] = await Promise.all([
    getCourseOverview(db, userId, now),
    db
      .select({
        lesson: courseLessons.title,
        scorePercent: quizAttempts.scorePercent,
        isPassed: quizAttempts.isPassed,
        createdAt: quizAttempts.createdAt,
      })
      .from(quizAttempts)
      .innerJoin(courseLessons, eq(courseLessons.id, quizAttempts.lessonId))
      .where(eq(quizAttempts.userId, userId))
      .orderBy(desc(quizAttempts.createdAt), desc(quizAttempts.id))
      .limit(50),
  ]);
  return {
    access: overview.access,
    progress: overview.progress,
    modules: overview.modules.map((m) => ({ title: m.title, progress: m.progress, isQuizPassed: m.isQuizPassed })),
    attempts: attempts.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    certificateId: overview.certificateId,
  };
}
