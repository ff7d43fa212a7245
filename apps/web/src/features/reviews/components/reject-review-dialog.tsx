import {
  REVIEW_MESSAGES,
  REVIEW_REJECT_REASON_LABELS,
  REVIEW_REJECT_REASON_TEXTS,
  REVIEW_REJECT_REASONS,
  type TAdminReview,
  type TReviewRejectReason,
} from "@vaultline/shared";
import { useId, useState } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useRejectReview } from "../api/reject-review.ts";

/** Rejects (or takes down) a review for one of the three reasons; there is no other. */
export function RejectReviewDialog({ review }: { review: TAdminReview }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TReviewRejectReason | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reject = useRejectReview();
  const { showBanner } = useBanner();
  const isPublished = review.status === "published";
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(null);
        if (!next) setReason(null);
      }}
      trigger={isPublished ? "Take down…" : "Reject…"}
      title={
        isPublished
          ? `Take down ${review.member.author}'s published review?`
          : `Reject ${review.member.author}'s review?`
      }
      confirmLabel="Reject review"
      isPending={reject.isPending}
      onConfirm={() => {
        if (!reason) {
          setProblem(REVIEW_MESSAGES.reasonRequired);
          return;
        }
        reject.mutate(
          { id: review.id, version: review.version, reason },
          {
            onSuccess: (res) => {
              showBanner(res.message, "success");
              setOpen(false);
            },
            onError: (error) => setProblem(errorMessage(error)),
          },
        );
      }}
    >
      <p>
        A review is never rejected for being negative. The member reads the reason and may change the review and send it
        again.
      </p>
      <fieldset className="mt-3 flex flex-col gap-2">
        <legend className="mb-1 font-medium text-slate-800">Reason</legend>
        {REVIEW_REJECT_REASONS.map((code) => (
          <label
            key={code}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={`${id}-reason`}
              value={code}
              checked={reason === code}
              onChange={() => {
                setReason(code);
                setProblem(null);
              }}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span className="font-medium text-ink-900">{REVIEW_REJECT_REASON_LABELS[code]}</span>
              <span className="block text-xs text-slate-600">{REVIEW_REJECT_REASON_TEXTS[code]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}
