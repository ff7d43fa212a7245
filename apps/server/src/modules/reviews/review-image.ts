import type { Upload } from "../files/index.ts";
import { reencodeImage } from "../files/index.ts";

/** Large enough to read a screenshot, small enough for a page of reviews. */
const MAX_SIDE = 1600;

/**
 * The upload has passed the checks every upload gets (type by its bytes, 10 MiB, pixel count from
 * the header); it is stored re-encoded without metadata, so a photo's place is never published.
 */
export const prepareReviewImage = (upload: Upload): Promise<Upload> => reencodeImage(upload, MAX_SIDE, "image");
