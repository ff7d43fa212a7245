import { COURSE_MESSAGES, type TAdminModule, type ZModuleInput } from "@vaultline/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Db, returnedRow } from "../../db/client.ts";
import { courseLessons, courseModules, files } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { writeAudit } from "../decisions/index.ts";
import { type ModuleRow, toAdminCourse, toAdminModule } from "./course-admin.dto.ts";
import { applyOrder, freeSlug, isSlugTaken, lockCourse } from "./course-authoring.ts";

type ModuleValues = z.output<typeof ZModuleInput>;

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
  return toAdminCourse(
    modules,
    lessons.map(({ lesson, video }) => ({ lesson, video: video?.id ? video : null })),
  );
}

function moduleSnapshot(row: ModuleRow) {
  return { slug: row.slug, title: row.title, summary: row.summary, isPreview: row.isPreview, position: row.position };
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
    const row = returnedRow(
      await tx
        .insert(courseModules)
        .values({ ...input, slug, position: Number(last?.n ?? 0) + 1 })
        .returning(),
      "module insert",
    );
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

export async function reorderModules(db: Db, adminId: string, ids: string[]): Promise<TAdminModule[]> {
  await db.transaction(async (tx) => {
    await lockCourse(tx);
    const rows = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .orderBy(asc(courseModules.position), asc(courseModules.createdAt));
    const before = rows.map((r) => r.id);
    await applyOrder(ids, before, (id, position) =>
      tx.update(courseModules).set({ position }).where(eq(courseModules.id, id)),
    );
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
