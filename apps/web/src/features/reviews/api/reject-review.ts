import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminReview, TReviewReject } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { reviewsKey } from "./keys.ts";

export const rejectReview = ({ id, ...body }: TReviewReject & { id: string }) =>
  api<TAdminReview>(`/admin/reviews/${encodeURIComponent(id)}/reject`, { method: "POST", body });

export function useRejectReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectReview,
    // Refetched on a refusal too: a 409 means the review changed, and the admin must read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
