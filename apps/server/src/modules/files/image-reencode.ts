import { MAX_IMAGE_PIXELS, MESSAGES } from "@vaultline/shared";
import { AppError } from "../../lib/app-error.ts";
import type { Upload } from "./uploads.ts";

export const IMAGE_MESSAGES = {
  unreadable: "This picture could not be read. Please upload another image.",
} as const;

/**
 * An image re-encoded as a WebP of at most `maxSide` px, turned upright, without its metadata (a
 * phone's photo carries where it was taken). Pixel count is also checked from the header when the
 * upload is read; sharp's own limit stays as a second guard. A 400 when the image cannot be read,
 * naming `field` when given.
 */
export async function reencodeImage(upload: Upload, maxSide: number, field?: string): Promise<Upload> {
  // Loaded on the first picture, not at start: sharp and its image library are about 25 MiB of
  // memory that most processes never use.
  const { default: sharp } = await import("sharp");
  try {
    const buffer = await sharp(upload.buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .autoOrient()
      .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { buffer, mime: "image/webp", ext: "webp" };
  } catch (error) {
    const message = /pixel limit/i.test((error as Error).message ?? "")
      ? MESSAGES.imageTooManyPixels
      : IMAGE_MESSAGES.unreadable;
    throw new AppError("BAD_REQUEST", message, field ? [{ field, message }] : undefined);
  }
}
