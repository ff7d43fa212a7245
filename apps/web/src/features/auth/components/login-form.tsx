import { type TUser, ZLoginRequest } from "@vaultline/shared";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { FormTextField } from "../../../components/ui/form-controls.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useIsHydrated } from "../../../lib/hydration.ts";
import { canUsePasskeys } from "../../../lib/webauthn.ts";
import { type SignedIn, useLogin } from "../api/login.ts";
import { usePasskeyLogin } from "../api/login-with-passkey.ts";

type OnSignedIn = (token: string, user: TUser, mustChangePassword: boolean) => void | Promise<void>;

export function LoginForm({ onSuccess }: { onSuccess: OnSignedIn }) {
  const { showBanner, clearBanner } = useBanner();
  const mutation = useLogin();
  const passkey = usePasskeyLogin();
  const isHydrated = useIsHydrated();
  // Kept first, welcomed after: the banner never shows before the session is stored. The server says
  // "welcome back" only to a member who has signed in before.
  const finish = async (result: SignedIn) => {
    await onSuccess(result.token ?? "", result.data, result.mustChangePassword ?? false);
    showBanner(result.message, "success");
  };
  const signInWithPasskey = async () => {
    clearBanner();
    const result = await passkey.mutateAsync().catch((error: unknown) => {
      showBanner(errorMessage(error), "error");
      return null;
    });
    if (result) await finish(result);
  };
  // The server asks for the second factor (401 on the `code` field) once the password is right.
  const [codeError, setCodeError] = useState<string | null>(null);
  const needsCode = codeError !== null;
  return (
    <Form
      schema={ZLoginRequest}
      defaultValues={{ username: "", password: "" }}
      aria-label="Log in"
      onSubmit={async (values, form) => {
        clearBanner();
        try {
          await finish(await mutation.mutateAsync(values));
        } catch (error) {
          // An account whose second factor is a passkey: the passkey signs in on its own.
          if (error instanceof ApiError && error.details.some((d) => d.field === "passkey")) {
            showBanner(error.message, "error");
            return;
          }
          const onCode = error instanceof ApiError ? error.details.find((d) => d.field === "code") : undefined;
          if (!onCode) {
            showBanner(errorMessage(error), "error");
            return;
          }
          // The password was right: asking for the code is the next step, not an error. A code that
          // was sent and refused is shown on the field. A fresh code is needed either way.
          setCodeError(values.code ? onCode.message : "");
          form.setValue("code", "");
          // The field appears with the next render.
          setTimeout(() => form.setFocus("code"));
        }
      }}
    >
      {({ register, formState: { errors, isValid, isDirty } }) => (
        <>
          <FormTextField name="username" label="Username or e-mail" autoComplete="username" />
          <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
          {needsCode && (
            <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-ink-900">
              <span className="font-semibold">Step 2 of 2.</span> Password accepted: now enter your authentication code.
            </p>
          )}
          {needsCode && (
            <TextField
              label="Authentication code"
              hint="The 6-digit code from your authenticator app, or one of your recovery codes"
              autoComplete="one-time-code"
              inputMode="text"
              error={errors.code?.message ?? (codeError || undefined)}
              {...register("code", { onChange: () => setCodeError("") })}
            />
          )}
          <div className="flex justify-end">
            <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </div>
          <Button type="submit" disabled={!isValid || !isDirty} isLoading={mutation.isPending}>
            Log in
          </Button>
          {/* The pre-rendered page cannot know whether this browser has passkeys; nearly every one has,
              so it shows the button (disabled with the form until hydrated) and the form does not
              shift when it appears. A browser without them loses it once hydrated. */}
          {(!isHydrated || canUsePasskeys()) && (
            <Button type="button" variant="secondary" isLoading={passkey.isPending} onClick={signInWithPasskey}>
              <KeyRound size={16} aria-hidden="true" /> Sign in with a passkey
            </Button>
          )}
          <p className="text-center text-sm text-slate-600">
            New to Vaultline?{" "}
            <Link to={paths.register} className="font-semibold text-brand-700 hover:underline">
              Sign up
            </Link>
          </p>
        </>
      )}
    </Form>
  );
}
