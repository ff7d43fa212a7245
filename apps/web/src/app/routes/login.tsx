import { SECURITY_MESSAGES, type TUser } from "@vaultline/shared";
import { useEffect, useState } from "react";
import { type Location, Navigate, useLocation } from "react-router";
import { WarningNotice } from "../../components/ui/warning-notice.tsx";
import { paths } from "../../config/paths.ts";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { LoginForm } from "../../features/auth/components/login-form.tsx";
import { getTwoFactorStatus } from "../../features/security/api/get-two-factor-status.ts";
import { useSession } from "../../lib/auth.tsx";
import { forgetSignOutReason, readSignOutReason } from "../../lib/session-storage.ts";

type Next = { to: string; state?: { notice: string } };

/** An admin without two-factor goes to the security page to set it up first (the admin area needs it). */
async function nextAfterSignIn(token: string, user: TUser, target: string, mustChangePassword: boolean): Promise<Next> {
  // A password today's rules refuse (too short, or leaked) is changed first.
  if (mustChangePassword) return { to: paths.security, state: { notice: SECURITY_MESSAGES.passwordChangeRequired } };
  if (!user.isAdmin) return { to: target };
  const status = await getTwoFactorStatus(token).catch(() => null);
  return status && !status.isEnabled
    ? { to: paths.security, state: { notice: SECURITY_MESSAGES.setupRequired } }
    : { to: target };
}

/** Back to where the user was going, else their home: the admin area for an admin, the dashboard for a member. */
function targetAfterSignIn(from: Location | undefined, isAdmin: boolean): string {
  if (from) return `${from.pathname}${from.search}`;
  return isAdmin ? paths.admin.dashboard : paths.dashboard;
}

export function Component() {
  const { isAuthenticated, isAdmin, signIn } = useSession();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  const [next, setNext] = useState<Next | null>(null);
  // Why the last session ended (expired, signed out elsewhere, password changed), said once.
  const [endedReason] = useState(() => (typeof window === "undefined" ? null : readSignOutReason()));
  useEffect(forgetSignOutReason, []);
  if (isAuthenticated) {
    const to = next?.to ?? targetAfterSignIn(from, isAdmin);
    return <Navigate to={to} replace state={next?.state} />;
  }
  return (
    <AuthLayout title="Log in" subtitle="Log in to your Vaultline account.">
      {endedReason && (
        <WarningNotice role="status" className="mb-4 p-3">
          {endedReason}
        </WarningNotice>
      )}
      <LoginForm
        onSuccess={async (token, user, mustChangePassword) => {
          const after = await nextAfterSignIn(token, user, targetAfterSignIn(from, user.isAdmin), mustChangePassword);
          // One render with both: the <Navigate> above takes the member there.
          setNext(after);
          signIn(token, user);
        }}
      />
    </AuthLayout>
  );
}
