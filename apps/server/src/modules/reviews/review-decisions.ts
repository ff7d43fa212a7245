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
import { asc, count, desc, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { files, memberReviews, reviewImageArchive, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { AppError } from "../../lib/app-error.ts";
import type { MailTemplate } from "../../lib/mail-templates/mail-template.ts";
import { reviewPublishedMail, reviewRejectedMail } from "../../lib/mail-templates/members.ts";
import { decide } from "../decisions/index.ts";
import type { UserRow } from "../users/index.ts";
import { authorColumns, toAdminReview, toArchivedImage } from "./reviews.dto.ts";

/** The queue (pending, oldest first) or the decided reviews (latest decision first), a page at a time. */
export async function listReviewsForAdmin(db: Db, query: TAdminReviewsQuery): Promise<TPage<TAdminReview>> {
  const isQueue = query.status === "pending";
  const where = isQueue ? eq(memberReviews.status, "pending") : ne(memberReviews.status, "pending");
  const order = isQueue
    ? [asc(memberReviews.submittedAt), asc(memberReviews.id)]
    : [desc(memberReviews.decidedAt), desc(memberReviews.id)];
  const decider = alias(users, "decider");
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: memberReviews, author: authorColumns, decidedBy: decider.username })
      .from(memberReviews)
      .innerJoin(users, eq(users.id, memberReviews.userId))
      .leftJoin(decider, eq(decider.id, memberReviews.decidedBy))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(memberReviews).where(where),
  ]);
  return {
    items: rows.map(({ review, author, decidedBy }) => toAdminReview(review, author, decidedBy)),
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

function decisionMail(owner: UserRow, decision: Decision, publicUrl: string): MailTemplate {
  const link = `${publicUrl}/reviews`;
  return decision.status === "published"
    ? reviewPublishedMail(owner, link)
    : reviewRejectedMail(owner, REVIEW_REJECT_REASON_TEXTS[decision.reason], link);
}

/**
 * Publishes a pending review, or rejects a pending or published one with a reason from the list,
 * as the admin saw it (`version`), through decide(): the review is locked and checked (404 unknown,
 * 409 the admin's own, changed since opened, or in the wrong state), then updated, its image made
 * public or private, and the audit row and the member's e-mail written in the same transaction.
 * Nothing of the member's changes, so the member's row is not locked.
 */
export async function decideReview(db: Db, jobs: JobQueue, input: DecideInput & { publicUrl: string }) {
  const { decision, admin } = input;
  const isPublish = decision.status === "published";
  return decide(db, jobs, {
    table: memberReviews,
    id: input.reviewId,
    adminId: admin.id,
    from: isPublish ? ["pending"] : ["pending", "published"],
    messages: {
      notFound: REVIEW_MESSAGES.notFound,
      decided: isPublish ? REVIEW_MESSAGES.onlyPendingPublished : REVIEW_MESSAGES.alreadyRejected,
    },
    locksOwner: false,
    refuse: (before) => {
      if (before.version !== input.version) throw new AppError("CONFLICT", REVIEW_MESSAGES.changedSinceOpened);
    },
    apply: async (tx, before, { owner, update }) => {
      const row = await update({
        status: decision.status,
        rejectReason: isPublish ? null : decision.reason,
        decidedBy: admin.id,
        decidedAt: input.now,
      });
      if (row.imageFileId) await tx.update(files).set({ isPublic: isPublish }).where(eq(files.id, row.imageFileId));
      return {
        result: toAdminReview(row, owner, admin.username),
        audit: {
          action: isPublish ? "review.publish" : "review.reject",
          targetType: "member_review",
          targetId: row.id,
          before: { status: before.status, version: before.version },
          after: { status: row.status, version: row.version, rejectReason: row.rejectReason },
          reason: isPublish ? null : REVIEW_REJECT_REASON_LABELS[decision.reason],
          at: input.now,
        },
        mail: decisionMail(owner, decision, input.publicUrl),
      };
    },
  });
}
