import type { TQuizResult } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { courseKey } from "./keys.ts";

export const submitQuiz = async (slug: string, answers: Record<string, number[]>) =>
  (
    await api<TQuizResult>(`/course/lessons/${encodeURIComponent(slug)}/quiz`, {
      method: "POST",
      body: { answers },
    })
  ).data;

export function useSubmitQuiz(slug: string) {
  return useMutationThatRefreshes((answers: Record<string, number[]>) => submitQuiz(slug, answers), {
    refresh: [courseKey],
  });
}
