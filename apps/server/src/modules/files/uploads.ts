import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, MESSAGES } from "@vaultline/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { issueDetails, strictSchema } from "../../lib/strict-request.ts";
import { fingerprintUpload } from "../../plugins/idempotency.ts";

export type Upload = { buffer: Buffer; mime: string; ext: string };
export type FileFieldSpec = { types: readonly string[]; max: number };
/**
 * A route's `config.fileFieldRename`, set on the old client's calls, whose file parts are named
 * differently: the n-th part named `from` is read as `to[n]`, any after the last as the last (so
 * too many parts are refused as too many).
 */
export type FileFieldRename = { from: string; to: readonly string[] };
/**
 * A route's `config.ignoredFields`, set on the old client's calls (modules/sketch-compat): text
 * fields that client is known to send and the route does not read, dropped before the strict check.
 */
export type IgnoredFields = readonly string[];

const renamedField = (rename: FileFieldRename, n: number) =>
  rename.to[Math.min(n, rename.to.length - 1)] ?? rename.from;
export type MultipartForm = { fields: Record<string, string>; files: Record<string, Upload[]> };

export const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 20, fieldSize: 10_000, parts: 30 };

/**
 * Lets this scope's routes read multipart uploads. The plugin adds an onRequest and an onResponse
 * hook to every request of the scope it is registered in (about a tenth of a cached public answer),
 * so only the route plugins that take uploads register it; a nested scope finds it already there.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  if (app.hasContentTypeParser("multipart/form-data")) return;
  await app.register(multipart, { limits: MULTIPART_LIMITS });
}

export const UPLOAD_MESSAGES = {
  malformed: "The upload could not be read: the form data is malformed or incomplete. Please try again.",
  tooManyParts: "The upload has too many fields or files",
} as const;

// @fastify/multipart's limit errors are 413s, but too many parts is a malformed form, not a big file.
const LIMIT_CODES = new Set(["FST_PARTS_LIMIT", "FST_FILES_LIMIT", "FST_FIELDS_LIMIT"]);

/**
 * Whatever the parser throws becomes a 400 (busboy throws plain errors for a bad boundary or a
 * truncated body, which would otherwise be 500s); only a file over 10 MiB stays a 413.
 */
function toUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return error;
  if (code && LIMIT_CODES.has(code)) return new AppError("BAD_REQUEST", UPLOAD_MESSAGES.tooManyParts);
  return new AppError("BAD_REQUEST", UPLOAD_MESSAGES.malformed);
}

function refuse(field: string, message: string): AppError {
  return new AppError("BAD_REQUEST", message, [{ field, message }]);
}

/** Refuses an image whose header cannot be read or claims more than MAX_IMAGE_PIXELS: nothing is decoded. */
function checkImageHeader(field: string, buffer: Buffer): void {
  let pixels: number;
  try {
    const size = imageSize(buffer);
    // A HEIC (or ICO) may hold several images: the largest counts.
    pixels = Math.max(...[size, ...(size.images ?? [])].map((s) => s.width * s.height));
  } catch {
    throw refuse(field, MESSAGES.fileNotSupported);
  }
  if (!(pixels > 0)) throw refuse(field, MESSAGES.fileNotSupported);
  if (pixels > MAX_IMAGE_PIXELS) throw refuse(field, MESSAGES.imageTooManyPixels);
}

async function toUpload(field: string, buffer: Buffer, spec: FileFieldSpec): Promise<Upload> {
  const detected = buffer.length ? await fileTypeFromBuffer(buffer) : undefined;
  const mime = detected?.mime === "image/heif" ? "image/heic" : detected?.mime;
  if (!detected || !mime || !spec.types.includes(mime)) throw refuse(field, MESSAGES.fileNotSupported);
  if (mime.startsWith("image/")) checkImageHeader(field, buffer);
  return { buffer, mime, ext: detected.ext };
}

/**
 * A multipart form's text fields read through `schema`, strictly like every body (lib/strict-request.ts): a 400 whose message is the first problem and
 * whose details name every field that fails (multipart bodies skip the route's own body validation).
 */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = strictSchema(schema).safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = issueDetails(parsed.error.issues);
  throw new AppError("BAD_REQUEST", details[0]?.message ?? "Invalid request", details);
}

/**
 * Reads a whole multipart body. Each file's type is decided by its bytes (the client's name and
 * declared type are ignored); images are checked for their pixel count from the header; a file
 * over 10 MiB is a 413 from the multipart plugin. On an idempotent route the form's digest (every
 * field and the bytes of every file, in order) is checked against the Idempotency-Key.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: Record<string, FileFieldSpec>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError("BAD_REQUEST", "Expected a multipart/form-data upload");
  const form: MultipartForm = { fields: {}, files: {} };
  const received: { field: string; buffer: Buffer }[] = [];
  const { fileFieldRename: rename, ignoredFields } = request.routeOptions.config as {
    fileFieldRename?: FileFieldRename;
    ignoredFields?: IgnoredFields;
  };
  let renamed = 0;
  const digest = createHash("sha256");
  const add = (...values: (string | Buffer)[]) => {
    for (const value of values) digest.update(`${value.length}:`).update(value);
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (!ignoredFields?.includes(part.fieldname)) form.fields[part.fieldname] = String(part.value);
        add("field", part.fieldname, String(part.value));
        continue;
      }
      const field = part.fieldname === rename?.from ? renamedField(rename, renamed++) : part.fieldname;
      const spec = fileFields[field];
      if (!spec) {
        part.file.resume();
        throw new AppError("BAD_REQUEST", `Unexpected file field '${part.fieldname}'`);
      }
      if (received.filter((r) => r.field === field).length >= spec.max) {
        part.file.resume();
        throw new AppError("BAD_REQUEST", `Too many files in '${part.fieldname}'`);
      }
      const buffer = await part.toBuffer();
      received.push({ field, buffer });
      add("file", field, buffer);
    }
  } catch (error) {
    const refused = toUploadError(error);
    if (refused !== error) request.log.info({ err: error }, "multipart body refused");
    throw refused;
  }
  await fingerprintUpload(digest.digest("hex"));
  for (const { field, buffer } of received) {
    const spec = fileFields[field] as FileFieldSpec;
    form.files[field] = [...(form.files[field] ?? []), await toUpload(field, buffer, spec)];
  }
  return form;
}
