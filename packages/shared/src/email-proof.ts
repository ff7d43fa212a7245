import { z } from "zod";
import { ZEmail } from "./auth.ts";
import { PASSWORD_MAX } from "./constants.ts";

// E-mail proof: a one-use link (24 h) confirms the address at sign-up and any new address.

export const EMAIL_LINK_LIFETIME_HOURS = 24;

export const EMAIL_MESSAGES = {
  confirmFirst: "Confirm your e-mail address first: we sent you a link",
  confirmed: "E-mail address confirmed",
  changed: (email: string) => `Your e-mail address is now ${email}`,
  linkInvalid: "This link has expired or was already used. Send a new link.",
  linkSent: (email: string) => `We sent a new link to ${email}. It works for 24 hours, once.`,
  alreadyConfirmed: "Your e-mail address is already confirmed",
  changeSent: (email: string) =>
    `We sent a link to ${email}. Your address changes when you open it; until then it stays as it is.`,
  sameEmail: "This is already your e-mail address",
  emailTaken: "An account with this e-mail already exists",
  wrongPassword: "Your current password is not right",
} as const;

export const ZConfirmEmailRequest = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, EMAIL_MESSAGES.linkInvalid),
});
export type TConfirmEmailRequest = z.infer<typeof ZConfirmEmailRequest>;

export const ZChangeEmailRequest = z.strictObject({
  email: ZEmail,
  password: z.string({ error: "Enter your current password" }).min(1, "Enter your current password").max(PASSWORD_MAX),
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

/** The member's address, whether it is proven, and a change waiting for its link. */
export const ZEmailStatus = z.object({
  email: z.string(),
  isConfirmed: z.boolean(),
  pendingEmail: z.string().nullable(),
});
export type TEmailStatus = z.infer<typeof ZEmailStatus>;
