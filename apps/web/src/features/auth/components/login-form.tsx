import { MESSAGES, type TUser, ZLoginRequest } from "@vaultline/shared";
import { Link } from "react-router";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLogin } from "../api/auth-calls.ts";

export function LoginForm({ onSuccess }: { onSuccess: (token: string, user: TUser) => void }) {
  const { showBanner, clearBanner } = useBanner();
  const mutation = useLogin();
  return (
    <Form
      schema={ZLoginRequest}
      defaultValues={{ username: "", password: "" }}
      aria-label="Log in"
      onSubmit={async (values) => {
        clearBanner();
        try {
          const result = await mutation.mutateAsync(values);
          showBanner(MESSAGES.welcomeBack(result.data.username), "success");
          onSuccess(result.token ?? "", result.data);
        } catch (error) {
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
