import { formatDateTime, formatMonthYear, REVIEW_REJECT_REASON_LABELS, type TAdminReview } from "@vaultline/shared";
import { Link } from "react-router";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { StatusBadge } from "../../../components/ui/misc.tsx";
import { PrivateFile } from "../../../components/ui/private-file.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { usePublishReview } from "../api/publish-review.ts";
import { RejectReviewDialog } from "./reject-review-dialog.tsx";
import { Stars } from "./stars.tsx";

function Decision({ review }: { review: TAdminReview }) {
  if (review.status === "pending") return <StatusBadge status="pending" label="Waiting" />;
  const by = review.decidedBy ? ` by @${review.decidedBy}` : "";
  const at = review.decidedAt ? ` on ${formatDateTime(review.decidedAt)}` : "";
  return review.status === "published" ? (
    <span className="text-xs text-slate-600">
      <StatusBadge status="accepted" label="Published" />
      {by}
      {at}
    </span>
  ) : (
    <span className="text-xs text-slate-600">
      <StatusBadge
        status="denied"
        label={`Rejected: ${review.rejectReason ? REVIEW_REJECT_REASON_LABELS[review.rejectReason] : ""}`}
      />
      {by}
      {at}
    </span>
  );
}

/** One review as an admin judges it: the member's words as written, who wrote it, and the decisions left. */
export function AdminReviewItem({ review }: { review: TAdminReview }) {
  const publish = usePublishReview();
  const { showBanner } = useBanner();
  return (
    <article
      aria-label={`Review by ${review.member.name}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars value={review.stars} />
        <Decision review={review} />
      </div>
      <p className="break-words whitespace-pre-line text-slate-800">{review.text}</p>
      {review.imageUrl && (
        <PrivateFile
          url={review.imageUrl}
          alt={`Image with ${review.member.name}'s review`}
          className="max-h-48 max-w-full"
        />
      )}
      <p className="text-xs text-slate-600">
        <Link to={paths.admin.user(review.member.id)} className="font-semibold text-brand-700 underline">
          {review.member.name}
        </Link>{" "}
        (@{review.member.username}) · shown as “{review.member.author}”, member since{" "}
        {formatMonthYear(review.member.memberSince)} · sent {formatDateTime(review.submittedAt)}
      </p>
      {review.status !== "rejected" && (
        <div className="flex flex-wrap gap-2">
          {review.status === "pending" && (
            <Button
              isLoading={publish.isPending}
              onClick={() =>
                publish.mutate(
                  { id: review.id, version: review.version },
                  {
                    onSuccess: (res) => showBanner(res.message, "success"),
                    onError: (error) => showBanner(errorMessage(error), "error"),
                  },
                )
              }
            >
              Publish
            </Button>
          )}
          <RejectReviewDialog review={review} />
        </div>
      )}
      {publish.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(publish.error)}
        </p>
      )}
    </article>
  );
}
