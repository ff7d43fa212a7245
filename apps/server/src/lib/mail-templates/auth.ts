// The member's e-mails about signing in and their password.
import type { users } from "../../db/schema.ts";
import type { MailTemplate } from "./mail-template.ts";

type Member = Pick<typeof users.$inferSelect, "firstName" | "username">;

/** Sent once per guessing streak, when devices the account does not know start to be slowed down. */
export function passwordGuessingMail(member: Member): MailTemplate {
  return {
    subject: "Someone is guessing your Vaultline password",
    text: `Hello ${member.firstName},\n\nSomeone has tried to sign in to your Vaultline account (@${member.username}) several times with a wrong password, from devices you have not signed in on.\n\nFrom now on, sign-in attempts from new devices are slowed down. The devices you have signed in on before are not affected: sign in there as usual.\n\nIf it was you, wait a few minutes and try again, or reset your password. If it was not you, your account is safe as long as your password is: choose a long one you use nowhere else, and turn on two-factor authentication on the Security page.\n`,
  };
}

export function passwordResetLinkMail(member: Member, link: string): MailTemplate {
  return {
    subject: "Reset your Vaultline password",
    text: `Hello ${member.firstName},\n\nSomeone asked to reset the password of your Vaultline account (@${member.username}).\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
  };
}

export function passwordResetDoneMail(member: Member): MailTemplate {
  return {
    subject: "Your Vaultline password was changed",
    text: `Hello ${member.firstName},\n\nThe password of your Vaultline account (@${member.username}) was just changed.\nIf this was not you, reset it again at once and contact support.\n`,
  };
}
