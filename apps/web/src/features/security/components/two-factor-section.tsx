import { useState } from "react";
import { Card, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useTwoFactorStatus } from "../api/get-two-factor-status.ts";
import { RecoveryCodesList } from "./recovery-codes-list.tsx";
import { TwoFactorManage } from "./two-factor-manage.tsx";
import { TwoFactorSetup } from "./two-factor-setup.tsx";

/** Two-factor authentication (TOTP): set it up, make new recovery codes, or turn it off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  // Recovery codes just made: shown until the member says they are saved, never again.
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink-900">Two-factor authentication</h2>
      <p className="mt-1 text-sm text-slate-600">
        Signing in and withdrawing also ask for a 6-digit code from an authenticator app on your phone, so a stolen
        password alone cannot open your account.
      </p>
      {status.isError && <ErrorNotice message={status.error.message} onRetry={() => status.refetch()} />}
      {status.isPending && <Skeleton className="mt-3 h-16 w-full" />}
      {newCodes ? (
        <RecoveryCodesList codes={newCodes} onDone={() => setNewCodes(null)} />
      ) : status.data?.isEnabled ? (
        <TwoFactorManage status={status.data} onNewCodes={setNewCodes} />
      ) : (
        status.data && <TwoFactorSetup isRequired={status.data.isRequired} onEnabled={setNewCodes} />
      )}
    </Card>
  );
}
