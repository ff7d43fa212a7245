import { formatDate, REVIEW_REJECT_REASON_TEXTS, type TMyReview } from "@vaultline/shared";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Card, ErrorNotice, StatusBadge } from "../../../components/ui/misc.tsx";
import { PrivateFile } from "../../../components/ui/private-file.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth.tsx";
import { useMyReview } from "../api/get-my-review.ts";
import { ReviewForm } from "./review-form.tsx";
import { Stars } from "./stars.tsx";

const LINK = "font-semibold text-brand-700 underline";

function ReviewState({ review }: { review: TMyReview }) {
  if (review.status === "pending") {
    return (
      <p className="text-sm text-slate-700">
        <StatusBadge status="pending" label="Waiting for a decision" /> An admin reads every review before it is
        published. You can change yours until then.
      </p>
    );
  }
  if (review.status === "published") {
    return (
      <p className="text-sm text-slate-700">
        <StatusBadge status="accepted" label="Published" /> Published on{" "}
        {formatDate(review.decidedAt ?? review.submittedAt)} as {review.author}. A published review can no longer be
        changed.
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      <StatusBadge status="denied" label="Not published" /> It was not published because{" "}
      {review.rejectReason ? REVIEW_REJECT_REASON_TEXTS[review.rejectReason] : "of its content"}. Change it and send it
      again: it goes back to the queue.
    </p>
  );
}

/** The signed-in member's own review: its state, the form to write or change it, or why they cannot. */
function MemberReview() {
  const state = useMyReview();
  const [isEditing, setIsEditing] = useState(false);
  if (state.isError) return <ErrorNotice message={state.error.message} onRetry={() => state.refetch()} />;
  if (!state.data) return <Skeleton className="h-40 w-full rounded-xl" />;
  const { review, isEligible, notEligibleReason } = state.data;
  if (review) {
    const canChange = review.status !== "published";
    return (
      <div className="flex flex-col gap-4">
        <ReviewState review={review} />
        {isEditing ? (
          <>
            <ReviewForm current={review} onSaved={() => setIsEditing(false)} />
            <Button variant="ghost" className="self-start" onClick={() => setIsEditing(false)}>
              Keep it as it is
            </Button>
          </>
        ) : (
          <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
            <Stars value={review.stars} />
            <p className="break-words whitespace-pre-line text-slate-800">{review.text}</p>
            {review.imageUrl && (
              <PrivateFile url={review.imageUrl} alt="The image with your review" className="max-h-40 max-w-full" />
            )}
            {canChange && isEligible && (
              <Button variant="secondary" className="self-start" onClick={() => setIsEditing(true)}>
                Change my review
              </Button>
            )}
          </div>
        )}
      </div>
    );
  }
  if (!isEligible) {
    return (
      <p className="text-sm text-slate-700">
        {notEligibleReason}.{" "}
        <Link to={paths.invest} className={LINK}>
          Invest in a plan
        </Link>{" "}
        or{" "}
        <Link to={paths.education} className={LINK}>
          complete a lesson
        </Link>{" "}
        of the course, and you can write yours.
      </p>
    );
  }
  return <ReviewForm current={null} onSaved={() => {}} />;
}

/** "Your review" on the reviews page: the form for a member who may write one, the reason for anyone else. */
export function MyReviewPanel() {
  const { isKnown, isAuthenticated, isAdmin } = useSession();
  if (isAdmin) return null;
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-ink-900">Your review</h2>
      {!isKnown ? (
        <Skeleton className="h-16 w-full rounded-xl" />
      ) : isAuthenticated ? (
        <MemberReview />
      ) : (
        <p className="text-sm text-slate-700">
          Reviews are written by members who have invested or completed a lesson.{" "}
          <Link to={paths.login} className={LINK}>
            Log in
          </Link>{" "}
          to write yours.
        </p>
      )}
    </Card>
  );
}
