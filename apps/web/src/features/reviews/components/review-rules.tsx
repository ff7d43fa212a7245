import {
  formatCount,
  REVIEW_REJECT_REASON_LABELS,
  REVIEW_REJECT_REASONS,
  type TPublicReviews,
} from "@vaultline/shared";

/** How reviews get here, and what was kept off the page and why: the same words for every visitor. */
export function ReviewRules({ rejected }: { rejected: TPublicReviews["rejected"] | undefined }) {
  return (
    <section aria-labelledby="review-rules-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="review-rules-title" className="font-semibold text-ink-900">
        How reviews are published
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Every review here is written by a member who has invested or completed a lesson; Vaultline writes none. A review
        is published unless it contains abuse, personal data or is off-topic. Reviews are never removed for being
        negative.
      </p>
      <p className="mt-3 text-sm font-medium text-slate-800">Reviews not published, by reason</p>
      <ul className="mt-1 flex flex-wrap gap-2 text-sm" aria-busy={rejected ? undefined : true}>
        {REVIEW_REJECT_REASONS.map((reason) => (
          <li key={reason} className="rounded-full bg-white px-3 py-1 text-slate-700 ring-1 ring-slate-200">
            {REVIEW_REJECT_REASON_LABELS[reason]}:{" "}
            <span className="font-semibold text-ink-900">{rejected ? formatCount(rejected[reason]) : "…"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
