import type { TMyReview } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { reviewsKey } from "./keys.ts";
import { type ReviewInput, reviewFormData } from "./review-form-data.ts";

export const updateReview = (input: ReviewInput) =>
  api<TMyReview>("/reviews/mine", { method: "PUT", formData: reviewFormData(input) });

export function useUpdateReview() {
  // A rejected review sent again changes the public count of rejections too.
  return useMutationThatRefreshes(updateReview, { refresh: [reviewsKey] });
}
