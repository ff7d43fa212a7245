import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, FormError } from "../../../components/ui/misc.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { usePasskeys } from "../api/get-passkeys.ts";
import { useTwoFactorStatus } from "../api/get-two-factor-status.ts";
import { useStepUp } from "../api/step-up.ts";

/**
 * "Confirm it's you": the second factor given again, which opens security changes (password, e-mail,
 * two-factor, passkeys, address book) for 5 minutes. Shown to a member who has a second factor.
 */
export function StepUpSection() {
  const twoFactor = useTwoFactorStatus();
  const passkeys = usePasskeys();
  const stepUp = useStepUp();
  const [code, setCode] = useState("");
  const hasApp = twoFactor.data?.isEnabled ?? false;
  const hasPasskey = (passkeys.data?.length ?? 0) > 0;
  if (!hasApp && !hasPasskey) return null;
  const confirm = async (given: string | null) => {
    const done = await stepUp.submit(given);
    if (!done) return;
    setCode("");
  };
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <ShieldCheck size={20} aria-hidden="true" /> Confirm it's you
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Before your password, e-mail, two-factor, passkeys or address book can be changed, we ask for your second factor
        again if you have not given it in the last 5 minutes. Someone who steals a signed-in device still cannot change
        them.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {hasApp && (
          <form
            className="flex flex-wrap items-end gap-2"
            aria-label="Confirm with a code"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm(code.trim());
            }}
          >
            <TextField
              label="Code from your authenticator app"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" disabled={!code.trim()} isLoading={stepUp.isPending && stepUp.variables !== null}>
              Confirm
            </Button>
          </form>
        )}
        {hasPasskey && (
          <Button
            variant="secondary"
            isLoading={stepUp.isPending && stepUp.variables === null}
            onClick={() => void confirm(null)}
          >
            Confirm with a passkey
          </Button>
        )}
      </div>
      <FormError error={stepUp.error} />
    </Card>
  );
}
