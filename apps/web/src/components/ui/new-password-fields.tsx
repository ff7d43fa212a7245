import { useFormContext } from "react-hook-form";
import { FormTextField } from "./form-controls.tsx";
import { PasswordStrength } from "./password-strength.tsx";
import { TextField } from "./text-field.tsx";

type NewPassword = { password: string; confirmPassword: string };

/**
 * A new password typed twice, with its strength shown while it is typed. The form's schema checks
 * that both match (the message sits on the confirmation, re-checked as the password changes).
 * Used inside `Form`.
 */
export function NewPasswordFields({
  label = "Password",
  confirmLabel = "Confirm password",
}: {
  label?: string;
  confirmLabel?: string;
}) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<NewPassword>();
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password", { deps: ["confirmPassword"] })}
      />
      <PasswordStrength password={watch("password")} />
      <FormTextField name="confirmPassword" label={confirmLabel} type="password" autoComplete="new-password" />
    </>
  );
}
