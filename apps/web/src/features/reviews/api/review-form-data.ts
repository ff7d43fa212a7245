/** The review as the API reads it: multipart, with the image under `image`. */
export type ReviewInput = { stars: number; text: string; image: File | null; removeImage?: boolean };

export function reviewFormData(input: ReviewInput): FormData {
  const form = new FormData();
  form.append("stars", String(input.stars));
  form.append("text", input.text);
  if (input.removeImage) form.append("removeImage", "true");
  if (input.image) form.append("image", input.image);
  return form;
}
