import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TReview } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const reviewsKey = ["reviews"] as const;

export const getReviews = async () => (await api<TReview[]>("/reviews")).data;

export const reviewsOptions = () => queryOptions({ queryKey: reviewsKey, queryFn: getReviews, staleTime: 60_000 });

export const useReviews = () => useQuery(reviewsOptions());
