import { REDIRECT_AFTER_SIGNUP_MS } from "@vaultline/shared";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { RegisterForm } from "../../features/auth/components/register-form.tsx";

export function Component() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <AuthLayout title="Create your account" subtitle="It takes a minute. You can verify your identity later.">
      <RegisterForm
        onSuccess={() => (timer.current = setTimeout(() => navigate(paths.login), REDIRECT_AFTER_SIGNUP_MS))}
      />
    </AuthLayout>
  );
}
