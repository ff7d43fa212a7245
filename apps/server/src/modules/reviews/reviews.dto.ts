import {
  monthKey,
  reviewAuthorName,
  type TAdminReview,
  type TArchivedReviewImage,
  type TMyReview,
  type TPublicReview,
} from "@vaultline/shared";
import { type memberReviews, type reviewImageArchive, users } from "../../db/schema.ts";
import { fileUrl } from "../files/index.ts";

export type ReviewRow = typeof memberReviews.$inferSelect;
export type Author = Pick<typeof users.$inferSelect, "id" | "firstName" | "lastName" | "username" | "createdAt">;

/** The author's columns, selected beside their review. */
export const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  createdAt: users.createdAt,
};

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toPublicReview(row: ReviewRow, author: Author): TPublicReview {
  return {
    id: row.id,
    stars: row.stars,
    text: row.text,
    imageUrl: fileUrl(row.imageFileId),
    author: reviewAuthorName(author.firstName, author.lastName),
    memberSince: monthKey(author.createdAt),
    publishedAt: (row.decidedAt ?? row.submittedAt).toISOString(),
  };
}

/** The fields the member and the admins both read. */
function toReviewBase(row: ReviewRow) {
  return {
    id: row.id,
    stars: row.stars,
    text: row.text,
    imageUrl: fileUrl(row.imageFileId),
    status: row.status,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: isoOrNull(row.decidedAt),
  };
}

export function toMyReview(row: ReviewRow, author: Author): TMyReview {
  return { ...toReviewBase(row), author: reviewAuthorName(author.firstName, author.lastName) };
}

export function toAdminReview(row: ReviewRow, author: Author, decidedBy: string | null): TAdminReview {
  return {
    ...toReviewBase(row),
    version: row.version,
    decidedBy,
    member: {
      id: author.id,
      name: `${author.firstName} ${author.lastName}`,
      username: author.username,
      author: reviewAuthorName(author.firstName, author.lastName),
      memberSince: monthKey(author.createdAt),
    },
  };
}

export function toArchivedImage(row: typeof reviewImageArchive.$inferSelect): TArchivedReviewImage {
  return {
    id: row.id,
    imageUrl: fileUrl(row.fileId) ?? "",
    caption: row.caption,
    createdAt: row.createdAt.toISOString(),
  };
}
