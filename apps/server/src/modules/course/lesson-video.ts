import { COURSE_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.ts";
import { courseLessons, files } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { readScopedToken, signScopedToken } from "../../lib/jwt.ts";
import type { ByteRange, Storage } from "../../lib/storage.ts";
import { findReadableLesson } from "./course.service.ts";

// A <video> element cannot send the bearer header, so the lesson answer carries a short-lived token
// for this one video; the access check runs again on every request, so an ended trial stops playback.
const scopeOf = (lessonId: string) => `lesson-video:${lessonId}`;

export function videoToken(userId: string, lessonId: string, secret: string): Promise<string> {
  return signScopedToken(userId, scopeOf(lessonId), secret);
}

/** One `bytes=` range (start-end, start- or -suffix); anything else is served whole, as RFC 9110 allows. */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from, to] = match;
  if (from === "" && to === "") return null;
  const unsatisfiable = () => new AppError("RANGE_NOT_SATISFIABLE", "Range not satisfiable");
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) throw unsatisfiable();
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? undefined : Number(to);
  if (start >= size || (end !== undefined && end < start)) throw unsatisfiable();
  return { start, end };
}

export async function serveLessonVideo(
  deps: { db: Db; storage: Storage; jwtSecret: string; now: Date },
  request: { slug: string; token: string | undefined; userId: string | null; range: string | undefined },
  reply: FastifyReply,
): Promise<FastifyReply> {
  const [target] = await deps.db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(eq(courseLessons.slug, request.slug));
  if (!target) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
  // Preview lessons play for anyone; the others for the holder of this video's token (or the bearer).
  const holder = request.token
    ? await readScopedToken(request.token, scopeOf(target.id), deps.jwtSecret)
    : request.userId;
  const { lesson } = await findReadableLesson(deps.db, request.slug, holder, deps.now);
  if (!lesson.videoFileId) throw new AppError("NOT_FOUND", "This lesson has no video");
  const [file] = await deps.db.select().from(files).where(eq(files.id, lesson.videoFileId));
  if (!file) throw new AppError("NOT_FOUND", "This lesson has no video");
  const range = parseRange(request.range, file.sizeBytes);
  const object = await deps.storage.get(file.storedName, range ?? undefined);
  if (!object) throw new AppError("NOT_FOUND", "This lesson has no video");
  reply
    .type(file.mime)
    .header("accept-ranges", "bytes")
    .header("cache-control", "private, no-store")
    .header("content-disposition", "inline");
  if (object.range) {
    reply
      .status(206)
      .header("content-range", `bytes ${object.range.start}-${object.range.end}/${object.size}`)
      .header("content-length", object.range.end - object.range.start + 1);
  } else {
    reply.header("content-length", object.size);
  }
  return reply.send(object.stream);
}
