import { AUDIT_ACTIONS } from "@vaultline/shared";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

// One list for the server and the audit log's filter.
export { AUDIT_ACTIONS };
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  adminId: string | null;
  action: AuditAction;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** When it happened; default the database's time. Rules that count entries pass the app's clock. */
  at?: Date;
};

/** Records an admin action. Call inside the action's own transaction so both land or neither does. */
export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
