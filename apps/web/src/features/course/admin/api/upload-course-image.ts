import { useMutation } from "@tanstack/react-query";
import { api, toFormData } from "../../../../lib/api-client.ts";

/** A lesson image (PNG, JPEG or WebP); answers the Markdown to insert. */
export const uploadCourseImage = ({ file, alt }: { file: File; alt: string }) => {
  const formData = toFormData({ alt, image: file });
  return api<{ url: string; markdown: string }>("/admin/course/images", { method: "POST", formData });
};

export const useUploadCourseImage = () => useMutation({ mutationFn: uploadCourseImage });
