import { bigint, boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, cardSeen, cents, createdAt, oneUseToken, userId, uuidKey } from "./columns.ts";

export const users = pgTable("users", {
  id: uuidKey(),
  username: text("username").notNull(),
  email: text("email").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  isAdmin: boolean("is_admin").notNull().default(false),
  isVerified: boolean("is_verified").notNull().default(false),
  imageFileId: uuid("image_file_id"),
  cardName: text("card_name"),
  ...cardSeen(),
  cardExpiry: text("card_expiry"),
  riskAcceptedVersion: text("risk_accepted_version"),
  riskAcceptedAt: at("risk_accepted_at"),
  /** The terms of use the member accepted (migration 0034); null: not yet. */
  termsAcceptedVersion: text("terms_accepted_version"),
  termsAcceptedAt: at("terms_accepted_at"),
  /** When the member proved the address (migration 0014); null: not yet. */
  emailConfirmedAt: at("email_confirmed_at"),
  /** The sum of the user's ledger entries, kept by a trigger on ledger_entries (migration 0018). */
  balanceCents: cents("balance_cents").notNull().default(0),
  createdAt: createdAt().defaultNow(),
});

/** A user as stored: what the auth hook puts on the request and the services read. */
export type UserRow = typeof users.$inferSelect;

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: uuidKey(),
  userId: userId(),
  ...oneUseToken(),
  createdAt: createdAt().defaultNow(),
});

/** One-use e-mail links (hashed): 'confirm' proves the current address, 'change' moves to `email`. */
export const emailTokens = pgTable("email_tokens", {
  id: uuidKey(),
  userId: userId(),
  purpose: text("purpose", { enum: ["confirm", "change"] }).notNull(),
  email: text("email").notNull(),
  ...oneUseToken(),
  createdAt: createdAt(),
});

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: at("reset_at").notNull(),
    blockedUntil: at("blocked_until"),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

export const files = pgTable("files", {
  id: uuidKey(),
  ownerId: uuid("owner_id"),
  kind: text("kind", {
    enum: [
      "proof",
      "identity",
      "avatar",
      "review",
      "course_image",
      "course_video",
      "member_review",
      "treasury_statement",
    ],
  }).notNull(),
  storedName: text("stored_name").notNull(),
  mime: text("mime").notNull(),
  sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
  isPublic: boolean("is_public").notNull(),
  createdAt: createdAt().defaultNow(),
});
