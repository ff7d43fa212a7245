import { Link } from "react-router";
import { ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { usePublicReviews } from "../api/get-public-reviews.ts";
import { ReviewCard } from "./review-card.tsx";

const linkClass = "text-sm font-semibold text-brand-700 underline-offset-4 hover:underline";

/** The home page's latest three published reviews; no section at all while there are none. */
export function ReviewsPreview() {
  const reviews = usePublicReviews();
  const latest = reviews.data?.reviews.slice(0, 3);
  if (latest?.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="below-fold mx-auto max-w-6xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="reviews-title" className="text-3xl font-bold tracking-tight text-ink-900">
            What members say
          </h2>
          <p className="mt-2 text-slate-600">
            Written by members, published unless abusive, personal or off-topic, never removed for being negative.
          </p>
        </div>
        <Link to={paths.reviews} className={linkClass}>
          All reviews
        </Link>
      </div>
      <div className="mt-8 min-h-40">
        {reviews.isError ? (
          <ErrorNotice message={reviews.error.message} onRetry={() => reviews.refetch()} />
        ) : !latest ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-48 w-full rounded-2xl" />
            ))}
          </div>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {latest.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
