import { ZChangeEmailRequest } from "@vaultline/shared";
import { useBanner } from "../../../components/ui/banner.tsx";
import { ConfirmIdentityFields } from "../../../components/ui/confirm-identity-fields.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { FormSubmit, FormTextField } from "../../../components/ui/form-controls.tsx";
import { Card, ErrorNotice, StatusBadge } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useChangeEmail } from "../api/change-email.ts";
import { useEmailStatus } from "../api/get-email-status.ts";
import { ResendLinkButton } from "./resend-link-button.tsx";

/** The account's e-mail address: whether it is confirmed, and a change (confirmed by a link to the new address). */
export function EmailSection() {
  const status = useEmailStatus();
  const change = useChangeEmail();
  const { showBanner } = useBanner();
  const pending = change.data?.data.pendingEmail ?? status.data?.pendingEmail ?? null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink-900">E-mail address</h2>
      <p className="mt-1 text-sm text-slate-600">
        Every money move and security alert is mailed here. A new address takes over when you open the link we send to
        it; we tell the old address.
      </p>
      {status.isError && <ErrorNotice message={status.error.message} onRetry={() => status.refetch()} />}
      {status.isPending && <Skeleton className="mt-3 h-10 w-full" />}
      {status.data && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="font-semibold text-ink-900" data-testid="current-email">
            {status.data.email}
          </p>
          <StatusBadge
            status={status.data.isConfirmed ? "verified" : "pending"}
            label={status.data.isConfirmed ? "Confirmed" : "Not confirmed"}
          />
          {!status.data.isConfirmed && <ResendLinkButton />}
        </div>
      )}
      {pending && (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Waiting for you to open the link we sent to <strong>{pending}</strong>.
        </p>
      )}
      <Form
        schema={ZChangeEmailRequest}
        defaultValues={{ email: "", password: "" }}
        aria-label="Change e-mail address"
        className="mt-4 flex max-w-md flex-col gap-4"
        onSubmit={async (values, form) => {
          const result = await change.mutateAsync(values).catch(() => null);
          if (!result) return;
          showBanner(result.message, "success", 6000);
          form.reset();
        }}
      >
        {() => (
          <>
            <FormTextField name="email" label="New e-mail address" type="email" autoComplete="email" />
            <ConfirmIdentityFields passwordLabel="Your password" />
            <FormSubmit mutation={change}>Change e-mail address</FormSubmit>
          </>
        )}
      </Form>
    </Card>
  );
}
