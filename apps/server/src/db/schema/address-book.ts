import { PAYOUT_COINS } from "@vaultline/shared";
import { pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, userId, uuidKey } from "./columns.ts";

/** A member's saved payout destination; usable for withdrawals from `usableFrom` (migration 0014). */
export const withdrawalAddresses = pgTable("withdrawal_addresses", {
  id: uuidKey(),
  userId: userId(),
  /** The coin the address takes; the column keeps its first name. */
  coin: text("network", { enum: PAYOUT_COINS }).notNull(),
  address: text("address").notNull(),
  /** The spelling every way of writing the address shares (see addressKey). */
  addressKey: text("address_key").notNull(),
  label: text("label"),
  createdAt: createdAt(),
  usableFrom: at("usable_from").notNull(),
});
