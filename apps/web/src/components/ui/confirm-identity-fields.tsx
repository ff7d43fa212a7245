import type { HTMLAttributes } from "react";
import { FormTextField } from "./form.tsx";

/**
 * The part of a member's form that proves it is them before a sensitive change: the current
 * password, and the two-factor code when the change needs one. (An admin's money decision asks for
 * its second factor differently: `StepUpConfirm` asks only once the server wants it again.)
 * The form's fields are `password` and `code`.
 */
export function ConfirmIdentityFields({
  withPassword = true,
  passwordLabel = "Password",
  withCode = false,
  codeLabel = "Code",
  codeHint,
  codeInputMode,
}: {
  withPassword?: boolean;
  passwordLabel?: string;
  /** Ask for the two-factor code too (the form's schema then requires it). */
  withCode?: boolean;
  codeLabel?: string;
  codeHint?: string;
  /** "numeric" where only the app's code is taken, not a recovery code. */
  codeInputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
}) {
  return (
    <>
      {withPassword && (
        <FormTextField name="password" label={passwordLabel} type="password" autoComplete="current-password" />
      )}
      {withCode && (
        <FormTextField
          name="code"
          label={codeLabel}
          hint={codeHint}
          inputMode={codeInputMode}
          autoComplete="one-time-code"
        />
      )}
    </>
  );
}
