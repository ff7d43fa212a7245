import { MailWarning } from "lucide-react";
import { useSession } from "../../../lib/auth.tsx";
import { ResendLinkButton } from "./resend-link-button.tsx";

/** Until the member opens the link we mailed, deposits, withdrawals and course payments wait: say so, with "resend". */
export function EmailProofBanner() {
  const { user } = useSession();
  if (!user || user.isEmailConfirmed) return null;
  return (
    <section
      aria-label="Confirm your e-mail address"
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <p className="flex items-start gap-2">
          <MailWarning size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>
            <strong>Confirm your e-mail address.</strong> We sent a link to <strong>{user.email}</strong>. Deposits,
            withdrawals and course payments wait until you open it.
          </span>
        </p>
        <ResendLinkButton />
      </div>
    </section>
  );
}
