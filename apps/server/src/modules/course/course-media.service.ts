import { randomUUID } from "node:crypto";
import { COURSE_MESSAGES, type TAdminLesson } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { courseLessons, files } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Storage } from "../../lib/storage.ts";
import { writeAudit } from "../decisions/index.ts";
import type { Upload } from "../files/index.ts";
import { deleteStoredFiles, fileUrl, withFileWrites } from "../files/index.ts";
import { lockCourse } from "./course-authoring.ts";
import { adminLessonDto } from "./course-lessons.service.ts";
import type { ReceivedVideo } from "./course-video-upload.ts";

/** Alt text that cannot break out of the Markdown image syntax. */
export function safeAltText(alt: string | undefined): string {
  const clean = (alt ?? "")
    .replace(/[[\]()\\<>`*_]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
  return clean || "Illustration";
}

/** A lesson illustration: a public file (lessons are read by visitors in the preview too). */
export async function uploadCourseImage(
  db: Db,
  storage: Storage,
  input: { adminId: string; image: Upload; alt: string | undefined },
): Promise<{ url: string; markdown: string }> {
  const fileId = await withFileWrites(storage, [input.image], (writes) =>
    db.transaction(async (tx) => {
      const id = await writes.store(tx, input.image, { kind: "course_image", ownerId: input.adminId });
      await writeAudit(tx, {
        adminId: input.adminId,
        action: "course.image.upload",
        targetType: "file",
        targetId: id,
        after: { mime: input.image.mime, sizeBytes: input.image.buffer.length },
      });
      return id;
    }),
  );
  const url = fileUrl(fileId) ?? "";
  return { url, markdown: `![${safeAltText(input.alt)}](${url})` };
}

export async function lessonExists(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.id, id));
  if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
}

/**
 * Stores the checked video, then records it and links it to the lesson in one transaction (an
 * embed link gives way to it). If that fails the stored object is deleted; a replaced video's row
 * goes in the same transaction and its bytes after the commit.
 */
export async function attachLessonVideo(
  db: Db,
  storage: Storage,
  input: { adminId: string; lessonId: string; video: ReceivedVideo },
): Promise<TAdminLesson> {
  const key = `${randomUUID()}.${input.video.ext}`;
  await storage.putFile(key, input.video.filePath, input.video.mime);
  let result: { lesson: TAdminLesson; replaced: string | null };
  try {
    result = await db.transaction(async (tx) => {
      await lockCourse(tx);
      const [before] = await tx.select().from(courseLessons).where(eq(courseLessons.id, input.lessonId)).for("update");
      if (!before) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
      const file = returnedRow(
        await tx
          .insert(files)
          .values({
            ownerId: input.adminId,
            kind: "course_video",
            storedName: key,
            mime: input.video.mime,
            sizeBytes: input.video.sizeBytes,
            isPublic: false,
          })
          .returning({ id: files.id }),
        "file insert",
      );
      const [row] = await tx
        .update(courseLessons)
        .set({ videoFileId: file.id, videoEmbedUrl: null, updatedAt: new Date() })
        .where(eq(courseLessons.id, input.lessonId))
        .returning();
      if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
      const [old] = before.videoFileId
        ? await tx.delete(files).where(eq(files.id, before.videoFileId)).returning({ name: files.storedName })
        : [];
      await writeAudit(tx, {
        adminId: input.adminId,
        action: "course.lesson.video",
        targetType: "course_lesson",
        targetId: input.lessonId,
        before: { videoFileId: before.videoFileId, videoEmbedUrl: before.videoEmbedUrl },
        after: { videoFileId: file.id, videoEmbedUrl: null, mime: input.video.mime, sizeBytes: input.video.sizeBytes },
      });
      return { lesson: await adminLessonDto(tx, row), replaced: old?.name ?? null };
    });
  } catch (error) {
    await deleteStoredFiles(storage, [key]);
    throw error;
  }
  if (result.replaced) await deleteStoredFiles(storage, [result.replaced]);
  return result.lesson;
}

/** Removes the uploaded video (its row now, its bytes after the commit). */
export async function removeLessonVideo(
  db: Db,
  storage: Storage,
  input: { adminId: string; lessonId: string },
): Promise<TAdminLesson> {
  const { lesson, storedName } = await db.transaction(async (tx) => {
    await lockCourse(tx);
    const [before] = await tx.select().from(courseLessons).where(eq(courseLessons.id, input.lessonId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
    if (!before.videoFileId) throw new AppError("NOT_FOUND", COURSE_MESSAGES.noVideo);
    const [row] = await tx
      .update(courseLessons)
      .set({ videoFileId: null, updatedAt: new Date() })
      .where(eq(courseLessons.id, input.lessonId))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
    const [old] = await tx.delete(files).where(eq(files.id, before.videoFileId)).returning({ name: files.storedName });
    await writeAudit(tx, {
      adminId: input.adminId,
      action: "course.lesson.video",
      targetType: "course_lesson",
      targetId: input.lessonId,
      before: { videoFileId: before.videoFileId },
      after: { videoFileId: null },
    });
    return { lesson: await adminLessonDto(tx, row), storedName: old?.name ?? null };
  });
  if (storedName) await deleteStoredFiles(storage, [storedName]);
  return lesson;
}
