import { z } from "zod";
import { ZPageQuery } from "./api.ts";
import { REASON_MAX, REASON_TOO_LONG, ZTimestamp, zReason } from "./fields.ts";

// Schemas, DTOs and messages of the verification domain (docs/product-rules.md §2.3 and §7.4).

export const ID_TYPES = ["id_card", "d_license"] as const;
export type TIdType = (typeof ID_TYPES)[number];
export const ID_TYPE_LABELS: Record<TIdType, string> = { id_card: "ID card", d_license: "Driver's license" };

export const VERIFICATION_STATUSES = ["pending", "accepted", "denied"] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const DENY_REASONS = [
  "blurry_image",
  "document_cut_off",
  "expired_document",
  "details_mismatch",
  "other",
] as const;
export type TDenyReasonCode = (typeof DENY_REASONS)[number];
export const DENY_REASON_LABELS: Record<TDenyReasonCode, string> = {
  blurry_image: "Blurry image",
  document_cut_off: "Document cut off",
  expired_document: "Expired document",
  details_mismatch: "Details do not match",
  other: "Other",
};

export const VERIFICATION_REQUIREMENTS = [
  "Government issued",
  "Original, full size, unedited documents",
  "Placed against a single coloured background",
  "Readable, well-lit, coloured images",
  "No black and white images",
  "No edited or expired documents",
] as const;

export const VERIFICATION_MESSAGES = {
  phoneInvalid: "Phone Number is not valid",
  ssnInvalid: "SSN is invalid",
  ssnBadArea: "This is not a real SSN: none starts with 000, 666 or 900 to 999",
  ssnBadGroup: "This is not a real SSN: the middle two digits are never 00",
  ssnBadSerial: "This is not a real SSN: the last four digits are never 0000",
  ssnExample: "This is a well-known example number (from an advertisement or a sample card), not a real SSN",
  ssnRevealReason: "Say why you need to see the whole SSN (at least 10 characters)",
  ssnRevealLimit: (limit: number) =>
    `You have revealed ${limit} SSNs in the last 24 hours, the most allowed. The masked number stays visible.`,
  ssnRevealed: "SSN revealed; this is recorded in the audit log",
  idTypeRequired: "Choose an ID type",
  bothSides: "Upload both the front and the back page of your ID",
  alreadyPending: "You already have a verification request waiting for review",
  alreadyVerified: "Your identity is already verified",
  alreadyDecided: "This request has already been decided",
  requestsGotten: "Gotten all requests",
  requestGotten: "Request gotten",
  requestDenied: "Verification request denied",
  userUnverified: "User unverified",
  cannotUnverifySelf: "You cannot unverify your own account. Ask another admin.",
  reasonRequired: "Describe the reason",
} as const;

