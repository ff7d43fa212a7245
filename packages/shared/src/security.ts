import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./constants.ts";

// Sessions, password changes and the security events a member sees on /security.

export { SECURITY_MESSAGES } from "./security-messages.ts";

export const ZSession = z.object({
  _id: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;

export const SECURITY_EVENT_KINDS = [
  "sign_in",
  "sign_in_new_device",
  "sign_in_failed",
  "signed_out",
  "session_ended",
  "other_sessions_ended",
  "password_changed",
  "password_reset",
  "email_confirmed",
  "email_changed",
  "address_added",
  "address_removed",
] as const;
export type TSecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** Each event in plain words, as the security page says it. */
export const SECURITY_EVENT_TEXT: Record<TSecurityEventKind, string> = {
  sign_in: "Signed in",
  sign_in_new_device: "Signed in from a new device or address (we e-mailed you)",
  sign_in_failed: "Someone tried to sign in with a wrong password",
  signed_out: "Signed out",
  session_ended: "A device was signed out from this page",
  other_sessions_ended: "Every other device was signed out",
  password_changed: "Password changed; every other device was signed out",
  password_reset: "Password reset by e-mail link; every device was signed out",
  email_confirmed: "E-mail address confirmed",
  email_changed: "E-mail address changed (we told the old address)",
  address_added: "Withdrawal address added to the address book (we e-mailed you)",
  address_removed: "Withdrawal address removed from the address book",
};

export const ZSecurityEvent = z.object({
  _id: z.string(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  text: z.string(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type TSecurityEvent = z.infer<typeof ZSecurityEvent>;

export const ZChangePasswordRequest = z
  .strictObject({
    currentPassword: z
      .string({ error: "Enter your current password" })
      .min(1, "Enter your current password")
      .max(PASSWORD_MAX),
    password: z
      .string({ error: "Password is required" })
      .min(1, "Password is required")
      .min(PASSWORD_MIN, "Password is too short - should be 6 chars minimum")
      .max(PASSWORD_MAX, "Password is too long"),
    confirmPassword: z.string({ error: "Confirm password" }).min(1, "Confirm password"),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Password does not match", path: ["confirmPassword"] });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
