import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TLesson } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { courseKey, useViewer } from "./keys.ts";

export const getLesson = async (slug: string) =>
  (await api<TLesson>(`/course/lessons/${encodeURIComponent(slug)}`)).data;

export const lessonOptions = (viewer: string, slug: string) =>
  queryOptions({
    queryKey: [...courseKey, viewer, "lesson", slug],
    queryFn: () => getLesson(slug),
    // A 403 or 404 is an answer, not a hiccup: show it at once.
    retry: false,
  });

export function useLesson(slug: string) {
  return useQuery(lessonOptions(useViewer(), slug));
}
