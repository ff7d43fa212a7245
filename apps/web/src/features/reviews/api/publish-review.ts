import type { TAdminReview } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { reviewsKey } from "./keys.ts";

export const publishReview = ({ id, version }: { id: string; version: number }) =>
  api<TAdminReview>(`/admin/reviews/${encodeURIComponent(id)}/publish`, { method: "POST", body: { version } });

export function usePublishReview() {
  // Refetched on a refusal too: a 409 means the review changed, and the admin must read it again.
  return useMutationThatRefreshes(publishReview, { refresh: [reviewsKey], refreshOnError: true });
}
