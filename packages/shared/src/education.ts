import { z } from "zod";
import { COURSES, type TCourse } from "./constants.ts";
import { COINS } from "./crypto-currencies.ts";
import { ZPaymentQuote, zCardCvv, zCardExpiry, zPaidCurrency, zQuoteId, zTxId } from "./deposits.ts";
import { REASON_TOO_LONG, ZDollars, ZTimestamp, zReason } from "./fields.ts";

// Schemas, DTOs and messages of the education domain (zod schemas shared by the API and the forms).

export const COURSE_METHODS = ["crypto", "card", "wallet"] as const;
export type TCourseMethod = (typeof COURSE_METHODS)[number];
export const COURSE_STATUSES = ["pending", "accepted", "denied"] as const;
export type TCourseStatus = (typeof COURSE_STATUSES)[number];

export const COURSE_LABELS: Record<TCourse, string> = { monthly: "STANDARD", fullPay: "PREMIUM" };

export function isCourse(value: string): value is TCourse {
  return Object.hasOwn(COURSES, value);
}

export const EDUCATION_MESSAGES = {
  unknownCourse: "Unknown course: choose monthly ($250) or fullPay ($1500)",
  unknownMethod: "Choose crypto, card or wallet balance",
  amountMismatch: (price: string) => `The amount must be the course price (${price})`,
  proofRequired: "Upload your proof of payment",
  insufficientBalance: (balance: string, price: string) =>
    `Your wallet balance (${balance}) is less than the course price (${price}). Nothing was charged.`,
  pendingExists: "You already have a course payment waiting for review",
  alreadyOwned: "You already own the PREMIUM course: nothing more to pay",
  alreadyDecided: "This course payment was already decided",
  accepted: "Course payment accepted",
  denied: "Course payment denied",
  reasonRequired: "Give a reason for the denial",
  paymentNotFound: "Course payment not found",
} as const;

/** The text fields of POST /api/user/course-payments (multipart; the proof file is `avatar`). */
export const ZCoursePaymentFields = z.object({
  course: z
    .string({ error: EDUCATION_MESSAGES.unknownCourse })
    .refine(isCourse, EDUCATION_MESSAGES.unknownCourse)
    .optional(),
  method: z.enum(COURSE_METHODS, { error: EDUCATION_MESSAGES.unknownMethod }).optional(),
  amount: z.string({ error: "Enter an amount" }).trim().min(1, "Enter an amount"),
  email: z.string().trim().max(254).pipe(z.email("Please input a valid email")).optional().or(z.literal("")),
  cardName: z.string().trim().max(100).optional(),
  cardNumber: z.string().max(40).optional(),
  expiryDate: z.string().max(10).optional(),
  cvv: z.string().max(4).optional(),
  /** Crypto only, all optional (the sketch sends none): the coin, the quote paid against, the tx id. */
  currency: zPaidCurrency,
  quoteId: zQuoteId,
  txId: zTxId,
});
export type TCoursePaymentFields = z.infer<typeof ZCoursePaymentFields>;

/** The card form of the course payment (the gateway checks the number itself). */
export const ZCourseCard = z.object({
  cardName: z.string({ error: "Enter the name on the card" }).trim().min(2, "Enter the name on the card").max(100),
  cardNumber: z
    .string({ error: "Enter the card number" })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Card number is not valid")),
  expiryDate: zCardExpiry,
  cvv: zCardCvv,
});
export type TCourseCard = z.infer<typeof ZCourseCard>;

export const ZCoursePayment = z.object({
  id: z.string(),
  course: z.enum(["monthly", "fullPay"]),
  amount: ZDollars,
  method: z.enum(COURSE_METHODS),
  status: z.enum(COURSE_STATUSES),
  denyReason: z.string().nullable(),
  proofUrl: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Crypto payments: the coin (null = not stated), the tx id and the quote paid against. */
  currency: z.enum(COINS).nullable(),
  txId: z.string().nullable(),
  quote: ZPaymentQuote.nullable(),
  createdAt: ZTimestamp,
  decidedAt: ZTimestamp.nullable(),
});
export type TCoursePayment = z.infer<typeof ZCoursePayment>;

export const ZAdminCoursePayment = ZCoursePayment.extend({
  user: z.object({ id: z.string(), username: z.string(), email: z.string(), name: z.string() }),
});
export type TAdminCoursePayment = z.infer<typeof ZAdminCoursePayment>;

export const ZCourseDenyRequest = z.strictObject({
  reason: zReason(EDUCATION_MESSAGES.reasonRequired, { min: 3, tooLong: REASON_TOO_LONG }),
});
export type TCourseDenyRequest = z.infer<typeof ZCourseDenyRequest>;
