import type { HTMLAttributes } from "react";
import { useFormContext } from "react-hook-form";
import { TextField } from "./text-field.tsx";

type Identity = { password: string; code: string };

/**
 * The part of a member's form that proves it is them before a sensitive change: the current
 * password, and the two-factor code when the change needs one. (An admin's money decision asks for
 * its second factor differently: `StepUpConfirm` asks only once the server wants it again.)
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
  const {
    register,
    formState: { errors },
  } = useFormContext<Identity>();
  return (
    <>
      {withPassword && (
        <TextField
          label={passwordLabel}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
      )}
      {withCode && (
        <TextField
          label={codeLabel}
          hint={codeHint}
          inputMode={codeInputMode}
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register("code")}
        />
      )}
    </>
  );
}
