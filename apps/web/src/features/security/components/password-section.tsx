import { ZChangePasswordRequest } from "@vaultline/shared";
import { FormTextField, MutationForm } from "../../../components/ui/form-controls.tsx";
import { Card } from "../../../components/ui/misc.tsx";
import { NewPasswordFields } from "../../../components/ui/new-password-fields.tsx";
import { useChangePassword } from "../api/change-password.ts";

/** Change the password with the current one; every other device is signed out. */
export function PasswordSection() {
  const change = useChangePassword();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink-900">Password</h2>
      <p className="mt-1 text-sm text-slate-600">
        Use at least 8 characters; a few unrelated words are long and easy to remember. No digits or symbols are
        required, but a password found in lists of leaked passwords is refused, because thieves try those first.
        Changing it signs out every other device.
      </p>
      <MutationForm
        schema={ZChangePasswordRequest}
        defaultValues={{ currentPassword: "", password: "", confirmPassword: "" }}
        aria-label="Change password"
        className="mt-3 flex max-w-md flex-col gap-4"
        mutation={change}
        submitLabel="Change password"
      >
        <FormTextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields label="New password" confirmLabel="Confirm new password" />
      </MutationForm>
    </Card>
  );
}
