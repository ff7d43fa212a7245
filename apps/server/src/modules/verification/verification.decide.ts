import {
  DENY_REASON_LABELS,
  denyReasonText,
  type TVerificationDecision,
  VERIFICATION_MESSAGES,
} from "@vaultline/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users, verificationRequests } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Mail } from "../../lib/mail.ts";
import { refuseOwnRequest, writeAudit } from "../admin/index.ts";
import { findUserById, type UserRow } from "../users/index.ts";
import { findRequestWithOwner, type RequestRow } from "./verification.service.ts";

type Decided = { request: RequestRow; owner: UserRow };

/**
 * Accepts (the user becomes verified) or denies (with a reason) a pending request: one
 * transaction with a conditional update, the audit row and the mail job.
 */
export async function decideRequest(
  db: Db,
  jobs: JobQueue,
  input: { requestId: string; admin: UserRow; decision: TVerificationDecision; publicUrl: string },
): Promise<Decided> {
  const found = await findRequestWithOwner(db, input.requestId);
  if (!found) throw new AppError("NOT_FOUND", "Verification request not found");
  const { decision, admin } = input;
  refuseOwnRequest(admin.id, found.owner.id);
  const isAccept = decision.status === "accepted";
  const reasonCode = decision.status === "denied" ? decision.reasonCode : null;
  const reason = decision.status === "denied" ? decision.reason || null : null;

  const link = `${input.publicUrl}/verification`;
  const mail: Mail = isAccept
    ? {
        to: found.owner.email,
        subject: "Your identity is verified",
        text: `Hello ${found.owner.firstName},\n\nWe checked your documents and your identity is now verified. You can withdraw from your wallet.\n\n${link}\n`,
      }
    : {
        to: found.owner.email,
        subject: "Your identity verification was not accepted",
        text: `Hello ${found.owner.firstName},\n\nWe could not accept your documents.\nReason: ${denyReasonText(reasonCode, reason)}\n\nYou can submit new documents here: ${link}\n`,
      };
  const request = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(verificationRequests)
      .set({
        status: decision.status,
        denyReasonCode: reasonCode,
        denyReason: reason,
        decidedBy: admin.id,
        decidedAt: new Date(),
      })
      .where(and(eq(verificationRequests.id, input.requestId), eq(verificationRequests.status, "pending")))
      .returning();
    if (!row) throw new AppError("CONFLICT", VERIFICATION_MESSAGES.alreadyDecided);
    if (isAccept) await tx.update(users).set({ isVerified: true }).where(eq(users.id, row.userId));
    await writeAudit(tx, {
      adminId: admin.id,
      action: isAccept ? "verification.accept" : "verification.deny",
      targetType: "verification_request",
      targetId: row.id,
      before: { status: "pending", isVerified: found.owner.isVerified },
      after: { status: row.status, isVerified: isAccept || found.owner.isVerified, reasonCode, reason },
      reason: reasonCode ? `${DENY_REASON_LABELS[reasonCode]}${reason ? `: ${reason}` : ""}` : null,
    });
    await jobs.enqueue(tx, sendMailJob, mail);
    return row;
  });
  return { request, owner: found.owner };
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
    const mail: Mail = input.isVerified
      ? {
          to: row.email,
          subject: "Your identity is verified",
          text: `Hello ${row.firstName},\n\nAn administrator verified your identity. You can withdraw from your wallet.\n\n${input.publicUrl}/dashboard\n`,
        }
      : {
          to: row.email,
          subject: "Your identity verification was withdrawn",
          text: `Hello ${row.firstName},\n\nAn administrator marked your account as not verified, so withdrawals are paused. You can submit your documents again: ${input.publicUrl}/verification\n\nIf you think this is a mistake, reply to this e-mail.\n`,
        };
    await jobs.enqueue(tx, sendMailJob, mail);
    return row;
  });
}
