import { bigint, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, userId, uuidKey } from "./columns.ts";

export const sessions = pgTable(
  "sessions",
  {
    id: uuidKey(),
    userId: userId(),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull(),
    ip: text("ip").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    revokedAt: at("revoked_at"),
    revokedReason: text("revoked_reason"),
    twoFactorAt: at("two_factor_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId, t.lastSeenAt)],
);

export const securityEvents = pgTable("security_events", {
  id: uuidKey(),
  userId: userId(),
  kind: text("kind").notNull(),
  ip: text("ip"),
  userAgent: text("user_agent"),
  detail: text("detail"),
  createdAt: createdAt(),
});

export const twoFactor = pgTable("two_factor", {
  userId: uuid("user_id").primaryKey(),
  secretSealed: text("secret_sealed").notNull(),
  enabledAt: at("enabled_at"),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: createdAt(),
});

export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuidKey(),
    userId: userId(),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_idx").on(t.userId, t.codeHash)],
);

/** A member's passkeys (WebAuthn credentials, migration 0039). */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuidKey(),
    userId: userId(),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [uniqueIndex("passkeys_credential_id_key").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);

/** Server-side WebAuthn challenges: single use, short-lived (migration 0039). */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  challenge: text("challenge").primaryKey(),
  userId: uuid("user_id"),
  purpose: text("purpose").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});
