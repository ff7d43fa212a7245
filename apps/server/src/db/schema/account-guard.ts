import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, oneUseToken, userId, uuidKey } from "./columns.ts";

/** A member's anti-phishing code, freeze and settings lock (migration 0040); no row: none set. */
export const accountGuards = pgTable("account_guards", {
  userId: uuid("user_id").primaryKey(),
  antiPhishingCode: text("anti_phishing_code"),
  frozenAt: at("frozen_at"),
  unfreezeAt: at("unfreeze_at"),
  settingsLockedAt: at("settings_locked_at"),
  settingsLockDays: integer("settings_lock_days"),
  settingsUnlockAt: at("settings_unlock_at"),
  updatedAt: at("updated_at").notNull(),
});

/** One-use "This wasn't me" links of security e-mails, stored hashed (migration 0040). */
export const freezeLinks = pgTable("freeze_links", {
  id: uuidKey(),
  userId: userId(),
  ...oneUseToken(),
  createdAt: createdAt(),
});
