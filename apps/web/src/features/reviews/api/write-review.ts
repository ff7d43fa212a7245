import type { TMyReview } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { myReviewKey } from "./keys.ts";
import { type ReviewInput, reviewFormData } from "./review-form-data.ts";

export const writeReview = (input: ReviewInput) =>
  api<TMyReview>("/reviews", { method: "POST", formData: reviewFormData(input) });

export function useWriteReview() {
  return useMutationThatRefreshes(writeReview, { refresh: [myReviewKey] });
}
