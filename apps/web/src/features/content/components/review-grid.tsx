import type { TReview } from "@vaultline/shared";

/** Review screenshots in fixed-ratio frames, so the grid does not move while images load. */
export function ReviewGrid({ reviews }: { reviews: TReview[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review, i) => (
        <li key={review._id}>
          <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="aspect-[4/3] bg-slate-100">
              <img
                src={review.imageUrl}
                alt={review.caption ? `Member review: ${review.caption}` : `Member review screenshot ${i + 1}`}
                loading="lazy"
                className="h-full w-full object-contain"
              />
            </div>
            {review.caption && <figcaption className="px-4 py-3 text-sm text-slate-700">{review.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
