import { REDIRECT_AFTER_SIGNUP_MS } from "@vaultline/shared";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { RegisterForm } from "../../features/auth/components/register-form.tsx";

export function Component() {
  const navigate = useNavigate();
  // Where the visitor was going (e.g. the course, to start the trial): the sign-in page returns there.
  const state = useLocation().state as { from?: unknown } | null;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <AuthLayout title="Create your account" subtitle="It takes a minute. You can verify your identity later.">
      <RegisterForm
        onSuccess={() =>
          (timer.current = setTimeout(
            () => navigate(paths.login, { state: state?.from ? { from: state.from } : null }),
            REDIRECT_AFTER_SIGNUP_MS,
          ))
        }
      />
    </AuthLayout>
  );
}
