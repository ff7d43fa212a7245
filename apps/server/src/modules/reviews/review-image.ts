import { MAX_IMAGE_PIXELS, MESSAGES } from "@vaultline/shared";
import sharp from "sharp";
import { AppError } from "../../lib/app-error.ts";
import type { Upload } from "../files/index.ts";

/** Large enough to read a screenshot, small enough for a page of reviews. */
const MAX_SIDE = 1600;
const UNREADABLE = "This picture could not be read. Please upload another image.";

/**
 * The upload has passed the checks every upload gets (type by its bytes, 10 MiB, pixel count from
 * the header). It is re-encoded to a WebP without metadata before it is stored: a phone's photo
 * carries the place it was taken, which must not be published with the review.
 */
export async function prepareReviewImage(upload: Upload): Promise<Upload> {
  try {
    const buffer = await sharp(upload.buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .autoOrient()
      .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { buffer, mime: "image/webp", ext: "webp" };
  } catch (error) {
    const message = /pixel limit/i.test((error as Error).message ?? "") ? MESSAGES.imageTooManyPixels : UNREADABLE;
    throw new AppError("BAD_REQUEST", message, [{ field: "image", message }]);
  }
}
