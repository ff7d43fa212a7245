import { REDIRECT_AFTER_RESET_MS } from "@vaultline/shared";
import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { paths } from "../../config/paths.ts";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form.tsx";

export function Component() {
  const { resettoken = "" } = useParams();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <AuthLayout title="Choose a new password" subtitle="The link in your e-mail works once, for one hour.">
      <ResetPasswordForm
        token={resettoken}
        onSuccess={() => (timer.current = setTimeout(() => navigate(paths.login), REDIRECT_AFTER_RESET_MS))}
      />
    </AuthLayout>
  );
}
