import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TPublicReviews } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { publicReviewsKey } from "./keys.ts";

export const getPublicReviews = async (page: number) =>
  (await api<TPublicReviews>(`/reviews${page > 1 ? `?page=${page}` : ""}`)).data;

export const publicReviewsOptions = (page = 1) =>
  queryOptions({ queryKey: publicReviewsKey(page), queryFn: () => getPublicReviews(page), staleTime: 60_000 });

/** Published reviews, latest first, with the count of rejected ones per reason. */
export const usePublicReviews = (page = 1) =>
  useQuery({ ...publicReviewsOptions(page), placeholderData: keepPreviousData });
