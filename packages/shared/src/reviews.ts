import { z } from "zod";
import { ZPageMeta, ZPageQuery } from "./api.ts";
import { ZTimestamp } from "./fields.ts";

// Reviews written by members (docs/product-rules.md, "Reviews"): the rules, messages and shapes
// shared by the API and the forms.

export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;
export type TReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The only reasons a review is not published. Being negative is never one of them. */
export const REVIEW_REJECT_REASONS = ["abuse", "personal_data", "off_topic"] as const;
export type TReviewRejectReason = (typeof REVIEW_REJECT_REASONS)[number];

export const REVIEW_REJECT_REASON_LABELS: Record<TReviewRejectReason, string> = {
  abuse: "Abuse",
  personal_data: "Personal data",
  off_topic: "Off-topic",
};

/** What the member and the public page read for each reason. */
export const REVIEW_REJECT_REASON_TEXTS: Record<TReviewRejectReason, string> = {
  abuse: "it contains abuse (insults, threats or hate)",
  personal_data: "it contains personal data (a name, an address, a phone number, an account or document number)",
  off_topic: "it is not about Vaultline or the member's experience of it",
};

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
/** Published reviews per page of the public list. */
export const REVIEWS_PAGE_SIZE = 24;

export const REVIEW_MESSAGES = {
  notEligible: "Reviews are written by members who have invested or completed a lesson",
  adminsDoNotWrite: "Admins do not write reviews: reviews on Vaultline are written by members",
  alreadyWritten: "You have already written your review. You can change it while it waits for a decision.",
  noReview: "You have not written a review yet",
  publishedIsFinal: "Your review is published and can no longer be changed",
  created: "Thank you. Your review waits for an admin to publish it.",
  updated: "Your review is saved and waits for an admin to publish it.",
  mine: "Your review",
  list: "Reviews",
  published: "Review published",
  rejected: "Review rejected",
  notFound: "Review not found",
  changedSinceOpened: "The member changed this review since you opened it. Read it again before you decide.",
  onlyPendingPublished: "Only a review that waits for a decision can be published",
  alreadyRejected: "This review is already rejected",
  starsRequired: "Choose from 1 to 5 stars",
  textTooShort: `Write at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: `Keep your review to ${REVIEW_TEXT_MAX.toLocaleString("en-US")} characters or fewer`,
  reasonRequired: "Choose a reason from the list: abuse, personal data or off-topic",
} as const;

const ZStars = z.coerce
  .number({ error: REVIEW_MESSAGES.starsRequired })
  .int(REVIEW_MESSAGES.starsRequired)
  .min(1, REVIEW_MESSAGES.starsRequired)
  .max(5, REVIEW_MESSAGES.starsRequired);

/**
 * The review's fields, as the form and the multipart body send them (strings). `removeImage`
 * ("true") drops the image a pending or rejected review had; a new image replaces it anyway.
 */
export const ZReviewFields = z.object({
  stars: ZStars,
  text: z
    .string({ error: REVIEW_MESSAGES.textTooShort })
    .trim()
    .min(REVIEW_TEXT_MIN, REVIEW_MESSAGES.textTooShort)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
  removeImage: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});
export type TReviewFields = z.output<typeof ZReviewFields>;

/** An admin's decision names the version they read: a review changed since then is not decided blind. */
const ZVersion = z.coerce.number().int().min(1);

export const ZReviewPublish = z.strictObject({ version: ZVersion });
export type TReviewPublish = z.infer<typeof ZReviewPublish>;

export const ZReviewReject = z.strictObject({
  reason: z.enum(REVIEW_REJECT_REASONS, { error: REVIEW_MESSAGES.reasonRequired }),
  version: ZVersion,
});
export type TReviewReject = z.infer<typeof ZReviewReject>;

export const ZPublicReviewsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const ZAdminReviewsQuery = ZPageQuery.extend({
  /** `pending`: the queue, oldest first; `decided`: published and rejected, latest decision first. */
  status: z.enum(["pending", "decided"]).default("pending"),
});
export type TAdminReviewsQuery = z.infer<typeof ZAdminReviewsQuery>;

const ZRejectedByReason = z.object({ abuse: z.number(), personal_data: z.number(), off_topic: z.number() });

/** What anyone who may read a review reads of it, in whatever state it is. */
const reviewContent = {
  id: z.string(),
  stars: z.number().int(),
  text: z.string(),
  /** Until the review is published, fetched with the member's or an admin's token. */
  imageUrl: z.string().nullable(),
};

/** How a review is signed in public: the author's first name and initial ("Ana K.") and the month they signed up ("2026-11"). */
const authorFields = { author: z.string(), memberSince: z.string() };

/** A published review as anyone reads it: the author's first name and initial, never more. */
export const ZPublicReview = z.object({ ...reviewContent, ...authorFields, publishedAt: ZTimestamp });
export type TPublicReview = z.infer<typeof ZPublicReview>;

/** A page of published reviews (`total`: published reviews in all) and the reviews not published now, by reason. */
export const ZPublicReviews = z.object({
  reviews: z.array(ZPublicReview),
  ...ZPageMeta.omit({ isTotalCapped: true }).shape,
  rejected: ZRejectedByReason,
});
export type TPublicReviews = z.infer<typeof ZPublicReviews>;

/** What the member and the admins both read of a review, in whatever state it is. */
const ZReviewBase = z.object({
  ...reviewContent,
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.enum(REVIEW_REJECT_REASONS).nullable(),
  submittedAt: ZTimestamp,
  decidedAt: ZTimestamp.nullable(),
});

/** The member's own review. */
export const ZMyReview = ZReviewBase.extend({
  /** How the review is signed when published: "Ana K." */
  author: z.string(),
});
export type TMyReview = z.infer<typeof ZMyReview>;

export const ZMyReviewState = z.object({
  /** Whether this account may write a review at all (has invested or completed a lesson, and is not an admin). */
  isEligible: z.boolean(),
  /** Why not, in words, when it may not. */
  notEligibleReason: z.string().nullable(),
  review: ZMyReview.nullable(),
});
export type TMyReviewState = z.infer<typeof ZMyReviewState>;

export const ZAdminReview = ZReviewBase.extend({
  /** Goes up with each change the member makes; a decision sends the version it was made on. */
  version: z.number().int(),
  decidedBy: z.string().nullable(),
  /** The author, and their signature as the public page will show it. */
  member: z.object({ id: z.string(), name: z.string(), username: z.string(), ...authorFields }),
});
export type TAdminReview = z.infer<typeof ZAdminReview>;

/** An image an admin uploaded as a review before reviews came from members: kept, never shown publicly. */
export const ZArchivedReviewImage = z.object({
  id: z.string(),
  imageUrl: z.string(),
  caption: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TArchivedReviewImage = z.infer<typeof ZArchivedReviewImage>;

/** How a member signs a review in public: the first name and the initial of the last ("Ana K."). */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.normalize("NFC").trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase("en-US")}.` : first;
}
