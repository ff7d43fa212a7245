import { REVIEW_CAPTION_MAX, REVIEW_MIME_TYPES, type TReview } from "@vaultline/shared";
import { useState } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { FileInput } from "../../../components/ui/file-input.tsx";
import { Card, EmptyState, ErrorNotice, PageTitle } from "../../../components/ui/misc.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useAddReview } from "../../../features/content/admin/api/add-review.ts";
import { useRemoveReview } from "../../../features/content/admin/api/remove-review.ts";
import { useReviews } from "../../../features/content/api/get-reviews.ts";

function AddReview() {
  const [image, setImage] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const add = useAddReview();
  const { showBanner, clearBanner } = useBanner();
  return (
    <Card className="mb-6">
      <h2 className="mb-3 text-lg font-semibold text-ink-900">Add a review</h2>
      <form
        className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          if (!image) return;
          clearBanner();
          add.mutate(
            { image, caption },
            {
              onSuccess: (res) => {
                showBanner(res.message, "success");
                setImage(null);
                setCaption("");
              },
              onError: (error) => showBanner(error.message, "error"),
            },
          );
        }}
      >
        <FileInput
          label="Review screenshot"
          types={REVIEW_MIME_TYPES}
          file={image}
          onChange={setImage}
          hint="PNG, JPEG or WebP"
        />
        <TextField
          label="Caption (optional)"
          value={caption}
          maxLength={REVIEW_CAPTION_MAX}
          onChange={(e) => setCaption(e.target.value)}
        />
        <Button type="submit" disabled={!image} isLoading={add.isPending} className="md:mt-6">
          Add review
        </Button>
      </form>
    </Card>
  );
}

function ReviewItem({ review, index }: { review: TReview; index: number }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useRemoveReview();
  const { showBanner } = useBanner();
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-[4/3] bg-slate-100">
        <img
          src={review.imageUrl}
          alt={review.caption ?? `Review ${index + 1}`}
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex flex-col gap-2 p-3 text-sm">
        <p className="min-h-5 text-slate-700">{review.caption ?? <span className="text-slate-400">No caption</span>}</p>
        <div className="self-start">
          <ConfirmDialog
            trigger="Remove"
            title="Remove this review?"
            confirmLabel="Remove"
            isPending={remove.isPending}
            open={isConfirming}
            onOpenChange={setIsConfirming}
            onConfirm={() =>
              remove.mutate(review._id, {
                onSuccess: (res) => showBanner(res.message, "success"),
                onError: (error) => {
                  showBanner(error.message, "error");
                  setIsConfirming(false);
                },
              })
            }
          >
            It is taken off the site's reviews page.
          </ConfirmDialog>
        </div>
      </div>
    </li>
  );
}

export function Component() {
  const reviews = useReviews();
  return (
    <div>
      <PageTitle subtitle="Screenshots members have shared. Only real reviews: nothing is shown that you do not upload.">
        Reviews
      </PageTitle>
      <AddReview />
      {reviews.isError ? (
        <ErrorNotice message={reviews.error.message} onRetry={() => reviews.refetch()} />
      ) : !reviews.data ? (
        <PageSpinner />
      ) : reviews.data.length === 0 ? (
        <EmptyState title="No reviews yet">Upload a member's screenshot above to show it on the site.</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reviews.data.map((r, i) => (
            <ReviewItem key={r._id} review={r} index={i} />
          ))}
        </ul>
      )}
    </div>
  );
}
