import { REVIEWS_PAGE_SIZE } from "@vaultline/shared";
import { useState } from "react";
import { EmptyState, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { usePublicReviews } from "../api/get-public-reviews.ts";
import { ReviewCard } from "./review-card.tsx";
import { ReviewRules } from "./review-rules.tsx";

/** The rules, then the published reviews a page at a time. */
export function PublishedReviews() {
  const [page, setPage] = useState(1);
  const reviews = usePublicReviews(page);
  return (
    <div className="flex flex-col gap-6">
      <ReviewRules rejected={reviews.data?.rejected} />
      <div className="min-h-[40vh]">
        {reviews.isError ? (
          <ErrorNotice message={reviews.error.message} onRetry={() => reviews.refetch()} />
        ) : !reviews.data ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} className={`h-48 w-full rounded-2xl ${n > 1 ? "hidden sm:block" : ""}`} />
            ))}
          </div>
        ) : reviews.data.reviews.length === 0 ? (
          <EmptyState title="No reviews published yet">
            Members who have invested or completed a lesson can write one. Theirs will appear here.
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {reviews.data.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={REVIEWS_PAGE_SIZE}
              total={reviews.data.total}
              onPage={setPage}
              noun="reviews"
            />
          </>
        )}
      </div>
    </div>
  );
}
