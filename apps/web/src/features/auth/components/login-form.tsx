import { MESSAGES, type TUser, ZLoginRequest } from "@vaultline/shared";
import { useState } from "react";
import { Link } from "react-router";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useLogin } from "../api/auth-calls.ts";

export function LoginForm({ onSuccess }: { onSuccess: (token: string, user: TUser) => void | Promise<void> }) {
  const { showBanner, clearBanner } = useBanner();
  const mutation = useLogin();
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
          const result = await mutation.mutateAsync(values);
          // Kept first, welcomed after: the banner never shows before the session is stored.
          await onSuccess(result.token ?? "", result.data);
          showBanner(MESSAGES.welcomeBack(result.data.username), "success");
        } catch (error) {
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
          <TextField
            label="Username or e-mail"
            autoComplete="username"
            error={errors.username?.message}
            {...register("username")}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register("password")}
          />
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
