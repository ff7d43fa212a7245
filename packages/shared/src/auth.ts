import { z } from "zod";
import {
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGN_IN_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from "./constants.ts";
import { LEGAL_MESSAGES } from "./legal-messages.ts";

// Messages are the sketch's, verbatim (docs/product-rules.md §7.4): the forms and the API show the same text.
// A new password is 8 to 128 characters with no composition rules; the server also refuses one found in
// its list of common and leaked passwords (docs/security.md).
export const ZNewPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN, `Password is too short - should be ${PASSWORD_MIN} chars minimum`)
  .max(PASSWORD_MAX, "Password is too long");
const password = ZNewPassword;
/** A new password typed again; `passwordsMatch` checks the two are the same. */
export const ZConfirmPassword = z.string({ error: "Confirm password" }).min(1, "Confirm password");
// Sign-in takes the shorter passwords of older accounts (they are asked to change them).
const signInPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(SIGN_IN_PASSWORD_MIN, `Password is too short - should be ${SIGN_IN_PASSWORD_MIN} chars minimum`)
  .max(PASSWORD_MAX, "Password is too long");

const name = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .min(NAME_MIN, "It is too short")
    .max(NAME_MAX, "It is too long");

export const ZEmail = z
  .string({ error: "email is required" })
  .trim()
  .min(1, "email is required")
  .max(EMAIL_MAX, "Please input a valid email")
  .pipe(z.email("Please input a valid email"));

export const ZLoginRequest = z.strictObject({
  username: z
    .string({ error: "Enter a valid email" })
    .trim()
    .min(1, "Enter a valid email")
    .max(EMAIL_MAX, "Enter a valid email"),
  password: signInPassword,
  /** Asked only of accounts with two-factor authentication: the app's code or a recovery code. */
  code: z.string().trim().max(32, "That code is not valid").optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

const signupFields = {
  firstname: name("Please enter your First name"),
  lastname: name("Please enter your Last name"),
  email: ZEmail,
  username: z
    .string({ error: "Enter a unique username" })
    .trim()
    .min(1, "Enter a unique username")
    .min(USERNAME_MIN, "It is too short")
    .max(USERNAME_MAX, "Max length reached ")
    .regex(/^[A-Za-z0-9_.-]+$/, "Use letters, digits, '.', '_' or '-' only"),
  password,
  confirmPassword: ZConfirmPassword,
};
// A refinement, not a literal: a continuable issue, so the form still shows the other fields' messages.
const acceptedTerms = z
  .boolean({ error: LEGAL_MESSAGES.mustAcceptTerms })
  .refine((accepted) => accepted, LEGAL_MESSAGES.mustAcceptTerms);
/** A form with a new password and its confirmation refines with this: the issue is on `confirmPassword`. */
export const passwordsMatch = {
  check: (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword,
  options: { message: "Password does not match", path: ["confirmPassword"] },
};

export const ZSignupRequest = z
  .strictObject({
    ...signupFields,
    /**
     * The terms of use in force are accepted. Optional because the sketch's own client sends no such
     * field: such an account is made without it and asked to accept at its next sign-in. Sent, it
     * must be true.
     */
    acceptTerms: acceptedTerms.optional(),
  })
  .refine(passwordsMatch.check, passwordsMatch.options);
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

/** The sign-up form: our own form always asks for the terms. */
export const ZSignupForm = z
  .strictObject({ ...signupFields, acceptTerms: acceptedTerms })
  .refine(passwordsMatch.check, passwordsMatch.options);
export type TSignupForm = z.infer<typeof ZSignupForm>;

export const ZForgotPasswordRequest = z.strictObject({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .strictObject({ password, confirmPassword: ZConfirmPassword })
  .refine(passwordsMatch.check, passwordsMatch.options);
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZResetTokenParams = z.object({
  resettoken: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Invalid or expired reset link. Please request a new one."),
});
