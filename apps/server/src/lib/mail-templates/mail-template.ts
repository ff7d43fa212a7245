import { formatMoney } from "@vaultline/shared";
import type { Mail } from "../mail.ts";

/**
 * What a mail template gives: a function from the rows a mail is about (the member, the deposit, …)
 * to its words. Amounts come in as integer cents and are written with `formatMoney`, moments with
 * `formatDateTime`; whom it goes to is the sender's business (`mailTo`). Mails are plain text: an
 * HTML part would also need the anti-phishing code and freeze link that the mailer adds to the text.
 */
export type MailTemplate = { subject: string; text: string };

/** The mail of `template` to `user`. */
export function mailTo(
  user: { email: string },
  template: MailTemplate,
  extra: Omit<Mail, keyof MailTemplate | "to"> = {},
): Mail {
  return { to: user.email, ...template, ...extra };
}

/** The web app's receipt pages, one per kind of money move. */
export type ReceiptKind = "deposit" | "withdrawal" | "course-payment";

export function receiptUrl(publicUrl: string, kind: ReceiptKind, id: string): string {
  return `${publicUrl}/receipts/${kind}/${encodeURIComponent(id)}`;
}

/**
 * The e-mail of a money event (a card charged, a course bought, a position moved, …): what happened,
 * then always the amount, the reference and the link to the receipt, in that order, so a member can
 * match every mail to a line of their history and statement.
 */
export function moneyEventMail(input: {
  firstName: string;
  subject: string;
  /** One or more sentences saying what happened. */
  what: string;
  amountCents: number;
  reference: string;
  receiptUrl: string;
}): MailTemplate {
  return {
    subject: input.subject,
    text: [
      `Hello ${input.firstName},`,
      "",
      input.what,
      "",
      `Amount: ${formatMoney(input.amountCents)}`,
      `Reference: ${input.reference}`,
      `Receipt: ${input.receiptUrl}`,
      "",
      "If you did not expect this, reply to this e-mail or change your password on the Security page.",
      "",
      "Vaultline",
    ].join("\n"),
  };
}
