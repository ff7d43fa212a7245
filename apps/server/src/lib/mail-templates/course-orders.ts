// The member's e-mails about a course order (a payment for a course package).
import { COURSE_LABELS } from "@vaultline/shared";
import type { coursePayments, users } from "../../db/schema.ts";
import { type MailTemplate, moneyEventMail, receiptUrl } from "./mail-template.ts";

type Member = Pick<typeof users.$inferSelect, "firstName">;
type CourseOrderRow = typeof coursePayments.$inferSelect;

/** How a course order was paid, in the words of its e-mail. */
function paidWith(order: CourseOrderRow): string {
  if (order.method === "card")
    return `Your ${order.cardBrand ?? "card"} card ending ${order.cardLast4 ?? "????"} was charged.`;
  if (order.method === "wallet") return "The amount was taken from your wallet.";
  return "Your crypto payment was accepted.";
}

export function courseBoughtMail(member: Member, order: CourseOrderRow, publicUrl: string): MailTemplate {
  const label = COURSE_LABELS[order.course];
  return moneyEventMail({
    firstName: member.firstName,
    subject: `You bought the ${label} course`,
    what: `You bought the ${label} course. ${paidWith(order)} Your course access is now active.`,
    amountCents: order.amountCents,
    reference: order.id,
    receiptUrl: receiptUrl(publicUrl, "course-payment", order.id),
  });
}

export function coursePaymentDeniedMail(member: Member, order: CourseOrderRow): MailTemplate {
  const label = COURSE_LABELS[order.course];
  return {
    subject: `Your ${label} course payment was denied`,
    text: `Hello ${member.firstName},\n\nYour payment for the ${label} course was denied.\nReason: ${order.denyReason ?? ""}\n\nNo course access was granted. You can pay again from the Education page.\n\nVaultline`,
  };
}
