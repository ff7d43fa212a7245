import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPage, TReview, TSubscriber } from "@vaultline/shared";
import { api, fetchFileUrl } from "../../../../lib/api-client.ts";
import { reviewsKey } from "../../api/public-content.ts";

export const addReview = (image: File, caption: string) => {
  const formData = new FormData();
  formData.append("caption", caption);
  formData.append("avatar", image);
  return api<TReview>("/admin/reviews", { method: "POST", formData });
};

export const removeReview = (id: string) =>
  api<{ _id: string }>(`/admin/reviews/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, caption }: { image: File; caption: string }) => addReview(image, caption),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}

export function useRemoveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}

export const subscribersKey = (page: number) => ["admin", "subscribers", page] as const;

export const getSubscribers = async (page: number) =>
  (await api<TPage<TSubscriber>>(`/admin/subscribers?page=${page}&pageSize=25`)).data;

export const useSubscribers = (page: number) =>
  useQuery({ queryKey: subscribersKey(page), queryFn: () => getSubscribers(page), placeholderData: keepPreviousData });

/** Downloads the CSV with the bearer token (a plain link would not carry it). */
export async function downloadSubscribersCsv(): Promise<void> {
  const { objectUrl } = await fetchFileUrl("/api/admin/subscribers.csv");
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = `subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
