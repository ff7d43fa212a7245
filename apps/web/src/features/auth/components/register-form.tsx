import { type TSignupForm, type TUser, ZSignupForm } from "@vaultline/shared";
import { Link, useLocation } from "react-router";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { FormTextField } from "../../../components/ui/form-controls.tsx";
import { NewPasswordFields } from "../../../components/ui/new-password-fields.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSignup } from "../api/signup.ts";

const EMPTY: TSignupForm = {
  firstname: "",
  lastname: "",
  email: "",
  username: "",
  password: "",
  confirmPassword: "",
  acceptTerms: false,
};

/** On success the member is signed in with the sign-up's own session (`onSuccess` gets its token). */
export function RegisterForm({ onSuccess }: { onSuccess: (token: string, user: TUser) => void }) {
  const { showBanner, clearBanner } = useBanner();
  const mutation = useSignup();
  // A member who already has an account goes on to where they were headed.
  const headedFor = useLocation().state;
  return (
    <Form
      schema={ZSignupForm}
      defaultValues={EMPTY}
      aria-label="Register"
      onSubmit={async (values, form) => {
        clearBanner();
        try {
          const result = await mutation.mutateAsync(values);
          showBanner(
            `Welcome to Vaultline, ${result.data.name.firstname}. Your account is ready. We sent a link to ${result.data.email}: open it to confirm your e-mail address.`,
            "success",
          );
          onSuccess(result.token ?? "", result.data);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          for (const d of error.details) {
            if (d.field in EMPTY) form.setError(d.field as keyof TSignupForm, { message: d.message });
          }
          showBanner(error.message, "error");
        }
      }}
    >
      {({ register, formState: { errors, isValid, isDirty } }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField name="firstname" label="First name" autoComplete="given-name" />
            <FormTextField name="lastname" label="Last name" autoComplete="family-name" />
          </div>
          <FormTextField name="email" label="E-mail" type="email" autoComplete="email" />
          <FormTextField name="username" label="Username" autoComplete="username" />
          <NewPasswordFields />
          <div>
            <label className="flex items-start gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? "accept-terms-error" : undefined}
                {...register("acceptTerms")}
              />
              <span>
                I accept the{" "}
                <Link to={paths.legal("terms")} target="_blank" className="font-semibold text-brand-700 underline">
                  terms of use
                </Link>{" "}
                and have read the{" "}
                <Link to={paths.legal("privacy")} target="_blank" className="font-semibold text-brand-700 underline">
                  privacy notice
                </Link>{" "}
                and the{" "}
                <Link to={paths.legal("risk")} target="_blank" className="font-semibold text-brand-700 underline">
                  risk disclosure
                </Link>
                .
              </span>
            </label>
            {errors.acceptTerms && (
              <p id="accept-terms-error" className="mt-1 text-sm text-red-700">
                {errors.acceptTerms.message}
              </p>
            )}
          </div>
          <Button type="submit" disabled={!isValid || !isDirty} isLoading={mutation.isPending}>
            Create account
          </Button>
          <p className="text-center text-sm text-slate-600">
            Already have an account?{" "}
            <Link to={paths.login} state={headedFor} className="font-semibold text-brand-700 hover:underline">
              Log in
            </Link>
          </p>
        </>
      )}
    </Form>
  );
}
