import {
  formatDuration,
  SETTINGS_LOCK_DAYS_MAX,
  SETTINGS_LOCK_DAYS_MIN,
  ZSettingsLockRequest,
  ZSettingsUnlockRequest,
} from "@vaultline/shared";
import { Lock } from "lucide-react";
import { ConfirmIdentityForm } from "../../../components/ui/confirm-identity-fields.tsx";
import { FormTextField } from "../../../components/ui/form-controls.tsx";
import { Card } from "../../../components/ui/misc.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useAccountGuard } from "../api/get-account-guard.ts";
import { useLockSettings } from "../api/lock-settings.ts";
import { useUnlockSettings } from "../api/unlock-settings.ts";

/** Lock the security settings for a delay of the member's choosing; unlocking waits that long. */
export function SettingsLockSection() {
  const guard = useAccountGuard();
  const lockedAt = guard.data?.settingsLockedAt ?? null;
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Lock size={18} aria-hidden="true" /> Settings lock
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Lock your password, e-mail, two-factor, passkeys and address book so nobody, not even someone with your
        password, can change them quickly. You choose how long unlocking takes ({SETTINGS_LOCK_DAYS_MIN} to{" "}
        {SETTINGS_LOCK_DAYS_MAX} days). We e-mail you every time someone asks to unlock, with a link to freeze the
        account if it was not you.
      </p>
      {lockedAt ? (
        <Locked
          since={lockedAt}
          lockDays={guard.data?.settingsLockDays ?? SETTINGS_LOCK_DAYS_MIN}
          unlockAt={guard.data?.settingsUnlockAt ?? null}
        />
      ) : (
        <LockForm />
      )}
    </Card>
  );
}

function LockForm() {
  const lock = useLockSettings();
  return (
    <ConfirmIdentityForm
      schema={ZSettingsLockRequest}
      defaultValues={{ days: 7 }}
      aria-label="Lock security settings"
      className="mt-3 flex max-w-md flex-col gap-3"
      mutation={lock}
      submitLabel="Lock my settings"
    >
      <FormTextField
        name="days"
        label="Days to unlock"
        type="number"
        min={SETTINGS_LOCK_DAYS_MIN}
        max={SETTINGS_LOCK_DAYS_MAX}
      />
    </ConfirmIdentityForm>
  );
}

function Locked({ since, lockDays, unlockAt }: { since: string; lockDays: number; unlockAt: string | null }) {
  const unlock = useUnlockSettings();
  return (
    <div className="mt-3 flex flex-col gap-3">
      <p role="status" className="rounded-xl border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900">
        Locked since {formatDateTime(since)}.{" "}
        {unlockAt
          ? `They unlock on ${formatDateTime(unlockAt)}; until then no security setting can change.`
          : `Unlocking takes ${formatDuration(lockDays, "day")} from when you ask.`}
      </p>
      {!unlockAt && (
        <ConfirmIdentityForm
          schema={ZSettingsUnlockRequest}
          aria-label="Unlock security settings"
          mutation={unlock}
          submitLabel={`Ask to unlock (${formatDuration(lockDays, "day")})`}
          submitVariant="secondary"
        />
      )}
    </div>
  );
}
