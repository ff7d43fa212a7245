// Schemas, DTOs and messages of the admin domain (zod schemas shared by the API and the forms).
import { z } from "zod";
import { ZAccountGuard } from "./account-guard.ts";
import { ZPageMeta, ZPageQuery } from "./api.ts";
import { PAYOUT_COINS } from "./crypto-currencies.ts";
import { ZDay, ZDollars, ZTimestamp } from "./fields.ts";
import { toCents } from "./money.ts";
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_CENTS } from "./money-schema.ts";
import { ZAdminSummary, ZUser } from "./users.ts";

export const ADMIN_MESSAGES = {
  dashboard: "Dashboard gotten successfully",
  allUsers: "All users gotten successfully",
  userOverview: "User overview gotten successfully",
  audit: "Audit log gotten successfully",
  adminRightsChanged: "Admin rights updated",
  addedToWallet: "added to wallet",
  cannotDemoteSelf: "You cannot remove your own admin rights",
  lastAdmin: "At least one admin must remain",
  ownRequest: "You cannot decide on your own request. Another admin must do it.",
  adminGrantRequested: "Admin rights requested: a second admin must approve them",
  adminGrantApproved: "Admin rights granted",
  adminGrants: "Waiting admin grants gotten successfully",
  adminGrantNotFound: "Admin grant not found",
  adminGrantDone: "This admin grant was already decided",
  adminGrantSecondAdmin: "A second, different admin must approve admin rights you asked for",
  appointedPair:
    "You cannot complete this request: you and the admin who asked appointed one another recently. Another admin must do it.",
} as const;

/** Searches answer at most this many matches exactly; beyond it the total says "more than". */
export const SEARCH_COUNT_CAP = 1_000;

/** A filter text: trimmed, bounded, no NUL (PostgreSQL text cannot hold it). */
const filterText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !v.includes("\u0000"), "Must not contain NUL characters");

