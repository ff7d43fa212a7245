import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMyReview } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { myReviewKey } from "./keys.ts";
import { type ReviewInput, reviewFormData } from "./review-form-data.ts";

export const writeReview = (input: ReviewInput) =>
  api<TMyReview>("/reviews", { method: "POST", formData: reviewFormData(input) });

export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReviewKey }),
  });
}
