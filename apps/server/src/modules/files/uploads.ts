import { MAX_UPLOAD_BYTES, MESSAGES } from "@vaultline/shared";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../lib/app-error.ts";

export type Upload = { buffer: Buffer; mime: string; ext: string };
export type FileFieldSpec = { types: readonly string[]; max: number };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, Upload[]> };

export const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 20, fieldSize: 10_000, parts: 30 };

/**
 * Reads a whole multipart body. Each file's type is decided by its bytes (the client's name and
 * declared type are ignored); a file over 10 MiB is a 413 from the multipart plugin.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: Record<string, FileFieldSpec>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError("BAD_REQUEST", "Expected a multipart/form-data upload");
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    if (part.type === "field") {
      form.fields[part.fieldname] = String(part.value);
      continue;
    }
    const spec = fileFields[part.fieldname];
    if (!spec) {
      part.file.resume();
      throw new AppError("BAD_REQUEST", `Unexpected file field '${part.fieldname}'`);
    }
    const buffer = await part.toBuffer();
    const list = form.files[part.fieldname] ?? [];
    if (list.length >= spec.max) throw new AppError("BAD_REQUEST", `Too many files in '${part.fieldname}'`);
    const detected = buffer.length ? await fileTypeFromBuffer(buffer) : undefined;
    const mime = detected?.mime === "image/heif" ? "image/heic" : detected?.mime;
    if (!detected || !mime || !spec.types.includes(mime)) {
      throw new AppError("BAD_REQUEST", MESSAGES.fileNotSupported, [
        { field: part.fieldname, message: MESSAGES.fileNotSupported },
      ]);
    }
    list.push({ buffer, mime, ext: detected.ext });
    form.files[part.fieldname] = list;
  }
  return form;
}
