import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "../../config/paths.ts";
import { useSession } from "../../lib/auth.tsx";
import { PageSpinner } from "../ui/spinner.tsx";

// Set by a deliberate logout: the page then goes home ("You are logged out"), not to the sign-in page.
let hasLoggedOut = false;

export function markLoggedOut(): void {
  hasLoggedOut = true;
}

/**
 * Signed-in only: without a token → /login, and back here after logging in. `loading` shows while
 * the account is fetched (the page's skeleton, composed in app/).
 */
export function RequireAuth({ children, loading }: { children: ReactNode; loading?: ReactNode }) {
  const { isAuthenticated, isLoading, user } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    if (hasLoggedOut) return <Navigate to={paths.home} replace />;
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  hasLoggedOut = false;
  if (isLoading || !user) return loading ?? <PageSpinner />;
  return children;
}

/** Admins only: others go to the home page. The server refuses them too. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return <RequireAuth>{user && !user.isAdmin ? <Navigate to={paths.home} replace /> : children}</RequireAuth>;
}

/** Verified users only: others are sent to /verification. */
export function RequireVerified({ children, loading }: { children: ReactNode; loading?: ReactNode }) {
  const { user } = useSession();
  return (
    <RequireAuth loading={loading}>
      {user && !user.isVerified ? <Navigate to={paths.verification} replace /> : children}
    </RequireAuth>
  );
}
