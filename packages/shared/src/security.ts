import { z } from "zod";
import { passwordsMatch, ZConfirmPassword, ZNewPassword } from "./auth.ts";
import { PASSWORD_MAX } from "./constants.ts";
import { ZTimestamp } from "./fields.ts";

// Sessions, password changes, two-factor authentication and the security events a member sees on /security.

import { ACCOUNT_GUARD_EVENT_TEXT } from "./account-guard.ts";
import { SECURITY_MESSAGES } from "./security-messages.ts";

export { SECURITY_MESSAGES };

export const ZSession = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: ZTimestamp,
  lastSeenAt: ZTimestamp,
  isCurrent: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;

/**
 * Each event kind in plain words, as the security page says it. Another domain adds its kinds here
 * (one line each) and records them with `recordSecurityEvent`; an event may add a `detail`.
 */
export const SECURITY_EVENT_TEXT = {
  ...ACCOUNT_GUARD_EVENT_TEXT,
  sign_in: "Signed in",
  sign_in_new_device: "Signed in from a new device or address (we e-mailed you)",
  sign_in_failed: "Someone tried to sign in with a wrong password",
  two_factor_failed: "Someone entered a wrong two-factor code",
  signed_out: "Signed out",
  session_ended: "A device was signed out from this page",
  other_sessions_ended: "Every other device was signed out",
  password_changed: "Password changed; every other device was signed out",
  password_reset: "Password reset by e-mail link; every device was signed out",
  two_factor_enabled: "Two-factor authentication turned on; every other device was signed out",
  two_factor_disabled: "Two-factor authentication turned off",
  recovery_codes_renewed: "New recovery codes made; the old ones stopped working",
  recovery_code_used: "A recovery code was used",
  email_confirmed: "E-mail address confirmed",
  email_changed: "E-mail address changed (we told the old address)",
  address_added: "Withdrawal address added to the address book (we e-mailed you)",
  address_removed: "Withdrawal address removed from the address book",
  account_created: "Account created",
  passkey_added: "Passkey added (we e-mailed you)",
  passkey_removed: "Passkey removed",
  passkey_refused: "A passkey sign-in or confirmation was refused",
  step_up: "Confirmed it's you before a security change",
} as const satisfies Record<string, string>;
export type TSecurityEventKind = keyof typeof SECURITY_EVENT_TEXT;

export const ZSecurityEvent = z.object({
  id: z.string(),
  /** One of SECURITY_EVENT_TEXT's keys (a string, so events of newer kinds still list). */
  kind: z.string(),
  text: z.string(),
  detail: z.string().nullable(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TSecurityEvent = z.infer<typeof ZSecurityEvent>;

/** A code from the authenticator app (6 digits) or a recovery code (letters and digits, dashes allowed). */
export const ZOneTimeCode = z
  .string({ error: SECURITY_MESSAGES.codeRequired })
  .trim()
  .min(1, SECURITY_MESSAGES.codeRequired)
  .max(32, SECURITY_MESSAGES.codeWrong);

export const ZTwoFactorStatus = z.object({
  isEnabled: z.boolean(),
  enabledAt: ZTimestamp.nullable(),
  recoveryCodesLeft: z.number(),
  /** Admins must have it before any admin action. */
  isRequired: z.boolean(),
  /** This session passed the second factor (at sign-in or when it was turned on). */
  isSessionVerified: z.boolean(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

export const ZTwoFactorSetup = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  otpauthUrl: z.string(),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

export const ZTwoFactorCodeRequest = z.strictObject({ code: ZOneTimeCode });
export type TTwoFactorCodeRequest = z.infer<typeof ZTwoFactorCodeRequest>;

export const ZTwoFactorDisableRequest = z.strictObject({
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(PASSWORD_MAX),
  code: ZOneTimeCode,
});
export type TTwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequest>;

export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

export const ZChangePasswordRequest = z
  .strictObject({
    currentPassword: z
      .string({ error: "Enter your current password" })
      .min(1, "Enter your current password")
      .max(PASSWORD_MAX),
    password: ZNewPassword,
    confirmPassword: ZConfirmPassword,
  })
  .refine(passwordsMatch.check, passwordsMatch.options);
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** A passkey as the security page lists it. */
export const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: ZTimestamp,
  lastUsedAt: ZTimestamp.nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

export const ZPasskeyName = z
  .string({ error: "Give the passkey a name" })
  .trim()
  .min(1, "Give the passkey a name")
  .max(40, "Keep the name under 40 characters");

/**
 * What the browser's WebAuthn call answered (@simplewebauthn/browser's JSON), checked in depth by the
 * server's verification; here only its shape and size.
 */
export const ZWebAuthnResponse = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .loose();
export type TWebAuthnResponse = z.infer<typeof ZWebAuthnResponse>;

export const ZPasskeyRegisterRequest = z.strictObject({ name: ZPasskeyName, response: ZWebAuthnResponse });
export const ZPasskeyRenameRequest = z.strictObject({ name: ZPasskeyName });
export const ZPasskeyAssertionRequest = z.strictObject({ response: ZWebAuthnResponse });
/** The browser's WebAuthn options (@simplewebauthn/server's JSON), passed through to the browser as they are. */
export const ZWebAuthnOptions = z.record(z.string(), z.unknown());
