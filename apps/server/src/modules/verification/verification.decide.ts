import { DENY_REASON_LABELS, type TVerificationDecision, VERIFICATION_MESSAGES } from "@vaultline/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users, verificationRequests } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import {
  identityAcceptedMail,
  identityDeniedMail,
  identityUnverifiedByAdminMail,
  identityVerifiedByAdminMail,
} from "../../lib/mail-templates/verification.ts";
import { decide, refuseOwnRequest, writeAudit } from "../decisions/index.ts";
import { findUserById, type UserRow } from "../users/index.ts";
import type { RequestRow } from "./verification.service.ts";

type Decided = { request: RequestRow; owner: UserRow };

/**
 * Accepts (the user becomes verified) or denies (with a reason) a pending request through the
 * decision workflow: the conditional update, the audit row and the mail job in one transaction.
 */
export async function decideRequest(
  db: Db,
  jobs: JobQueue,
  input: { requestId: string; admin: UserRow; decision: TVerificationDecision; publicUrl: string },
): Promise<Decided> {
  const { decision, admin } = input;
  const isAccept = decision.status === "accepted";
  const reasonCode = decision.status === "denied" ? decision.reasonCode : null;
  const reason = decision.status === "denied" ? decision.reason || null : null;
  return decide(db, jobs, {
    table: verificationRequests,
    id: input.requestId,
    adminId: admin.id,
    from: "pending",
    messages: { notFound: "Verification request not found", decided: VERIFICATION_MESSAGES.alreadyDecided },
    apply: async (tx, _pending, { owner, update }) => {
      const request = await update({
        status: decision.status,
        denyReasonCode: reasonCode,
        denyReason: reason,
        decidedBy: admin.id,
        decidedAt: new Date(),
      });
      if (isAccept) await tx.update(users).set({ isVerified: true }).where(eq(users.id, request.userId));
      return {
        result: { request, owner },
        audit: {
          action: isAccept ? "verification.accept" : "verification.deny",
          targetType: "verification_request",
          targetId: request.id,
          before: { status: "pending", isVerified: owner.isVerified },
          after: { status: request.status, isVerified: isAccept || owner.isVerified, reasonCode, reason },
          reason: reasonCode ? `${DENY_REASON_LABELS[reasonCode]}${reason ? `: ${reason}` : ""}` : null,
        },
        mail: isAccept
          ? identityAcceptedMail(owner, input.publicUrl)
          : identityDeniedMail(owner, request, input.publicUrl),
      };
    },
  });
}

/** An admin verifies or unverifies a user directly; an admin cannot unverify themselves. */
export async function setUserVerified(
  db: Db,
  jobs: JobQueue,
  input: { userId: string; admin: UserRow; isVerified: boolean; publicUrl: string },
): Promise<UserRow> {
  if (input.userId === input.admin.id && !input.isVerified) {
    throw new AppError("BAD_REQUEST", VERIFICATION_MESSAGES.cannotUnverifySelf);
  }
  refuseOwnRequest(input.admin.id, input.userId);
  const target = await findUserById(db, input.userId);
  if (!target) throw new AppError("NOT_FOUND", "User not found");
  if (target.isVerified === input.isVerified) return target;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isVerified: input.isVerified })
      .where(and(eq(users.id, input.userId), eq(users.isVerified, !input.isVerified)))
      .returning();
    if (!row) throw new AppError("CONFLICT", "This user was changed meanwhile. Reload and try again.");
    await writeAudit(tx, {
      adminId: input.admin.id,
      action: input.isVerified ? "user.verify" : "user.unverify",
      targetType: "user",
      targetId: row.id,
      before: { isVerified: !input.isVerified },
      after: { isVerified: input.isVerified },
    });
    const mail = input.isVerified
      ? identityVerifiedByAdminMail(row, input.publicUrl)
      : identityUnverifiedByAdminMail(row, input.publicUrl);
    await jobs.enqueue(tx, sendMailJob, mailTo(row, mail));
    return row;
  });
}
