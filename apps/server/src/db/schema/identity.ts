import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, decisionColumns, status, userId, uuidKey } from "./columns.ts";

export const verificationRequests = pgTable("verification_requests", {
  id: uuidKey(),
  userId: userId(),
  phone: text("phone").notNull(),
  ssnEncrypted: text("ssn_encrypted").notNull(),
  ssnLast4: text("ssn_last4").notNull(),
  label: text("label", { enum: ["id_card", "d_license"] }).notNull(),
  frontFileId: uuid("front_file_id").notNull(),
  backFileId: uuid("back_file_id").notNull(),
  status: status(["pending", "accepted", "denied"], "pending"),
  denyReasonCode: text("deny_reason_code"),
  denyReason: text("deny_reason"),
  ...decisionColumns(),
  createdAt: createdAt().defaultNow(),
});