export const ZAdminUsersQuery = ZPageQuery.extend({
  q: filterText(100, "Search is too long").default(""),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

/** The page of a server-paginated list, saying whether there are more than `total`. */
export const ZPaging = ZPageMeta.required({ isTotalCapped: true });
export type TPaging = z.infer<typeof ZPaging>;

/** A member in the admin list: the user without their e-mail proof, card and risk acceptance (the overview has them). */
export const ZAdminUserRow = ZUser.omit({ isEmailConfirmed: true, cardDetails: true, riskAcceptedAt: true });
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUsersPage = ZPaging.extend({ users: z.array(ZAdminUserRow) });
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

export const ZDailyPoint = z.object({
  day: ZDay,
  signups: z.number(),
  deposits: z.number(),
  /** Dollars deposited that day (every deposit request, whatever its status). */
  depositAmount: ZDollars,
});
export type TDailyPoint = z.infer<typeof ZDailyPoint>;

export const ZAdminDashboard = z.object({
  counts: z.object({
    pendingDeposits: z.number(),
    users: z.number(),
    pendingVerifications: z.number(),
    pendingWithdrawals: z.number(),
    pendingCoursePayments: z.number(),
  }),
  /** The last 30 days (UTC), oldest first, one point per day. */
  daily: z.array(ZDailyPoint),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

const ZMovement = z.object({ id: z.string(), amount: ZDollars, status: z.string(), createdAt: ZTimestamp });

export const ZUserOverview = z.object({
  user: ZUser,
  /** The member's freeze and settings lock (never their anti-phishing code: it is theirs alone). */
  guard: ZAccountGuard.omit({ antiPhishingCode: true }),
  deposits: z.array(ZMovement.extend({ planName: z.string(), method: z.string(), denyReason: z.string().nullable() })),
  withdrawals: z.array(
    ZMovement.extend({ address: z.string(), network: z.enum(PAYOUT_COINS), denyReason: z.string().nullable() }),
  ),
  coursePayments: z.array(ZMovement.extend({ course: z.string(), method: z.string() })),
  ledger: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      amount: ZDollars,
      reason: z.string().nullable(),
      createdBy: z.string().nullable(),
      createdAt: ZTimestamp,
    }),
  ),
});
export type TUserOverview = z.infer<typeof ZUserOverview>;

export const ZAuditQuery = ZPageQuery.extend({
  /** An admin's id or username. */
  admin: filterText(100, "Admin is too long").optional(),
  action: filterText(60, "Action is too long").optional(),
  targetType: filterText(60, "Target type is too long").optional(),
  targetId: filterText(100, "Target id is too long").optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

/** Who or what an entry's target is, so the log can say it in words (null where it does not apply). */
export const ZAuditTarget = z.object({
  /** The member the action concerns: the user acted on, or the owner of the deposit, withdrawal, request or payment. */
  person: z.object({ id: z.string(), name: z.string(), username: z.string() }).nullable(),
  /** The target's own amount in dollars (a deposit, withdrawal or course payment). */
  amount: ZDollars.nullable(),
  /** The target's name: a plan's, a lesson's or module's title, an archived review image's caption, a member review's author; for a deposit, its plan's. */
  name: z.string().nullable(),
  /** False once the target is gone (a deleted lesson or plan); the entry keeps its ids. */
  isFound: z.boolean(),
});
export type TAuditTarget = z.infer<typeof ZAuditTarget>;

export const ZAuditEntry = z.object({
  id: z.string(),
  admin: ZAdminSummary.nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: ZTimestamp,
  target: ZAuditTarget,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = ZPaging.extend({ entries: z.array(ZAuditEntry) });
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** A promotion waiting for a second admin. */
export const ZAdminGrant = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  promotedBy: ZAdminSummary.omit({ name: true }),
  requestedAt: ZTimestamp,
});
export type TAdminGrant = z.infer<typeof ZAdminGrant>;

export const ZSetAdminRequest = z.strictObject({ isAdmin: z.boolean({ error: "isAdmin must be true or false" }) });
export type TSetAdminRequest = z.infer<typeof ZSetAdminRequest>;

/**
 * The add-money form (POST /api/admin/adjustments {userId, amount, reason}): dollars with at
 * most 2 decimals, negative for a deduction, never 0; a reason is required.
 */
export const ZAdminAddMoneyForm = z.object({
  amount: z
    .string()
    .trim()
    .min(1, "Enter an amount")
    .refine((v) => toCents(v.replace(/^-/, "")) !== null, "Enter dollars with at most 2 decimals")
    .refine((v) => toCents(v.replace(/^-/, "")) !== 0, "The amount cannot be 0")
    .refine((v) => (toCents(v.replace(/^-/, "")) ?? 0) <= MAX_AMOUNT_CENTS, AMOUNT_TOO_LARGE),
  reason: z.string().trim().min(1, "A reason is required").max(500, "The reason is too long"),
});
export type TAdminAddMoneyForm = z.infer<typeof ZAdminAddMoneyForm>;

/** Every action the audit log records (written by `writeAudit` on the server). */
export const AUDIT_ACTIONS = [
  "deposit.approve",
  "deposit.deny",
  "deposit.settle",
  "deposit.settle_exception",
  "withdrawal.approve",
  "withdrawal.deny",
  "user.verify",
  "user.unverify",
  "verification.accept",
  "verification.deny",
  "verification.ssn_reveal",
  "wallet.adjust",
  "plan.create",
  "plan.update",
  "plan.delete",
  "review.add",
  "review.remove",
  "review.publish",
  "review.reject",
  "course_payment.accept",
  "course_payment.deny",
  "user.promote",
  "user.promote_request",
  "user.demote",
  "withdrawal.approve_first",
  "wallet.adjust_request",
  "wallet.adjust_approve",
  "course.module.create",
  "course.module.update",
  "course.module.delete",
  "course.module.reorder",
  "course.lesson.create",
  "course.lesson.update",
  "course.lesson.delete",
  "course.lesson.reorder",
  "course.lesson.publish",
  "course.lesson.unpublish",
  "course.lesson.video",
  "course.image.upload",
  "withdrawal.paid",
  "transparency.publish",
  "treasury.location.propose",
  "treasury.location.decide",
  "treasury.declared.enter",
  "treasury.declared.decide",
  "treasury.order.propose",
  "treasury.order.approve",
  "treasury.order.dismiss",
  "treasury.order.execute",
  "treasury.fill.record",
  "treasury.transfer.record",
  "treasury.transfer.confirm",
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];
