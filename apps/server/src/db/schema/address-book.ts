import { PAYOUT_COINS } from "@vaultline/shared";
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";

/** A member's saved payout destination; usable for withdrawals from `usableFrom` (migration 0014). */
export const withdrawalAddresses = pgTable("withdrawal_addresses", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  /** The coin the address takes; the column keeps its first name. */
  coin: text("network", { enum: PAYOUT_COINS }).notNull(),
  address: text("address").notNull(),
  /** The spelling every way of writing the address shares (see addressKey). */
  addressKey: text("address_key").notNull(),
  label: text("label"),
  createdAt: at("created_at").notNull(),
  usableFrom: at("usable_from").notNull(),
});
