import { ZTwoFactorCodeRequest } from "@vaultline/shared";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmIdentityForm } from "../../../components/ui/confirm-identity-fields.tsx";
import { FormError } from "../../../components/ui/misc.tsx";
import { QrCode } from "../../../components/ui/qr-code.tsx";
import { useConfirmTwoFactor } from "../api/confirm-two-factor.ts";
import { useStartTwoFactor } from "../api/start-two-factor.ts";

/** "ABCD EFGH …": easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Enrolment: a QR code and the key for manual entry, then the app's first code turns it on. */
export function TwoFactorSetup({
  isRequired,
  onEnabled,
}: {
  isRequired: boolean;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const setup = start.data?.data;
  if (!setup) {
    return (
      <div className="mt-3 flex flex-col items-start gap-3">
        {isRequired && (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Admins must turn it on: the admin area opens once it is on.
          </p>
        )}
        <FormError error={start.error} />
        <Button onClick={() => start.mutate()} isLoading={start.isPending}>
          Set up two-factor authentication
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-3 flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm text-slate-700">
        <li>
          Open your authenticator app (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…) and scan this
          QR code:
          <div className="mt-2">
            <QrCode text={setup.otpauthUrl} alt="QR code for your authenticator app" size={176} className="h-44 w-44" />
          </div>
        </li>
        <li>
          Cannot scan it? Add an account by hand with this key (time-based):{" "}
          <code data-testid="totp-secret" className="break-words rounded bg-slate-100 px-1.5 py-0.5 font-semibold">
            {grouped(setup.secret)}
          </code>
        </li>
        <li>Enter the 6-digit code the app now shows.</li>
      </ol>
      <ConfirmIdentityForm
        schema={ZTwoFactorCodeRequest}
        identity={{ withPassword: false, withCode: true, codeLabel: "Code from the app", codeInputMode: "numeric" }}
        aria-label="Turn on two-factor authentication"
        className="flex max-w-xs flex-col gap-3"
        mutation={confirm}
        bannerMs={5000}
        onDone={(result) => {
          start.reset();
          onEnabled(result.data.recoveryCodes);
        }}
        submitLabel="Turn on"
        beside={
          <Button variant="secondary" onClick={() => start.reset()}>
            Cancel
          </Button>
        }
      />
    </div>
  );
}
