import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { courseAdminKeys } from "./keys.ts";

/** The server renders the preview, so it is exactly what members will see (one renderer, one sanitizer). */
export const previewMarkdown = async (markdown: string, signal?: AbortSignal) =>
  (await api<{ html: string }>("/admin/course/preview", { method: "POST", body: { markdown }, signal })).data.html;

export const useMarkdownPreview = (markdown: string) =>
  useQuery({
    queryKey: courseAdminKeys.preview(markdown),
    queryFn: ({ signal }) => previewMarkdown(markdown, signal),
    enabled: markdown.trim() !== "",
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
