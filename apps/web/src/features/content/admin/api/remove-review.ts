import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { reviewsKey } from "../../api/get-reviews.ts";

export const removeReview = (id: string) =>
  api<{ _id: string }>(`/admin/reviews/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useRemoveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
