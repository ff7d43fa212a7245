import { SECURITY_MESSAGES } from "@vaultline/shared";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { useTwoFactorStatus } from "../api/get-two-factor-status.ts";

/**
 * Inside the admin guard: an admin without two-factor (or in a session that did not pass it) goes to
 * the security page, which says why. The server refuses every admin call in that case anyway.
 */
export function RequireAdminTwoFactor({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  if (status.isPending) return <PageSpinner />;
  if (status.data && !(status.data.isEnabled && status.data.isSessionVerified)) {
    const notice = status.data.isEnabled ? SECURITY_MESSAGES.sessionNotVerified : SECURITY_MESSAGES.setupRequired;
    return <Navigate to={paths.security} replace state={{ notice }} />;
  }
  return children;
}
