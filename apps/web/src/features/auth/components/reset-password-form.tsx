import { MESSAGES, ZResetPasswordRequest } from "@vaultline/shared";
import { Link } from "react-router";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { FormError } from "../../../components/ui/misc.tsx";
import { NewPasswordFields } from "../../../components/ui/new-password-fields.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useResetPassword } from "../api/reset-password.ts";

export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const { showBanner, clearBanner } = useBanner();
  const mutation = useResetPassword();
  return (
    <Form
      schema={ZResetPasswordRequest}
      defaultValues={{ password: "", confirmPassword: "" }}
      aria-label="Reset password"
      onSubmit={async (values) => {
        clearBanner();
        try {
          await mutation.mutateAsync({ token, body: values });
          showBanner(MESSAGES.resetDone, "success", 3500);
          onSuccess();
        } catch (error) {
          showBanner(errorMessage(error), "error");
        }
      }}
    >
      {({ formState: { isValid, isDirty } }) => (
        <>
          <NewPasswordFields label="New password" />
          <FormError error={mutation.error} />
          {mutation.isError && (
            <Link to={paths.forgotPassword} className="text-sm font-semibold text-brand-700 underline">
              Send a new link
            </Link>
          )}
          <Button type="submit" disabled={!isValid || !isDirty || mutation.isSuccess} isLoading={mutation.isPending}>
            Set new password
          </Button>
        </>
      )}
    </Form>
  );
}
