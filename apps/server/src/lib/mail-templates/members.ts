// The member's e-mails about the course, their monthly statement and their review.
import { ACCESS_REMINDER_DAYS, COURSE_TITLE, formatDateTime, MONTHLY_ACCESS_MONTHS } from "@vaultline/shared";
import type { MailTemplate } from "./mail-template.ts";

type Member = { firstName: string };

export function courseAccessEndingMail(member: Member, endsAt: Date): MailTemplate {
  return {
    subject: `Your course access ends in ${ACCESS_REMINDER_DAYS} days`,
    text: `Hello ${member.firstName},\n\nYour STANDARD access to "${COURSE_TITLE}" ends on ${formatDateTime(endsAt)}. Your progress is kept.\n\nTo keep learning after that date, renew from the Education page: a new STANDARD payment adds ${MONTHLY_ACCESS_MONTHS} months from the end date, and PREMIUM gives lifetime access.\n\nVaultline`,
  };
}

/** `month`: the month in words ("November 2026"); `link`: the dashboard, where it is downloaded. */
export function statementReadyMail(member: Member, month: string, link: string): MailTemplate {
  return {
    subject: `Your statement for ${month} is ready`,
    text: `Hello ${member.firstName},\n\nYour statement for ${month} is ready: your opening and closing wallet balance, every movement with its reference, and your positions at the month's end.\n\nDownload it as PDF or CSV from your dashboard: ${link}\n\nVaultline`,
  };
}

export function reviewPublishedMail(member: Member, link: string): MailTemplate {
  return {
    subject: "Your review is published",
    text: `Hello ${member.firstName},\n\nThank you for your review. It is now published on Vaultline:\n\n${link}\n`,
  };
}

/** `why`: the rejection reason in words ("it contains personal data"). */
export function reviewRejectedMail(member: Member, why: string, link: string): MailTemplate {
  return {
    subject: "Your review was not published",
    text: `Hello ${member.firstName},\n\nWe did not publish your review because ${why}. Reviews are never rejected for being negative.\n\nYou can change your review and send it again here:\n\n${link}\n`,
  };
}
