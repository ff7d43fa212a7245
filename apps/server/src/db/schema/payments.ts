import { pgTable, text } from "drizzle-orm/pg-core";
import { cardSeen, cents, status, timestamps, userId, uuidKey } from "./columns.ts";

export const CARD_CHARGE_STATUSES = ["pending", "declined", "recorded", "refund_pending", "refunded"] as const;

export const cardCharges = pgTable("card_charges", {
  id: uuidKey(),
  userId: userId(),
  purpose: text("purpose", { enum: ["deposit", "course"] }).notNull(),
  amountCents: cents("amount_cents").notNull(),
  status: status(CARD_CHARGE_STATUSES, "pending"),
  ...cardSeen(),
  ...timestamps(),
});
