import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form.tsx";

export function Component() {
  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your e-mail and we will send you a reset link.">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
