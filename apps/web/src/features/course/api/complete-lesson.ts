import type { TCourseOverview } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { courseKey } from "./keys.ts";

export const completeLesson = async (slug: string) =>
  (await api<TCourseOverview>(`/course/lessons/${encodeURIComponent(slug)}/complete`, { method: "POST" })).data;

export function useCompleteLesson(slug: string) {
  return useMutationThatRefreshes(() => completeLesson(slug), { refresh: [courseKey] });
}
