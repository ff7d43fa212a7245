import type { TUserOverview } from "@vaultline/shared";
import { Lock, Snowflake } from "lucide-react";
import { formatDateTime } from "../../../lib/format.ts";

/** A frozen account or locked settings, said above everything else on the user page. */
export function AccountGuardNotice({ guard }: { guard: TUserOverview["guard"] }) {
  if (!guard.frozenAt && !guard.settingsLockedAt) return null;
  return (
    <div className="flex flex-col gap-2">
      {guard.frozenAt && (
        <p role="status" className="flex gap-2 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <Snowflake size={18} aria-hidden="true" className="shrink-0" />
          <span>
            <strong>Account frozen</strong> by the member since {formatDateTime(guard.frozenAt)}: every session was
            ended and no withdrawal can be requested or approved.{" "}
            {guard.unfreezeAt
              ? `The member asked to unfreeze; it takes effect on ${formatDateTime(guard.unfreezeAt)}.`
              : "Only the member can unfreeze it (password, second factor and a 24-hour wait)."}
          </span>
        </p>
      )}
      {guard.settingsLockedAt && (
        <p role="status" className="flex gap-2 rounded-xl border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900">
          <Lock size={18} aria-hidden="true" className="shrink-0" />
          <span>
            Security settings locked by the member since {formatDateTime(guard.settingsLockedAt)}
            {guard.settingsUnlockAt ? `; they unlock on ${formatDateTime(guard.settingsUnlockAt)}.` : "."}
          </span>
        </p>
      )}
    </div>
  );
}
