import { type TTwoFactorStatus, ZTwoFactorCodeRequest, ZTwoFactorDisableRequest } from "@vaultline/shared";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmIdentityForm } from "../../../components/ui/confirm-identity-fields.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useDisableTwoFactor } from "../api/disable-two-factor.ts";
import { useRenewRecoveryCodes } from "../api/renew-recovery-codes.ts";

const CODE_HINT = "The 6-digit code from your app, or one of your recovery codes";

/** Two-factor is on: new recovery codes (for a code), or turn it off (password and code). */
export function TwoFactorManage({
  status,
  onNewCodes,
}: {
  status: TTwoFactorStatus;
  onNewCodes: (recoveryCodes: string[]) => void;
}) {
  const [open, setOpen] = useState<"renew" | "disable" | null>(null);
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  return (
    <div className="mt-3 flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-teal-800">
        <ShieldCheck size={18} aria-hidden="true" /> On since {status.enabledAt ? formatDate(status.enabledAt) : "—"}
      </p>
      <p className="text-sm text-slate-600">
        {status.recoveryCodesLeft} recovery code{status.recoveryCodesLeft === 1 ? "" : "s"} left.
        {status.recoveryCodesLeft <= 3 && " Make new ones before you run out."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen(open === "renew" ? null : "renew")}>
          New recovery codes
        </Button>
        <Button variant="secondary" onClick={() => setOpen(open === "disable" ? null : "disable")}>
          Turn off two-factor authentication
        </Button>
      </div>
      {open === "renew" && (
        <ConfirmIdentityForm
          schema={ZTwoFactorCodeRequest}
          identity={{ withPassword: false, withCode: true, codeHint: CODE_HINT }}
          aria-label="Make new recovery codes"
          className="flex max-w-sm flex-col gap-3"
          mutation={renew}
          bannerMs={5000}
          onDone={(result) => {
            setOpen(null);
            onNewCodes(result.data.recoveryCodes);
          }}
          submitLabel="Make new recovery codes"
        >
          <p className="text-sm text-slate-600">Your current recovery codes stop working.</p>
        </ConfirmIdentityForm>
      )}
      {open === "disable" && (
        <ConfirmIdentityForm
          schema={ZTwoFactorDisableRequest}
          identity={{ passwordLabel: "Your password", withCode: true, codeHint: CODE_HINT }}
          aria-label="Turn off two-factor authentication"
          className="flex max-w-sm flex-col gap-3"
          mutation={disable}
          onDone={() => setOpen(null)}
          submitLabel="Turn off"
          submitVariant="danger"
        >
          {status.isRequired && (
            <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Admins need it: the admin area stays closed until you set it up again.
            </p>
          )}
        </ConfirmIdentityForm>
      )}
    </div>
  );
}
