import {
  REVIEW_MESSAGES,
  REVIEW_REJECT_REASONS,
  REVIEWS_PAGE_SIZE,
  type TMyReviewState,
  type TPublicReviews,
  type TReviewFields,
  type TReviewRejectReason,
} from "@vaultline/shared";
import { count, desc, eq, sql } from "drizzle-orm";
import { type Db, queryRows, returnedRow } from "../../db/client.ts";
import { files, memberReviews, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Storage } from "../../lib/storage.ts";
import type { Upload } from "../files/index.ts";
import { deleteStoredFiles, withFileWrites } from "../files/index.ts";
import type { UserRow } from "../users/index.ts";
import { prepareReviewImage } from "./review-image.ts";
import { type Author, authorColumns, toMyReview, toPublicReview } from "./reviews.dto.ts";

/**
 * Whether a member has something to review: a deposit that bought into a plan (accepted, or since
 * moved to the wallet) or a completed lesson. Admins do not write reviews.
 */
async function whyNotEligible(db: Db, user: UserRow): Promise<string | null> {
  if (user.isAdmin) return REVIEW_MESSAGES.adminsDoNotWrite;
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM deposits WHERE user_id = ${user.id} AND status IN ('accepted', 'withdrawn'))
          OR EXISTS (SELECT 1 FROM lesson_progress WHERE user_id = ${user.id}) AS ok`,
  );
  return row?.ok ? null : REVIEW_MESSAGES.notEligible;
}

async function refuseIfNotEligible(db: Db, user: UserRow): Promise<void> {
  const reason = await whyNotEligible(db, user);
  if (reason) throw new AppError("FORBIDDEN", reason);
}

/** The member's review and whether they may write one. */
export async function getMyReviewState(db: Db, user: UserRow): Promise<TMyReviewState> {
  const [reason, [row]] = await Promise.all([
    whyNotEligible(db, user),
    db.select().from(memberReviews).where(eq(memberReviews.userId, user.id)),
  ]);
  return { isEligible: reason === null, notEligibleReason: reason, review: row ? toMyReview(row, user) : null };
}

type WriteInput = { user: UserRow; fields: TReviewFields; image: Upload | null; now: Date };

/** What a member's writing sets, on a new review and on an edit. */
function submitted(input: WriteInput, imageFileId: string | null) {
  return { stars: input.fields.stars, text: input.fields.text, imageFileId, submittedAt: input.now };
}

const alreadyWritten = () => new AppError("CONFLICT", REVIEW_MESSAGES.alreadyWritten);

/**
 * A member's one review, pending until an admin decides. A second one is a 409: answered before the
 * image is re-encoded and stored when the first is already there, and by the unique index on
 * user_id when two first reviews race (the loser's stored image is deleted with its transaction).
 */
export async function writeReview(db: Db, storage: Storage, input: WriteInput) {
  await refuseIfNotEligible(db, input.user);
  const [existing] = await db
    .select({ id: memberReviews.id })
    .from(memberReviews)
    .where(eq(memberReviews.userId, input.user.id));
  if (existing) throw alreadyWritten();
  const image = input.image ? await prepareReviewImage(input.image) : null;
  try {
    const row = await withFileWrites(storage, image ? [image] : [], (writes) =>
      db.transaction(async (tx) => {
        const imageFileId = image
          ? await writes.store(tx, image, { kind: "member_review", ownerId: input.user.id })
          : null;
        return returnedRow(
          await tx
            .insert(memberReviews)
            .values({ userId: input.user.id, ...submitted(input, imageFileId) })
            .returning(),
          "review insert",
        );
      }),
    );
    return toMyReview(row, input.user);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyWritten();
    throw error;
  }
}

/**
 * Changes the member's review while it waits for a decision or after a rejection: it goes back to
 * pending with a new version. A new image replaces the old one; `removeImage` drops it.
 * `wasRejected`: the review left the public page's count of rejections.
 */
export async function updateMyReview(db: Db, storage: Storage, input: WriteInput) {
  await refuseIfNotEligible(db, input.user);
  const image = input.image ? await prepareReviewImage(input.image) : null;
  const { row, dropped, wasRejected } = await withFileWrites(storage, image ? [image] : [], (writes) =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(memberReviews)
        .where(eq(memberReviews.userId, input.user.id))
        .for("update");
      if (!current) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.noReview);
      if (current.status === "published") throw new AppError("CONFLICT", REVIEW_MESSAGES.publishedIsFinal);
      const imageFileId = image
        ? await writes.store(tx, image, { kind: "member_review", ownerId: input.user.id })
        : input.fields.removeImage
          ? null
          : current.imageFileId;
      // The row is locked and not published: the update always applies.
      const updated = returnedRow(
        await tx
          .update(memberReviews)
          .set({
            ...submitted(input, imageFileId),
            status: "pending",
            rejectReason: null,
            version: current.version + 1,
            decidedAt: null,
            decidedBy: null,
          })
          .where(eq(memberReviews.id, current.id))
          .returning(),
        "review update",
      );
      // The image no longer used is no one's: its row goes now, its bytes after the commit.
      const old =
        current.imageFileId && current.imageFileId !== imageFileId
          ? await tx.delete(files).where(eq(files.id, current.imageFileId)).returning({ storedName: files.storedName })
          : [];
      return { row: updated, dropped: old.map((f) => f.storedName), wasRejected: current.status === "rejected" };
    }),
  );
  await deleteStoredFiles(storage, dropped);
  return { review: toMyReview(row, input.user), wasRejected };
}

/** Published reviews, latest first, with how many are not published and why. */
export async function listPublishedReviews(db: Db, page: number): Promise<TPublicReviews> {
  const published = eq(memberReviews.status, "published");
  const [rows, [total], rejectedRows] = await Promise.all([
    db
      .select({ review: memberReviews, author: authorColumns })
      .from(memberReviews)
      .innerJoin(users, eq(users.id, memberReviews.userId))
      .where(published)
      .orderBy(desc(memberReviews.decidedAt), desc(memberReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(memberReviews).where(published),
    db
      .select({ reason: memberReviews.rejectReason, n: count() })
      .from(memberReviews)
      .where(eq(memberReviews.status, "rejected"))
      .groupBy(memberReviews.rejectReason),
  ]);
  const rejected = Object.fromEntries(REVIEW_REJECT_REASONS.map((r) => [r, 0])) as Record<TReviewRejectReason, number>;
  for (const { reason, n } of rejectedRows) if (reason) rejected[reason] = Number(n);
  return {
    reviews: rows.map(({ review, author }) => toPublicReview(review, author satisfies Author)),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    total: Number(total?.n ?? 0),
    rejected,
  };
}
