import { z } from "zod";
import { formatDateTime, formatDuration } from "./dates.ts";
import { ZTimestamp } from "./fields.ts";

// The account's guards on /security: the anti-phishing code shown in every e-mail, the freeze
// ("This wasn't me") and the settings lock with its unlock delay.

export const ANTI_PHISHING_MIN = 4;
export const ANTI_PHISHING_MAX = 24;
export const SETTINGS_LOCK_DAYS_MIN = 1;
export const SETTINGS_LOCK_DAYS_MAX = 30;
/** A freeze link in a security e-mail works this long, once. */
export const FREEZE_LINK_LIFETIME_DAYS = 7;
/** An unfreeze takes effect this long after it was asked for (with password and second factor). */
export const UNFREEZE_WAIT_HOURS = 24;

export const ACCOUNT_GUARD_MESSAGES = {
  antiPhishingSaved: "Anti-phishing code saved: every e-mail we send you now shows it at the top",
  antiPhishingRemoved: "Anti-phishing code removed",
  antiPhishingShape: `Use ${ANTI_PHISHING_MIN} to ${ANTI_PHISHING_MAX} letters, digits, spaces or dashes`,
  frozen:
    "Your account is frozen: every device was signed out, and withdrawals and changes to your security settings are stopped",
  freezeLinkInvalid: "This freeze link is not valid: it was already used or has expired",
  freezeLinkUsed:
    "This freeze link was already used. If you still fear someone is in your account, sign in and use “Freeze my account” on your security page",
  isFrozen: (since: Date | string) =>
    `Your account is frozen since ${formatDateTime(since)}: payments from your wallet and changes to your e-mail, password, sign-in factors and withdrawal addresses are stopped. To unfreeze it, ask on your security page with your password and second factor; it unfreezes 24 hours later`,
  isFrozenForAdmin: "This member's account is frozen: no withdrawal can be approved until the member unfreezes it",
  notFrozen: "Your account is not frozen",
  unfreezeStarted: (at: Date | string) => `Your account unfreezes on ${formatDateTime(at)}. We e-mailed you about it.`,
  unfreezePending: (at: Date | string) =>
    `An unfreeze is already under way: your account unfreezes on ${formatDateTime(at)}. To keep it frozen, use the link in the e-mail we sent`,
  unfreezeNeedsTwoFactor:
    "Unfreezing needs your password and your second factor: turn on two-factor authentication on this page first",
  wrongPassword: "Your password is not correct",
  lockStarted: (days: number) =>
    `Your security settings are locked. Unlocking them will take ${formatDuration(days, "day")} from when you ask.`,
  alreadyLocked: "Your security settings are already locked",
  notLocked: "Your security settings are not locked",
  unlockStarted: (at: Date | string) =>
    `Your security settings unlock on ${formatDateTime(at)}. We e-mailed you about it.`,
  unlockPending: (at: Date | string) =>
    `An unlock is already under way: your security settings stay locked until ${formatDateTime(at)}`,
  settingsLocked: (days: number) =>
    `Your security settings are locked. Ask to unlock them on your security page; they unlock ${formatDuration(days, "day")} later`,
  settingsLockedUntil: (at: Date | string) => `Your security settings are locked until ${formatDateTime(at)}`,
  emailChangeVoided:
    "This e-mail change was cancelled when your account was frozen or its security settings were locked. Ask for it again once they are lifted",
} as const;

/** The security events of the account's guards, in plain words (spread into SECURITY_EVENT_TEXT). */
export const ACCOUNT_GUARD_EVENT_TEXT = {
  account_frozen: "Account frozen: every device was signed out and withdrawals stopped",
  freeze_link_refused: "A freeze link was refused (already used or expired)",
  frozen_action_refused: "A change was refused because the account is frozen",
  unfreeze_requested: "Unfreeze asked for (we e-mailed you)",
  unfreeze_refused: "An unfreeze was refused: one was already under way",
  anti_phishing_set: "Anti-phishing code changed",
  anti_phishing_removed: "Anti-phishing code removed",
  settings_locked: "Security settings locked",
  settings_unlock_requested: "Unlock of the security settings asked for (we e-mailed you)",
  settings_unlock_refused: "An unlock was refused: one was already under way",
  locked_change_refused: "A change was refused because the security settings are locked",
} as const satisfies Record<string, string>;

const antiPhishingCode = z
  .string()
  .trim()
  .min(ANTI_PHISHING_MIN, ACCOUNT_GUARD_MESSAGES.antiPhishingShape)
  .max(ANTI_PHISHING_MAX, ACCOUNT_GUARD_MESSAGES.antiPhishingShape)
  .regex(/^[\p{L}\p{N} -]+$/u, ACCOUNT_GUARD_MESSAGES.antiPhishingShape);

/** A phrase to set, or null to remove it. */
export const ZAntiPhishingRequest = z.strictObject({ code: antiPhishingCode.nullable() });
export type TAntiPhishingRequest = z.infer<typeof ZAntiPhishingRequest>;

/** The member's password, asked again before a guard changes (checked by the server). */
const ZPasswordCheck = z.string().min(1, "Enter your password").max(200);

export const ZFreezeRequest = z.strictObject({ token: z.string().trim().min(1).max(200) });
export type TFreezeRequest = z.infer<typeof ZFreezeRequest>;

export const ZUnfreezeRequest = z.strictObject({
  password: ZPasswordCheck,
  code: z.string().trim().max(32).optional(),
});
export type TUnfreezeRequest = z.infer<typeof ZUnfreezeRequest>;

export const ZSettingsLockRequest = z.strictObject({
  days: z.coerce
    .number()
    .int()
    .min(SETTINGS_LOCK_DAYS_MIN, `Choose ${SETTINGS_LOCK_DAYS_MIN} to ${SETTINGS_LOCK_DAYS_MAX} days`)
    .max(SETTINGS_LOCK_DAYS_MAX, `Choose ${SETTINGS_LOCK_DAYS_MIN} to ${SETTINGS_LOCK_DAYS_MAX} days`),
  password: ZPasswordCheck,
});
export type TSettingsLockRequest = z.infer<typeof ZSettingsLockRequest>;

export const ZSettingsUnlockRequest = z.strictObject({ password: ZPasswordCheck });
export type TSettingsUnlockRequest = z.infer<typeof ZSettingsUnlockRequest>;

/** What /security shows of the guards; also what the admin user overview shows of a frozen account. */
export const ZAccountGuard = z.object({
  antiPhishingCode: z.string().nullable(),
  /** Frozen since (null: not frozen), and when a requested unfreeze takes effect. */
  frozenAt: ZTimestamp.nullable(),
  unfreezeAt: ZTimestamp.nullable(),
  /** Locked since (null: not locked), the chosen delay, and when a requested unlock takes effect. */
  settingsLockedAt: ZTimestamp.nullable(),
  settingsLockDays: z.number().nullable(),
  settingsUnlockAt: ZTimestamp.nullable(),
});
export type TAccountGuard = z.infer<typeof ZAccountGuard>;
