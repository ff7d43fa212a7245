import {
  REVIEW_MESSAGES,
  REVIEW_REJECT_REASON_LABELS,
  REVIEW_REJECT_REASON_TEXTS,
  type TAdminReview,
  type TAdminReviewsQuery,
  type TArchivedReviewImage,
  type TPage,
  type TReviewRejectReason,
} from "@vaultline/shared";
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { files, memberReviews, reviewImageArchive, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Mail } from "../../lib/mail.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { reviewPublishedMail, reviewRejectedMail } from "../../lib/mail-templates/members.ts";
import { refuseOwnRequest, writeAudit } from "../admin/index.ts";
import type { UserRow } from "../users/index.ts";
import { type ReviewRow, toAdminReview, toArchivedImage } from "./reviews.dto.ts";

/** The queue (pending, oldest first) or the decided reviews (latest decision first), a page at a time. */
export async function listReviewsForAdmin(db: Db, query: TAdminReviewsQuery): Promise<TPage<TAdminReview>> {
  const isQueue = query.status === "pending";
  const where = isQueue ? eq(memberReviews.status, "pending") : ne(memberReviews.status, "pending");
  const order = isQueue
    ? [asc(memberReviews.submittedAt), asc(memberReviews.id)]
    : [desc(memberReviews.decidedAt), desc(memberReviews.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        review: memberReviews,
        author: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          createdAt: users.createdAt,
        },
      })
      .from(memberReviews)
      .innerJoin(users, eq(users.id, memberReviews.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(memberReviews).where(where),
  ]);
  const deciderIds = [...new Set(rows.flatMap((r) => (r.review.decidedBy ? [r.review.decidedBy] : [])))];
  const deciders = deciderIds.length
    ? await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, deciderIds))
    : [];
  const usernames = new Map(deciders.map((d) => [d.id, d.username]));
  return {
    items: rows.map(({ review, author }) =>
      toAdminReview(review, author, review.decidedBy ? (usernames.get(review.decidedBy) ?? null) : null),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(total?.n ?? 0),
  };
}

/** The images admins uploaded before reviews came from members, newest first (read-only). */
export async function listArchivedImages(db: Db): Promise<TArchivedReviewImage[]> {
  const rows = await db
    .select()
    .from(reviewImageArchive)
    .orderBy(desc(reviewImageArchive.createdAt), desc(reviewImageArchive.id));
  return rows.map(toArchivedImage);
}

export type Decision = { status: "published" } | { status: "rejected"; reason: TReviewRejectReason };
type DecideInput = { reviewId: string; admin: UserRow; version: number; decision: Decision; now: Date };

function decisionMail(owner: UserRow, decision: Decision, publicUrl: string): Mail {
  const link = `${publicUrl}/reviews`;
  return mailTo(
    owner,
    decision.status === "published"
      ? reviewPublishedMail(owner, link)
      : reviewRejectedMail(owner, REVIEW_REJECT_REASON_TEXTS[decision.reason], link),
  );
}

/** Why a conditional decision changed nothing: gone, changed since it was read, or in the wrong state. */
function refusal(current: ReviewRow | undefined, input: DecideInput): AppError {
  if (!current) return new AppError("NOT_FOUND", REVIEW_MESSAGES.notFound);
  if (current.version !== input.version) return new AppError("CONFLICT", REVIEW_MESSAGES.changedSinceOpened);
  return new AppError(
    "CONFLICT",
    input.decision.status === "published" ? REVIEW_MESSAGES.onlyPendingPublished : REVIEW_MESSAGES.alreadyRejected,
  );
}

/**
 * Publishes a pending review, or rejects a pending or published one with a reason from the list:
 * one transaction with a conditional update on the version the admin read, the image made public
 * or private with it, the audit row and the member's e-mail.
 */
export async function decideReview(db: Db, jobs: JobQueue, input: DecideInput & { publicUrl: string }) {
  const { decision, admin } = input;
  const [owner] = await db
    .select({ user: users })
    .from(memberReviews)
    .innerJoin(users, eq(users.id, memberReviews.userId))
    .where(eq(memberReviews.id, input.reviewId));
  if (!owner) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.notFound);
  refuseOwnRequest(admin.id, owner.user.id);
  const isPublish = decision.status === "published";
  const from: ReviewRow["status"][] = isPublish ? ["pending"] : ["pending", "published"];
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(memberReviews).where(eq(memberReviews.id, input.reviewId)).for("update");
    const [row] = await tx
      .update(memberReviews)
      .set({
        status: decision.status,
        rejectReason: isPublish ? null : decision.reason,
        decidedBy: admin.id,
        decidedAt: input.now,
      })
      .where(
        and(
          eq(memberReviews.id, input.reviewId),
          eq(memberReviews.version, input.version),
          inArray(memberReviews.status, from),
        ),
      )
      .returning();
    if (!row || !before) throw refusal(before, input);
    if (row.imageFileId) await tx.update(files).set({ isPublic: isPublish }).where(eq(files.id, row.imageFileId));
    await writeAudit(tx, {
      adminId: admin.id,
      action: isPublish ? "review.publish" : "review.reject",
      targetType: "member_review",
      targetId: row.id,
      before: { status: before.status, version: before.version },
      after: { status: row.status, version: row.version, rejectReason: row.rejectReason },
      reason: isPublish ? null : REVIEW_REJECT_REASON_LABELS[decision.reason],
      at: input.now,
    });
    await jobs.enqueue(tx, sendMailJob, decisionMail(owner.user, decision, input.publicUrl));
    return toAdminReview(row, owner.user, admin.username);
  });
}
