import { UNFREEZE_WAIT_HOURS, ZUnfreezeRequest } from "@vaultline/shared";
import { Snowflake } from "lucide-react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { ConfirmIdentityForm } from "../../../components/ui/confirm-identity-fields.tsx";
import { Card, FormError } from "../../../components/ui/misc.tsx";
import { useSession } from "../../../lib/auth.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useFreezeNow } from "../api/freeze-now.ts";
import { useAccountGuard } from "../api/get-account-guard.ts";
import { useUnfreeze } from "../api/unfreeze.ts";

/** Freeze the account at once ("This wasn't me"), see that it is frozen, and ask to unfreeze it. */
export function FreezeSection() {
  const guard = useAccountGuard();
  const frozenAt = guard.data?.frozenAt ?? null;
  const unfreezeAt = guard.data?.unfreezeAt ?? null;
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Snowflake size={18} aria-hidden="true" /> Freeze your account
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        If someone else may be in your account, freeze it: every device is signed out at once, and withdrawals and
        changes to your address book, e-mail and two-factor stop. Your money stays where it is. Every security e-mail we
        send you (a new sign-in, a changed password or e-mail, a new withdrawal address, a two-factor change) has a
        “This wasn't me” link that does the same without signing in. Unfreezing needs your password and your two-factor
        code, and takes effect {UNFREEZE_WAIT_HOURS} hours later.
      </p>
      {frozenAt ? <Frozen since={frozenAt} unfreezeAt={unfreezeAt} /> : <FreezeButton />}
    </Card>
  );
}

function FreezeButton() {
  const freeze = useFreezeNow();
  const { signOut } = useSession();
  return (
    <div className="mt-3">
      <ConfirmDialog
        trigger="Freeze my account"
        title="Freeze your account now?"
        confirmLabel="Freeze now"
        isPending={freeze.isPending}
        onConfirm={async () => {
          if (!(await freeze.mutateAsync().catch(() => null))) return false;
          signOut();
        }}
      >
        This device is signed out too. Withdrawals and security changes stay stopped until you unfreeze, which takes{" "}
        {UNFREEZE_WAIT_HOURS} hours.
        <FormError error={freeze.error} />
      </ConfirmDialog>
    </div>
  );
}

function Frozen({ since, unfreezeAt }: { since: string; unfreezeAt: string | null }) {
  const unfreeze = useUnfreeze();
  return (
    <div className="mt-3 flex flex-col gap-3">
      <p role="status" className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
        Your account is frozen since {formatDateTime(since)}.{" "}
        {unfreezeAt
          ? `It unfreezes on ${formatDateTime(unfreezeAt)}. If you did not ask for this, use the link in the e-mail we sent to keep it frozen.`
          : "Withdrawals and security changes are stopped."}
      </p>
      {!unfreezeAt && (
        <ConfirmIdentityForm
          schema={ZUnfreezeRequest}
          identity={{ withCode: true, codeLabel: "Two-factor code", codeInputMode: "numeric" }}
          aria-label="Unfreeze"
          mutation={unfreeze}
          // The form goes once the answer is in: nothing to empty.
          onDone={() => {}}
          submitLabel="Ask to unfreeze"
          submitVariant="secondary"
        />
      )}
    </div>
  );
}
