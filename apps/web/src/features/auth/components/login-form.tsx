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
          if (onCode) {
            // A fresh code is needed either way (a wrong one will not become right, a used one cannot be reused).
            setCodeError(values.code ? onCode.message : "");
            form.setValue("code", "");
            // The field appears with the next render.
            setTimeout(() => form.setFocus("code"));
          }
          showBanner(errorMessage(error), "error");
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
