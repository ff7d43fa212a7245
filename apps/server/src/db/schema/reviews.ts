import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, decisionColumns, status, userId, uuidKey } from "./columns.ts";

/** One review per member (migration 0042): pending → published or rejected with a reason. */
export const memberReviews = pgTable(
  "member_reviews",
  {
    id: uuidKey(),
    userId: userId().unique(),
    stars: integer("stars").notNull(),
    text: text("text").notNull(),
    imageFileId: uuid("image_file_id"),
    status: status(["pending", "published", "rejected"], "pending"),
    rejectReason: text("reject_reason", { enum: ["abuse", "personal_data", "off_topic"] }),
    /** Goes up with every change the member makes, so a decision is made on the text the admin read. */
    version: integer("version").notNull().default(1),
    submittedAt: at("submitted_at").notNull(),
    ...decisionColumns(),
  },
  (t) => [
    index("member_reviews_queue_idx").on(t.status, t.submittedAt),
    index("member_reviews_decided_idx").on(t.decidedAt),
  ],
);

/** Images admins uploaded as reviews before reviews came from members: kept for admins, never public. */
export const reviewImageArchive = pgTable("review_image_archive", {
  id: uuidKey(),
  fileId: uuid("file_id").notNull(),
  caption: text("caption"),
  createdBy: uuid("created_by"),
  createdAt: createdAt().defaultNow(),
});
