import { SECURITY_MESSAGES, type TUser } from "@vaultline/shared";
import { useState } from "react";
import { type Location, Navigate, useLocation } from "react-router";
import { paths } from "../../config/paths.ts";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { LoginForm } from "../../features/auth/components/login-form.tsx";
import { getTwoFactorStatus } from "../../features/security/api/security-calls.ts";
import { useSession } from "../../lib/auth.tsx";

type Next = { to: string; state?: { notice: string } };

/** An admin without two-factor goes to the security page to set it up first (the admin area needs it). */
async function nextAfterSignIn(token: string, user: TUser, target: string): Promise<Next> {
  if (!user.isAdmin) return { to: target };
  const status = await getTwoFactorStatus(token).catch(() => null);
  return status && !status.isEnabled
    ? { to: paths.security, state: { notice: SECURITY_MESSAGES.setupRequired } }
    : { to: target };
}

export function Component() {
  const { isAuthenticated, signIn } = useSession();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  // Back to where the member was going, else their dashboard (not the marketing page).
  const target = from ? `${from.pathname}${from.search}` : paths.dashboard;
  const [next, setNext] = useState<Next | null>(null);
  if (isAuthenticated) return <Navigate to={next?.to ?? target} replace state={next?.state} />;
  return (
    <AuthLayout title="Welcome back" subtitle="Log in to your Vaultline account.">
      <LoginForm
        onSuccess={async (token, user) => {
          const after = await nextAfterSignIn(token, user, target);
          // One render with both: the <Navigate> above takes the member there.
          setNext(after);
          signIn(token, user);
        }}
      />
    </AuthLayout>
  );
}
