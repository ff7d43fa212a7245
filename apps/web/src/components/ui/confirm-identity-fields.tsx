import type { ComponentProps, HTMLAttributes } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { FormTextField, MutationForm } from "./form-controls.tsx";

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

/**
 * A security change sent with the member's proof: `children` (its own fields, a note), then the
 * identity fields (`identity`), which start empty; `defaultValues` holds only the other fields'.
 */
export function ConfirmIdentityForm<S extends z.ZodType<FieldValues, FieldValues>, R>({
  identity = {},
  defaultValues,
  className = "flex max-w-md flex-col gap-3",
  children,
  ...props
}: Omit<ComponentProps<typeof MutationForm<S, R>>, "defaultValues"> & {
  identity?: ComponentProps<typeof ConfirmIdentityFields>;
  defaultValues?: Partial<DefaultValues<z.input<S>>>;
}) {
  const empty = { ...(identity.withPassword !== false && { password: "" }), ...(identity.withCode && { code: "" }) };
  return (
    <MutationForm
      {...props}
      className={className}
      defaultValues={{ ...empty, ...defaultValues } as DefaultValues<z.input<S>>}
    >
      {children}
      <ConfirmIdentityFields {...identity} />
    </MutationForm>
  );
}
