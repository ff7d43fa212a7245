import { bigint, boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, cents } from "./columns.ts";

const createdAt = () => at("created_at").notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull(),
  email: text("email").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  isAdmin: boolean("is_admin").notNull().default(false),
  isVerified: boolean("is_verified").notNull().default(false),
  imageFileId: uuid("image_file_id"),
  cardName: text("card_name"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
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
  createdAt: createdAt(),
});

/** A user as stored: what the auth hook puts on the request and the services read. */
export type UserRow = typeof users.$inferSelect;

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  tokenHash: text("token_hash").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
  createdAt: createdAt(),
});

/** One-use e-mail links (hashed): 'confirm' proves the current address, 'change' moves to `email`. */
export const emailTokens = pgTable("email_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  purpose: text("purpose", { enum: ["confirm", "change"] }).notNull(),
  email: text("email").notNull(),
  tokenHash: text("token_hash").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
  createdAt: at("created_at").notNull(),
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
  id: uuid("id").primaryKey().defaultRandom(),
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
  createdAt: createdAt(),
});
