import { type Location, Navigate, useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { LoginForm } from "../../features/auth/components/login-form.tsx";
import { useSession } from "../../lib/auth.tsx";

export function Component() {
  const { isAuthenticated, signIn } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  // Back to where the member was going, else their dashboard (not the marketing page).
  const target = from ? `${from.pathname}${from.search}` : paths.dashboard;
  if (isAuthenticated) return <Navigate to={target} replace />;
  return (
    <AuthLayout title="Welcome back" subtitle="Log in to your Vaultline account.">
      <LoginForm
        onSuccess={(token, user) => {
          signIn(token, user);
          navigate(target, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
