import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

export const AUDIT_ACTIONS = [
  "deposit.approve",
  "deposit.deny",
  "deposit.settle",
  "withdrawal.approve",
  "withdrawal.deny",
  "user.verify",
  "user.unverify",
  "verification.accept",
  "verification.deny",
  "wallet.adjust",
  "plan.create",
  "plan.update",
  "plan.delete",
  "review.add",
  "review.remove",
  "course_payment.accept",
  "course_payment.deny",
  "user.promote",
  "user.demote",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Records an admin action. Call inside the action's own transaction so both land or neither does. */
export async function writeAudit(
  tx: Db,
  entry: {
    adminId: string | null;
    action: AuditAction;
    targetType: string;
    targetId: string;
    before?: unknown;
    after?: unknown;
    reason?: string | null;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
