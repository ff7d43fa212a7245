import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TReview } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { reviewsKey } from "../../api/get-reviews.ts";

export const addReview = (image: File, caption: string) => {
  const formData = new FormData();
  formData.append("caption", caption);
  formData.append("avatar", image);
  return api<TReview>("/admin/reviews", { method: "POST", formData });
};

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, caption }: { image: File; caption: string }) => addReview(image, caption),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
