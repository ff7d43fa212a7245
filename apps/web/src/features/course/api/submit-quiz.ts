import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TQuizResult } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { courseKey } from "./keys.ts";

export const submitQuiz = async (slug: string, answers: Record<string, number[]>) =>
  (
    await api<TQuizResult>(`/course/lessons/${encodeURIComponent(slug)}/quiz`, {
      method: "POST",
      body: { answers },
    })
  ).data;

export function useSubmitQuiz(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, number[]>) => submitQuiz(slug, answers),
    onSuccess: () => client.invalidateQueries({ queryKey: courseKey }),
  });
}
