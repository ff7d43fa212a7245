import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, cents } from "./columns.ts";

export const CARD_CHARGE_STATUSES = ["pending", "declined", "recorded", "refund_pending", "refunded"] as const;

export const cardCharges = pgTable("card_charges", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  purpose: text("purpose", { enum: ["deposit", "course"] }).notNull(),
  amountCents: cents("amount_cents").notNull(),
  status: text("status", { enum: CARD_CHARGE_STATUSES }).notNull().default("pending"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});
