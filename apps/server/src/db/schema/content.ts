import { jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, uuidKey } from "./columns.ts";

export const subscribers = pgTable("subscribers", {
  id: uuidKey(),
  email: text("email").notNull(),
  createdAt: createdAt().defaultNow(),
});

export const auditLog = pgTable("audit_log", {
  id: uuidKey(),
  adminId: uuid("admin_id"),
  action: text("action").notNull(),
  targetType: text("target_type").notNull(),
  targetId: text("target_id").notNull(),
  before: jsonb("before"),
  after: jsonb("after"),
  reason: text("reason"),
  createdAt: createdAt().defaultNow(),
});
