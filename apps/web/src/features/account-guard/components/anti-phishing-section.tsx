import { ANTI_PHISHING_MAX, ZAntiPhishingRequest } from "@vaultline/shared";
import { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { FormTextField, MutationForm } from "../../../components/ui/form-controls.tsx";
import { Card } from "../../../components/ui/misc.tsx";
import { useAccountGuard } from "../api/get-account-guard.ts";
import { useSetAntiPhishingCode } from "../api/set-anti-phishing-code.ts";

// The form sets a phrase; removing it is its own button.
const ZSetCode = z.object({ code: ZAntiPhishingRequest.shape.code.unwrap() });

/** The member's anti-phishing code: a phrase of their own at the top of every e-mail we send them. */
export function AntiPhishingSection() {
  const guard = useAccountGuard();
  const save = useSetAntiPhishingCode();
  const current = guard.data?.antiPhishingCode ?? null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink-900">Anti-phishing code</h2>
      <p className="mt-1 text-sm text-slate-600">
        Fraudsters send e-mails that look like ours to steal passwords. Choose a short phrase only you know: every
        e-mail from Vaultline will start with it. An e-mail without your phrase, or with a wrong one, is not from us: do
        not open its links or answer it.
      </p>
      {current && (
        <p className="mt-3 text-sm text-slate-700">
          Your code: <strong className="font-semibold text-ink-900">{current}</strong>
        </p>
      )}
      <MutationForm
        schema={ZSetCode}
        defaultValues={{ code: "" }}
        aria-label="Anti-phishing code"
        className="mt-3 flex max-w-md flex-col gap-3"
        mutation={save}
        submitLabel="Save code"
        beside={
          current && (
            <Button
              type="button"
              variant="secondary"
              onClick={async () => {
                await save.submit({ code: null });
              }}
            >
              Remove code
            </Button>
          )
        }
      >
        <FormTextField
          name="code"
          label={current ? "New code" : "Your code"}
          maxLength={ANTI_PHISHING_MAX}
          autoComplete="off"
        />
      </MutationForm>
    </Card>
  );
}
