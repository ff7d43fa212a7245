// The member's e-mails about the security of their account: sign-ins, the password, e-mail address,
// two-factor, passkeys, the address book, the freeze and the settings lock. The mailer adds the
// anti-phishing code and the "This wasn't me" freeze link to those sent as security mails.
import { COIN_LABELS, formatDateTime, formatDuration, type TPayoutCoin, UNFREEZE_WAIT_HOURS } from "@vaultline/shared";
import type { users } from "../../db/schema.ts";
import type { MailTemplate } from "./mail-template.ts";

type Member = Pick<typeof users.$inferSelect, "firstName" | "username">;

export function newSignInMail(
  member: Member,
  signIn: { at: Date; device: string; ip: string },
  publicUrl: string,
): MailTemplate {
  return {
    subject: "New sign-in to your Vaultline account",
    text: `Hello ${member.firstName},\n\nYour account (@${member.username}) was just signed in to from a device or address we have not seen in the last 90 days:\n\nWhen: ${formatDateTime(signIn.at)}\nDevice: ${signIn.device}\nAddress: ${signIn.ip}\n\nIf this was you, there is nothing to do.\nIf it was not you, change your password and sign out every other device on your security page:\n${publicUrl}/security\n\nVaultline`,
  };
}

export function passwordChangedMail(member: Member): MailTemplate {
  return {
    subject: "Your Vaultline password was changed",
    text: `Hello ${member.firstName},\n\nThe password of your Vaultline account (@${member.username}) was just changed from your security page, and every other device was signed out.\nIf this was not you, reset your password at once with "Forgot password" on the sign-in page.\n\nVaultline`,
  };
}

/** Two-factor turned on or off. */
export function twoFactorMail(member: Member, isOn: boolean, publicUrl: string): MailTemplate {
  const what = isOn
    ? `Two-factor authentication was just turned on for your Vaultline account (@${member.username}). Signing in now asks for a code from your authenticator app, and every other device was signed out.`
    : `Two-factor authentication was just turned off for your Vaultline account (@${member.username}). Signing in now asks only for your password.`;
  return {
    subject: `Two-factor authentication is ${isOn ? "on" : "off"}`,
    text: `Hello ${member.firstName},\n\n${what}\nIf this was not you, reset your password at once with "Forgot password" on the sign-in page, then review your security page:\n${publicUrl}/security\n\nVaultline`,
  };
}

export function passkeyAddedMail(member: Member, name: string, publicUrl: string): MailTemplate {
  return {
    subject: "A passkey was added to your Vaultline account",
    text: `Hello ${member.firstName},\n\nA passkey named "${name}" was just added to your Vaultline account (@${member.username}). It can sign in to your account without a password.\n\nIf this was not you, remove it at once on your security page and change your password:\n${publicUrl}/security\n\nVaultline`,
  };
}

/** Sent to the old address once a new one has taken over. */
export function emailChangedMail(member: Member, newEmail: string): MailTemplate {
  return {
    subject: "Your Vaultline e-mail address was changed",
    text: `Hello ${member.firstName},\n\nThe e-mail address of your Vaultline account (@${member.username}) was changed from this address to ${newEmail}. Mail about the account now goes there.\nIf this was not you, reset your password at once and contact support.\n\nVaultline`,
  };
}

/** The link that confirms an address: the account's own ("confirm") or the one it moves to ("change"). */
export function emailLinkMail(
  member: Member,
  link: { purpose: "confirm" | "change"; url: string; lifetimeHours: number },
): MailTemplate {
  const why =
    link.purpose === "confirm"
      ? `Open this link within ${link.lifetimeHours} hours to confirm the e-mail address of your Vaultline account (@${member.username}). Until you do, deposits, withdrawals and course payments wait.`
      : `Your Vaultline account (@${member.username}) asked to use this address from now on. Open this link within ${link.lifetimeHours} hours to confirm it; until then the account keeps its current address.`;
  return {
    subject:
      link.purpose === "confirm"
        ? "Confirm your Vaultline e-mail address"
        : "Confirm your new Vaultline e-mail address",
    text: `Hello ${member.firstName},\n\n${why}\n\n${link.url}\n\nThe link works once. If you did not ask for this, ignore this e-mail.\n\nVaultline`,
  };
}

export function addressAddedMail(
  member: Member,
  address: { coin: TPayoutCoin; address: string; label: string | null | undefined; usableFrom: Date },
): MailTemplate {
  const named = address.label ? ` ("${address.label}")` : "";
  return {
    subject: "A withdrawal address was added to your Vaultline account",
    text: `Hello ${member.firstName},\n\nThis withdrawal address was added to the address book of your Vaultline account (@${member.username})${named}:\n\n${COIN_LABELS[address.coin].withNetwork}: ${address.address}\n\nIt can be used for withdrawals from ${formatDateTime(address.usableFrom)}.\nIf this was not you, remove it at once on your Security page and change your password.\n\nVaultline`,
  };
}

/** `how`: "with the link in a security e-mail", "from your security page", … */
export function accountFrozenMail(member: Member, frozen: { how: string; at: Date }): MailTemplate {
  return {
    subject: "Your Vaultline account is frozen",
    text: `Hello ${member.firstName},\n\nYour Vaultline account (@${member.username}) was frozen ${frozen.how} at ${formatDateTime(frozen.at)}: every device was signed out, and withdrawals and changes to the address book, e-mail and two-factor are stopped. Your money stays where it is.\n\nNext steps:\n1. Reset your password with "Forgot password" on the sign-in page if anyone may know it.\n2. When your account is safe again, sign in and choose "Unfreeze" on your security page. Unfreezing needs your password and your two-factor code, and takes effect ${UNFREEZE_WAIT_HOURS} hours later; we e-mail you when you ask.\n\nVaultline`,
  };
}

export function unfreezeRequestedMail(member: Member, unfreezeAt: Date): MailTemplate {
  return {
    subject: "Your Vaultline account will be unfrozen",
    text: `Hello ${member.firstName},\n\nSomeone with your password and your two-factor code asked to unfreeze your Vaultline account (@${member.username}). It unfreezes on ${formatDateTime(unfreezeAt)}; until then withdrawals stay stopped.\nIf this was you, there is nothing to do.`,
  };
}

export function settingsLockedMail(member: Member, lockDays: number): MailTemplate {
  return {
    subject: "Your Vaultline security settings are locked",
    text: `Hello ${member.firstName},\n\nThe security settings of your Vaultline account (@${member.username}) are now locked: the password, e-mail, two-factor, passkeys and address book cannot be changed. Unlocking them takes ${formatDuration(lockDays, "day")} from when you ask, and we e-mail you every time someone asks.\n\nVaultline`,
  };
}

/** Every unlock attempt, the refused ones too; `outcome` says what came of it. */
export function unlockRequestedMail(member: Member, at: Date, outcome: string): MailTemplate {
  return {
    subject: "Someone asked to unlock your Vaultline security settings",
    text: `Hello ${member.firstName},\n\nSomeone signed in to your Vaultline account (@${member.username}) asked to unlock its security settings at ${formatDateTime(at)}.\n${outcome}`,
  };
}
