import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { call, type TestUser } from "../helpers.ts";

/**
 * The smallest WebM file-type recognises: an EBML header with DocType "webm", then a Segment holding
 * one Void element of `fillerBytes` patterned bytes (so a byte range can be checked exactly).
 */
export function tinyWebm(fillerBytes = 300): Buffer {
  const header = Buffer.from([
    ...[0x1a, 0x45, 0xdf, 0xa3, 0x9f],
    ...[0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08],
    ...[0x42, 0x82, 0x84, ...Buffer.from("webm")],
    ...[0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02],
  ]);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  const voidElement = Buffer.from([0xec, 0x40 | (fillerBytes >> 8), fillerBytes & 0xff]);
  const filler = Buffer.from(Array.from({ length: fillerBytes }, (_, i) => i % 251));
  return Buffer.concat([header, segment, voidElement, filler]);
}

/** An ISO base media file that starts with an `ftyp` box of brand "isom": typed as video/mp4. */
export function tinyMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isommp41"),
  ]);
  const free = Buffer.concat([Buffer.from([0, 0, 0, 0x48]), Buffer.from("free"), randomBytes(0x40)]);
  return Buffer.concat([ftyp, free]);
}

/** A module through the admin API; `isPreview` false by default. */
export async function createModuleViaApi(
  app: FastifyInstance,
  admin: TestUser,
  body: { title?: string; isPreview?: boolean; summary?: string } = {},
): Promise<{ id: string; slug: string }> {
  const res = await call(app, {
    method: "POST",
    url: "/api/admin/course/modules",
    headers: admin.auth,
    payload: { title: body.title ?? `Module ${randomBytes(3).toString("hex")}`, ...body },
  });
  if (res.status !== 201) throw new Error(`module create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A draft lesson through the admin API. */
export async function createLessonViaApi(
  app: FastifyInstance,
  admin: TestUser,
  body: { moduleId: string; title?: string; bodyMd?: string; slug?: string; quiz?: unknown },
): Promise<{ id: string; slug: string; status: string; minutes: number }> {
  const res = await call(app, {
    method: "POST",
    url: "/api/admin/course/lessons",
    headers: admin.auth,
    payload: { title: `Lesson ${randomBytes(3).toString("hex")}`, bodyMd: "## Hello\n\nSome words.", ...body },
  });
  if (res.status !== 201) throw new Error(`lesson create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export function publish(app: FastifyInstance, admin: TestUser, lessonId: string, action = "publish") {
  return call(app, { method: "POST", url: `/api/admin/course/lessons/${lessonId}/${action}`, headers: admin.auth });
}

/** A valid quiz input with two questions (one single-answer, one multi-answer). */
export const sampleQuiz = () => ({
  passMarkPercent: 50,
  questions: [
    {
      prompt: "What does a stop-loss order do?",
      options: ["Sells when the price falls to a level", "Guarantees a profit"],
      correct: [0],
      explanation: "It limits a loss; nothing guarantees a profit.",
    },
    {
      prompt: "Which are private keys' rules?",
      options: ["Never share them", "Keep a backup", "Post them online"],
      correct: [0, 1],
      explanation: "Whoever has the key has the coins.",
    },
  ],
});
