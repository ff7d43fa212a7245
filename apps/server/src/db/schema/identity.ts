import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const verificationRequests = pgTable("verification_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  phone: text("phone").notNull(),
  ssnEncrypted: text("ssn_encrypted").notNull(),
  ssnLast4: text("ssn_last4").notNull(),
  label: text("label", { enum: ["id_card", "d_license"] }).notNull(),
  frontFileId: uuid("front_file_id").notNull(),
  backFileId: uuid("back_file_id").notNull(),
  status: text("status", { enum: ["pending", "accepted", "denied"] })
    .notNull()
    .default("pending"),
  denyReasonCode: text("deny_reason_code"),
  denyReason: text("deny_reason"),
  decidedBy: uuid("decided_by"),
  decidedAt: at("decided_at"),
  createdAt: at("created_at").notNull().defaultNow(),
});
