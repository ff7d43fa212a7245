import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, decisionColumns } from "./columns.ts";

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
  ...decisionColumns(),
  createdAt: at("created_at").notNull().defaultNow(),
});
