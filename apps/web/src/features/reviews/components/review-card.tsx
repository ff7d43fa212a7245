import { formatMonthYear, type TPublicReview } from "@vaultline/shared";
import { Stars } from "./stars.tsx";

/** A published review: the rating, the member's words and image, and who wrote it ("Ana K."). */
export function ReviewCard({ review }: { review: TPublicReview }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <Stars value={review.stars} />
      <p className="break-words whitespace-pre-line text-slate-800">{review.text}</p>
      {review.imageUrl && (
        <img
          src={review.imageUrl}
          alt={`Shared by ${review.author} with the review`}
          loading="lazy"
          className="max-h-72 w-full rounded-lg bg-slate-50 object-contain"
        />
      )}
      <p className="mt-auto text-sm text-slate-600">
        <span className="font-semibold text-ink-900">{review.author}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        member since {formatMonthYear(review.memberSince)}
      </p>
    </article>
  );
}
