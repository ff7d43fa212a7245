import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TAdminReview } from "@vaultline/shared";
import { apiPage } from "../../../lib/api-client.ts";
import { adminReviewsKey } from "./keys.ts";

export type AdminReviewList = "pending" | "decided";

export const getAdminReviews = (status: AdminReviewList, page: number, pageSize = 20) =>
  apiPage<TAdminReview>(`/admin/reviews?status=${status}&page=${page}&pageSize=${pageSize}`);

/** The queue (pending, oldest first) or the decided reviews (latest decision first). */
export const useAdminReviews = (status: AdminReviewList, page: number) =>
  useQuery({
    queryKey: [...adminReviewsKey, status, page],
    queryFn: () => getAdminReviews(status, page),
    placeholderData: keepPreviousData,
  });
