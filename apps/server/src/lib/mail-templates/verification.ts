// The member's e-mails about their identity check.
import { denyReasonText, type TDenyReasonCode } from "@vaultline/shared";
import type { users, verificationRequests } from "../../db/schema.ts";
import type { MailTemplate } from "./mail-template.ts";

type Member = Pick<typeof users.$inferSelect, "firstName">;
type RequestRow = typeof verificationRequests.$inferSelect;

export function identityAcceptedMail(member: Member, publicUrl: string): MailTemplate {
  return {
    subject: "Your identity is verified",
    text: `Hello ${member.firstName},\n\nWe checked your documents and your identity is now verified. You can withdraw from your wallet.\n\n${publicUrl}/verification\n`,
  };
}

export function identityDeniedMail(member: Member, request: RequestRow, publicUrl: string): MailTemplate {
  const reason = denyReasonText(request.denyReasonCode as TDenyReasonCode | null, request.denyReason);
  return {
    subject: "Your identity verification was not accepted",
    text: `Hello ${member.firstName},\n\nWe could not accept your documents.\nReason: ${reason}\n\nYou can submit new documents here: ${publicUrl}/verification\n`,
  };
}

export function identityVerifiedByAdminMail(member: Member, publicUrl: string): MailTemplate {
  return {
    subject: "Your identity is verified",
    text: `Hello ${member.firstName},\n\nAn administrator verified your identity. You can withdraw from your wallet.\n\n${publicUrl}/dashboard\n`,
  };
}

export function identityUnverifiedByAdminMail(member: Member, publicUrl: string): MailTemplate {
  return {
    subject: "Your identity verification was withdrawn",
    text: `Hello ${member.firstName},\n\nAn administrator marked your account as not verified, so withdrawals are paused. You can submit your documents again: ${publicUrl}/verification\n\nIf you think this is a mistake, reply to this e-mail.\n`,
  };
}
