import { CircleCheck, CircleX } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/misc.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { useConfirmEmail } from "../../features/email-proof/api/confirm-email.ts";
import { ResendLinkButton } from "../../features/email-proof/components/resend-link-button.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useSession } from "../../lib/auth.tsx";

/** Where the e-mail link lands: opens it once (a link works once), then says what happened. */
export function Component() {
  const { token = "" } = useParams();
  const { isAuthenticated } = useSession();
  const confirm = useConfirmEmail();
  const hasRun = useRef(false);
  useEffect(() => {
    // Once, even when React runs effects twice: a second call would find the link used.
    if (hasRun.current) return;
    hasRun.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  if (confirm.isIdle || confirm.isPending) return <PageSpinner />;
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card>
        {confirm.isSuccess ? (
          <div className="flex flex-col items-start gap-3">
            <h1 className="flex items-center gap-2 text-xl font-semibold text-ink-900">
              <CircleCheck aria-hidden="true" className="text-teal-600" /> {confirm.data.message}
            </h1>
            <p className="text-sm text-slate-600">Deposits, withdrawals and course payments are open to you.</p>
            <Link to={isAuthenticated ? paths.dashboard : paths.login} className={buttonClass("primary")}>
              {isAuthenticated ? "Go to your dashboard" : "Log in"}
            </Link>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-3">
            <h1 className="flex items-center gap-2 text-xl font-semibold text-ink-900">
              <CircleX aria-hidden="true" className="text-red-600" /> This link did not work
            </h1>
            <p role="alert" className="text-sm text-slate-700">
              {errorMessage(confirm.error)}
            </p>
            {isAuthenticated ? (
              <ResendLinkButton variant="primary" />
            ) : (
              <Link to={paths.login} state={{ from: { pathname: paths.security } }} className={buttonClass("primary")}>
                Log in to send a new link
              </Link>
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
