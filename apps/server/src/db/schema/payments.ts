import { bigint, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const CARD_CHARGE_STATUSES = ["pending", "declined", "recorded", "refund_pending", "refunded"] as const;

export const cardCharges = pgTable("card_charges", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  purpose: text("purpose", { enum: ["deposit", "course"] }).notNull(),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  status: text("status", { enum: CARD_CHARGE_STATUSES }).notNull().default("pending"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
