import { EmptyState, ErrorNotice, PageTitle } from "../../components/ui/misc.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useReviews } from "../../features/content/api/get-reviews.ts";
import { ReviewGrid } from "../../features/content/components/review-grid.tsx";

export function Component() {
  const reviews = useReviews();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageTitle subtitle="Screenshots our members have shared with us. We never write or invent reviews.">
        Member reviews
      </PageTitle>
      <div className="min-h-[50vh]">
        {reviews.isError ? (
          <ErrorNotice message={reviews.error.message} onRetry={() => reviews.refetch()} />
        ) : !reviews.data ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} className={`aspect-[4/3] w-full rounded-2xl ${n > 1 ? "hidden sm:block" : ""}`} />
            ))}
          </div>
        ) : reviews.data.length ? (
          <ReviewGrid reviews={reviews.data} />
        ) : (
          <EmptyState title="No reviews yet">
            When members share their experience with us, their screenshots will appear here.
          </EmptyState>
        )}
      </div>
    </div>
  );
}
