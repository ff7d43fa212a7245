import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCourseOverview } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { courseKey } from "./keys.ts";

export const completeLesson = async (slug: string) =>
  (await api<TCourseOverview>(`/course/lessons/${encodeURIComponent(slug)}/complete`, { method: "POST" })).data;

export function useCompleteLesson(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => completeLesson(slug),
    onSuccess: () => client.invalidateQueries({ queryKey: courseKey }),
  });
}
