import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { COURSE_MESSAGES, MAX_VIDEO_BYTES, VIDEO_MIME_TYPES } from "@vaultline/shared";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../lib/app-error.ts";
import { unknownFieldMessage } from "../../lib/strict-request.ts";
import { UPLOAD_MESSAGES } from "../files/index.ts";

/** An uploaded video waiting in the temporary folder: its bytes decided the type. */
export type ReceivedVideo = { filePath: string; mime: string; ext: string; sizeBytes: number };

const SNIFF_BYTES = 4100;

/** Where uploads wait while they are checked; under the data folder, so on the same disk as fs storage. */
export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, "tmp");
}

function refuseType(): AppError {
  return new AppError("BAD_REQUEST", COURSE_MESSAGES.videoType, [
    { field: "video", message: COURSE_MESSAGES.videoType },
  ]);
}

function tooLarge(): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", COURSE_MESSAGES.videoTooLarge, [
    { field: "video", message: COURSE_MESSAGES.videoTooLarge },
  ]);
}

async function readHead(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, "r");
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function receive(request: FastifyRequest, filePath: string, maxBytes: number): Promise<ReceivedVideo> {
  if (!request.isMultipart()) throw new AppError("BAD_REQUEST", "Expected a multipart/form-data upload");
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    // The app-wide 10 MiB file limit is raised for this one request; the part is streamed, never buffered.
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  } catch (error) {
    request.log.info({ err: error }, "video upload refused");
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.malformed);
  }
  if (!part) throw refuseType();
  // Text fields sent before the file: the upload names none (docs/product-rules.md §3.1).
  const unknown = Object.values(part.fields)
    .flat()
    .filter((f) => f?.type === "field")
    .map((f) => (f as { fieldname: string }).fieldname);
  if (unknown.length > 0) {
    part.file.resume();
    const details = unknown.map((field) => ({ field, message: unknownFieldMessage(field) }));
    throw new AppError("BAD_REQUEST", details[0]?.message ?? "", details);
  }
  if (part.fieldname !== "video") {
    part.file.resume();
    throw new AppError("BAD_REQUEST", `Unexpected file field '${part.fieldname}'`);
  }
  try {
    await pipeline(part.file, createWriteStream(filePath, { flags: "wx" }));
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    request.log.info({ err: error }, "video upload broke off");
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.malformed);
  }
  // busboy stops writing at the limit and marks the part truncated: the rest of the body was discarded.
  if (part.file.truncated) throw tooLarge();
  const head = await readHead(filePath);
  const detected = head.length ? await fileTypeFromBuffer(head) : undefined;
  if (!detected || !(VIDEO_MIME_TYPES as readonly string[]).includes(detected.mime)) throw refuseType();
  const { size } = await stat(filePath);
  return { filePath, mime: detected.mime, ext: detected.ext, sizeBytes: size };
}

/**
 * Streams the multipart field "video" to a temporary file, types it by its first bytes (MP4 or
 * WebM only), refuses more than `maxBytes` with a 413, runs `work` with it, and always deletes the
 * temporary file, whatever happened.
 */
export async function withVideoUpload<T>(
  request: FastifyRequest,
  options: { tempDir: string; maxBytes?: number },
  work: (video: ReceivedVideo) => Promise<T>,
): Promise<T> {
  await mkdir(options.tempDir, { recursive: true });
  const filePath = path.join(options.tempDir, `${randomUUID()}.upload`);
  try {
    const video = await receive(request, filePath, options.maxBytes ?? MAX_VIDEO_BYTES);
    return await work(video);
  } finally {
    await rm(filePath, { force: true });
  }
}
