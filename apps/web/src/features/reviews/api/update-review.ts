import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMyReview } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { reviewsKey } from "./keys.ts";
import { type ReviewInput, reviewFormData } from "./review-form-data.ts";

export const updateReview = (input: ReviewInput) =>
  api<TMyReview>("/reviews/mine", { method: "PUT", formData: reviewFormData(input) });

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    // A rejected review sent again changes the public count of rejections too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
