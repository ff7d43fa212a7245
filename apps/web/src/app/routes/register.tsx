import { Navigate, useLocation } from "react-router";
import { paths } from "../../config/paths.ts";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { RegisterForm } from "../../features/auth/components/register-form.tsx";
import { useSession } from "../../lib/auth.tsx";

export function Component() {
  const { isAuthenticated, signIn } = useSession();
  // Where the visitor was going (e.g. the course, to start the trial): the new member goes on there.
  const from = (useLocation().state as { from?: { pathname: string; search?: string } } | null)?.from;
  if (isAuthenticated) return <Navigate to={from ? `${from.pathname}${from.search ?? ""}` : paths.dashboard} replace />;
  return (
    <AuthLayout title="Create your account" subtitle="It takes a minute. You can verify your identity later.">
      {/* The sign-up's session signs the member in at once: no second sign-in, no unused device. */}
      <RegisterForm onSuccess={(token, user) => signIn(token, user)} />
    </AuthLayout>
  );
}
