import { useMutation } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";

/** A lesson image (PNG, JPEG or WebP); answers the Markdown to insert. */
export const uploadCourseImage = ({ file, alt }: { file: File; alt: string }) => {
  const formData = new FormData();
  formData.append("alt", alt);
  formData.append("image", file);
  return api<{ url: string; markdown: string }>("/admin/course/images", { method: "POST", formData });
};

export const useUploadCourseImage = () => useMutation({ mutationFn: uploadCourseImage });