/** Digits with an optional leading +, spaces, dashes, dots or brackets; 7 to 15 digits (E.164). */
const PHONE_PATTERN = /^\+?\(?[0-9][0-9 ().-]{5,22}[0-9]$/;
export const SSN_PATTERN = /^\d{3}-?\d{2}-?\d{4}$/;

export const ZPhone = z
  .string({ error: VERIFICATION_MESSAGES.phoneInvalid })
  .trim()
  .regex(PHONE_PATTERN, VERIFICATION_MESSAGES.phoneInvalid)
  .refine((v) => {
    const digits = v.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  }, VERIFICATION_MESSAGES.phoneInvalid);

/** Numbers printed in advertisements and on sample cards: valid in form, never anyone's SSN. */
export const EXAMPLE_SSNS = ["078051120", "219099999", "457555462", "123456789"] as const;

/** Why a well-formed SSN cannot be real (the Social Security Administration never issues it), or null. */
export function impossibleSsnReason(ssn: string): string | null {
  const digits = ssn.replace(/\D/g, "");
  const area = Number(digits.slice(0, 3));
  if (area === 0 || area === 666 || area >= 900) return VERIFICATION_MESSAGES.ssnBadArea;
  if (digits.slice(3, 5) === "00") return VERIFICATION_MESSAGES.ssnBadGroup;
  if (digits.slice(5) === "0000") return VERIFICATION_MESSAGES.ssnBadSerial;
  if ((EXAMPLE_SSNS as readonly string[]).includes(digits)) return VERIFICATION_MESSAGES.ssnExample;
  return null;
}

export const ZSsn = z
  .string({ error: VERIFICATION_MESSAGES.ssnInvalid })
  .trim()
  .regex(SSN_PATTERN, VERIFICATION_MESSAGES.ssnInvalid)
  .superRefine((ssn, ctx) => {
    const reason = SSN_PATTERN.test(ssn) ? impossibleSsnReason(ssn) : null;
    if (reason) ctx.addIssue({ code: "custom", message: reason });
  });

/** How many whole SSNs one admin may reveal in 24 hours. */
export const SSN_REVEALS_PER_DAY = 20;

/** POST /api/admin/verifications/{id}/ssn: why the admin needs the whole number (kept in the audit log). */
export const ZRevealSsnRequest = z.strictObject({
  reason: zReason(VERIFICATION_MESSAGES.ssnRevealReason, { min: 10, tooLong: REASON_TOO_LONG }),
});
export type TRevealSsnRequest = z.infer<typeof ZRevealSsnRequest>;

export const ZRevealedSsn = z.object({ ssn: z.string(), revealsLeftToday: z.number().int().min(0) });
export type TRevealedSsn = z.infer<typeof ZRevealedSsn>;

/** The text fields of POST /api/user/verification; `name` (the username) is sent by the sketch and ignored. */
export const ZVerificationFields = z.object({
  name: z.string().max(100).optional(),
  phone: ZPhone,
  ssn: ZSsn,
  label: z.enum(ID_TYPES, { error: VERIFICATION_MESSAGES.idTypeRequired }),
});
export type TVerificationFields = z.infer<typeof ZVerificationFields>;

const reasonFields = {
  reasonCode: z.enum(DENY_REASONS, { error: "Choose a reason" }),
  reason: z.string().trim().max(REASON_MAX, REASON_TOO_LONG).optional(),
};
const needsText = (v: { reasonCode: TDenyReasonCode; reason?: string }) =>
  v.reasonCode !== "other" || (v.reason ?? "").length > 0;
const textIssue = { message: VERIFICATION_MESSAGES.reasonRequired, path: ["reason"] };

/** The deny form: a reason from the list (docs/product-rules.md §2.3); 'other' needs text. */
export const ZDenyFields = z.strictObject(reasonFields).refine(needsText, textIssue);
export type TDenyFields = z.infer<typeof ZDenyFields>;

/** PATCH /api/admin/verifications/{id}: accept, or deny with a reason from the list ('other' needs text). */
export const ZVerificationDecision = z
  .discriminatedUnion("status", [
    z.strictObject({ status: z.literal("accepted") }),
    z.strictObject({ status: z.literal("denied"), ...reasonFields }),
  ])
  .refine((v) => v.status !== "denied" || needsText(v), textIssue);
export type TVerificationDecision = z.infer<typeof ZVerificationDecision>;

export const ZSetVerified = z.strictObject({ isVerified: z.boolean({ error: "isVerified must be true or false" }) });
export type TSetVerified = z.infer<typeof ZSetVerified>;

export const ZVerificationListQuery = ZPageQuery.extend({
  status: z.enum(["pending", "denied"]).default("pending"),
});

/** A verification request as the API returns it; `ssn` is always masked (an admin reveals it apart). */
export const ZVerificationRequest = z.object({
  id: z.string(),
  userId: z.string(),
  /** The account's username (the sketch's field). */
  name: z.string(),
  /** The account's first and last name, to match against the identity document. */
  fullName: z.string(),
  email: z.string(),
  label: z.enum(ID_TYPES),
  status: z.enum(VERIFICATION_STATUSES),
  phone: z.string(),
  ssn: z.string(),
  /**
   * The two pages. `image` is fetched with the bearer token; `path` is an absolute signed link that
   * works without it for a few minutes (for an `<img src>`), as the sketch's client loads it.
   */
  metadata: z.array(z.object({ side: z.enum(["front", "back"]), image: z.string(), path: z.string() })),
  denyReasonCode: z.enum(DENY_REASONS).nullable(),
  denyReason: z.string().nullable(),
  createdAt: ZTimestamp,
  decidedAt: ZTimestamp.nullable(),
});
export type TVerificationRequest = z.infer<typeof ZVerificationRequest>;

export const ZProfilePicture = z.object({
  imageUrl: z.string().nullable(),
  /** False when the file cannot be shown as a picture (a PDF): the initials are shown instead. */
  isShown: z.boolean(),
  notice: z.string().nullable(),
});
export type TProfilePicture = z.infer<typeof ZProfilePicture>;

export function maskSsn(last4: string): string {
  return `•••-••-${last4}`;
}

/** The text a user reads for a denial: the listed reason, plus the admin's words if any. */
export function denyReasonText(code: TDenyReasonCode | null, reason: string | null): string {
  const label = code ? DENY_REASON_LABELS[code] : "Denied";
  return reason ? `${label}: ${reason}` : label;
}
