import { sql } from "drizzle-orm";
import { index, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, status, userId, uuidKey } from "./columns.ts";

/** A request to make a member an admin, and its second admin's approval (migration 0044). */
export const adminGrants = pgTable(
  "admin_grants",
  {
    id: uuidKey(),
    userId: userId(),
    promotedBy: uuid("promoted_by").notNull(),
    requestedAt: at("requested_at").notNull(),
    status: status(["pending", "approved"], "pending"),
    approvedBy: uuid("approved_by"),
    promotedAt: at("promoted_at"),
  },
  (t) => [
    uniqueIndex("admin_grants_one_pending_idx").on(t.userId).where(sql`${t.status} = 'pending'`),
    index("admin_grants_user_idx").on(t.userId),
  ],
);
