import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TMyReviewState } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { myReviewKey } from "./keys.ts";

export const getMyReview = async () => (await api<TMyReviewState>("/reviews/mine")).data;

export const myReviewOptions = () => queryOptions({ queryKey: myReviewKey, queryFn: getMyReview });

/** The signed-in member's review and whether they may write one. */
export const useMyReview = () => useQuery(myReviewOptions());
