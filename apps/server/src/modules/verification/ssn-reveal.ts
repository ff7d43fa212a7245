import { SSN_REVEALS_PER_DAY, type TRevealedSsn, VERIFICATION_MESSAGES } from "@vaultline/shared";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, verificationRequests } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { decrypt } from "../../lib/secrets.ts";
import { writeAudit } from "../decisions/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export function formatSsn(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * Decrypts one request's SSN for an admin who gave a reason: written to the audit log in the same
 * transaction, and refused past SSN_REVEALS_PER_DAY reveals by that admin in the last 24 hours.
 */
export async function revealSsn(
  db: Db,
  input: { requestId: string; adminId: string; reason: string; now: Date; encryptionKey: Buffer },
): Promise<TRevealedSsn> {
  return db.transaction(async (tx) => {
    // One reveal at a time per admin, so two at once cannot both take the last one.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ssn-reveal:${input.adminId}`}))`);
    const [request] = await tx
      .select({
        id: verificationRequests.id,
        userId: verificationRequests.userId,
        sealed: verificationRequests.ssnEncrypted,
      })
      .from(verificationRequests)
      .where(eq(verificationRequests.id, input.requestId));
    if (!request) throw new AppError("NOT_FOUND", "Verification request not found");
    const [used] = await tx
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.adminId, input.adminId),
          eq(auditLog.action, "verification.ssn_reveal"),
          gt(auditLog.createdAt, new Date(input.now.getTime() - DAY_MS)),
        ),
      );
    const revealed = Number(used?.n ?? 0);
    if (revealed >= SSN_REVEALS_PER_DAY) {
      throw new AppError("TOO_MANY_REQUESTS", VERIFICATION_MESSAGES.ssnRevealLimit(SSN_REVEALS_PER_DAY));
    }
    await writeAudit(tx, {
      adminId: input.adminId,
      action: "verification.ssn_reveal",
      targetType: "verification_request",
      targetId: request.id,
      after: { userId: request.userId },
      reason: input.reason,
      at: input.now,
    });
    return {
      ssn: formatSsn(decrypt(request.sealed, input.encryptionKey)),
      revealsLeftToday: SSN_REVEALS_PER_DAY - revealed - 1,
    };
  });
}
