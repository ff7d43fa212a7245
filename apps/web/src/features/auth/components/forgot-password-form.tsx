import { MESSAGES, ZForgotPasswordRequest } from "@vaultline/shared";
import { Link } from "react-router";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { FormTextField } from "../../../components/ui/form-controls.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useForgotPassword } from "../api/forgot-password.ts";

export function ForgotPasswordForm() {
  const { showBanner, clearBanner } = useBanner();
  const mutation = useForgotPassword();
  return (
    <Form
      schema={ZForgotPasswordRequest}
      defaultValues={{ email: "" }}
      aria-label="Forgot password"
      onSubmit={async (values) => {
        clearBanner();
        try {
          await mutation.mutateAsync(values);
          showBanner(MESSAGES.resetSent, "success", 5000);
        } catch (error) {
          showBanner(errorMessage(error), "error");
        }
      }}
    >
      {({ watch }) => (
        <>
          <FormTextField name="email" label="E-mail" type="email" autoComplete="email" />
          <Button type="submit" disabled={!watch("email")} isLoading={mutation.isPending}>
            Reset password
          </Button>
          {mutation.isSuccess && (
            <p className="text-sm text-slate-600">
              If an account uses this address, a link valid for one hour is on its way. Check your inbox and spam
              folder.
            </p>
          )}
          <Link to={paths.login} className="text-center text-sm font-medium text-brand-700 hover:underline">
            Back to log in
          </Link>
        </>
      )}
    </Form>
  );
}
