import type { TAdminReview, TReviewReject } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { reviewsKey } from "./keys.ts";

export const rejectReview = ({ id, ...body }: TReviewReject & { id: string }) =>
  api<TAdminReview>(`/admin/reviews/${encodeURIComponent(id)}/reject`, { method: "POST", body });

export function useRejectReview() {
  // Refetched on a refusal too: a 409 means the review changed, and the admin must read it again.
  return useMutationThatRefreshes(rejectReview, { refresh: [reviewsKey], refreshOnError: true });
}
