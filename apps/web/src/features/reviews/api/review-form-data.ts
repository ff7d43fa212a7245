import { toFormData } from "../../../lib/api-client.ts";

/** The review as the API reads it: multipart, with the image under `image`. */
export type ReviewInput = { stars: number; text: string; image: File | null; removeImage?: boolean };

export function reviewFormData(input: ReviewInput): FormData {
  return toFormData({
    stars: String(input.stars),
    text: input.text,
    removeImage: input.removeImage ? "true" : null,
    image: input.image,
  });
}
