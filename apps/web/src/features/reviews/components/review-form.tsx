import {
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type TMyReview,
  WEB_IMAGE_MIME_TYPES,
  ZReviewFields,
} from "@vaultline/shared";
import { useId, useState } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FileInput } from "../../../components/ui/file-input.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { FormError } from "../../../components/ui/misc.tsx";
import { PrivateFile } from "../../../components/ui/private-file.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useUpdateReview } from "../api/update-review.ts";
import { useWriteReview } from "../api/write-review.ts";
import { StarInput } from "./star-input.tsx";

/**
 * Writes the member's review, or changes it (`current`) while it is pending or rejected. The
 * server's refusal stays under the form until the next attempt.
 */
export function ReviewForm({ current, onSaved }: { current: TMyReview | null; onSaved: () => void }) {
  const id = useId();
  const write = useWriteReview();
  const update = useUpdateReview();
  const mutation = current ? update : write;
  const { showBanner, clearBanner } = useBanner();
  const [image, setImage] = useState<File | null>(null);
  const [isRemovingImage, setIsRemovingImage] = useState(false);
  return (
    <Form
      schema={ZReviewFields}
      defaultValues={{ stars: current ? String(current.stars) : undefined, text: current?.text ?? "" }}
      aria-label={current ? "Change your review" : "Write a review"}
      onSubmit={async (values) => {
        clearBanner();
        try {
          const saved = await mutation.mutateAsync({
            stars: values.stars,
            text: values.text,
            image,
            removeImage: isRemovingImage,
          });
          showBanner(saved.message, "success");
          onSaved();
        } catch (error) {
          showBanner(errorMessage(error, "Your review could not be saved"), "error");
        }
      }}
    >
      {({ register, watch, formState: { errors, isValid } }) => {
        const length = String(watch("text") ?? "").trim().length;
        return (
          <>
            <StarInput
              value={Number(watch("stars")) || undefined}
              error={errors.stars?.message}
              {...register("stars")}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-700">
                Your review
              </label>
              <textarea
                id={`${id}-text`}
                rows={6}
                maxLength={REVIEW_TEXT_MAX + 200}
                aria-invalid={errors.text ? true : undefined}
                aria-describedby={`${id}-text-help`}
                className={`rounded-lg border bg-white px-3 py-2 text-base sm:text-sm ${errors.text ? "border-red-500" : "border-slate-300"}`}
                {...register("text")}
              />
              <p
                id={`${id}-text-help`}
                className={`text-xs ${errors.text ? "font-medium text-red-600" : "text-slate-500"}`}
              >
                {errors.text?.message ??
                  `${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX.toLocaleString("en-US")} characters (${length.toLocaleString("en-US")} so far). Please leave out names, addresses and account numbers.`}
              </p>
            </div>
            {current?.imageUrl && !image && (
              <div className="flex flex-col gap-2">
                <span className="text-sm font-medium text-slate-700">Your image</span>
                {!isRemovingImage && (
                  <PrivateFile
                    url={current.imageUrl}
                    alt="The image with your review"
                    className="max-h-40 max-w-full"
                  />
                )}
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={isRemovingImage}
                    onChange={(e) => setIsRemovingImage(e.target.checked)}
                    className="size-4 accent-brand-700"
                  />
                  Remove the image
                </label>
              </div>
            )}
            <FileInput
              label={current?.imageUrl ? "Replace the image (optional)" : "An image (optional)"}
              types={WEB_IMAGE_MIME_TYPES}
              file={image}
              onChange={setImage}
              hint="PNG, JPEG or WebP, up to 10 MiB. It is published with your review, without its location or camera data."
            />
            <Button type="submit" disabled={!isValid} isLoading={mutation.isPending} className="sm:self-start">
              {current ? "Send my changed review" : "Send my review"}
            </Button>
            <FormError error={mutation.error} fallback="Your review could not be saved" />
          </>
        );
      }}
    </Form>
  );
}
