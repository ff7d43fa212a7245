import { FREEZE_LINK_LIFETIME_DAYS } from "@vaultline/shared";
import { CircleX, Snowflake } from "lucide-react";
import { Link, useParams } from "react-router";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/misc.tsx";
import { paths } from "../../config/paths.ts";
import { useFreezeWithLink } from "../../features/account-guard/api/freeze-with-link.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";

/**
 * Where the "This wasn't me" link of a security e-mail lands. The freeze waits for a click: mail
 * scanners open links by themselves, and a link works once.
 */
export function Component() {
  const { token = "" } = useParams();
  const freeze = useFreezeWithLink();
  // A used or expired link is refused with 400: pressing the button again cannot help.
  const isSpent = freeze.error instanceof ApiError && freeze.error.status === 400;
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card>
        {freeze.isSuccess ? (
          <div className="flex flex-col items-start gap-3">
            <h1 className="flex items-center gap-2 text-xl font-semibold text-ink-900">
              <Snowflake aria-hidden="true" className="text-sky-600" /> Your account is frozen
            </h1>
            <p className="text-sm text-slate-700">{freeze.data.message}.</p>
            <p className="text-sm text-slate-700">
              Reset your password if anyone may know it. We e-mailed you the next steps; when your account is safe, you
              can ask to unfreeze it on your security page.
            </p>
            <Link to={paths.forgotPassword} className={buttonClass("primary")}>
              Reset my password
            </Link>
          </div>
        ) : isSpent ? (
          <div className="flex flex-col items-start gap-3">
            <h1 className="flex items-center gap-2 text-xl font-semibold text-ink-900">
              <CircleX aria-hidden="true" className="text-red-700" /> This link can no longer be used
            </h1>
            <p role="alert" className="text-sm text-slate-700">
              {errorMessage(freeze.error)}.
            </p>
            <p className="text-sm text-slate-700">
              A freeze link works once and for {FREEZE_LINK_LIFETIME_DAYS} days. If you still fear someone is in your
              account, sign in and freeze it from your security page; if you cannot sign in, reset your password.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to={paths.security} className={buttonClass("primary")}>
                Go to my security page
              </Link>
              <Link to={paths.login} className={buttonClass("secondary")}>
                Sign in
              </Link>
              <Link to={paths.forgotPassword} className={buttonClass("ghost")}>
                Reset my password
              </Link>
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-3">
            <h1 className="flex items-center gap-2 text-xl font-semibold text-ink-900">
              <Snowflake aria-hidden="true" className="text-sky-600" /> This wasn't me
            </h1>
            <p className="text-sm text-slate-700">
              Freezing your account signs out every device at once and stops withdrawals and changes to your security
              settings until you unfreeze it. Your money stays where it is.
            </p>
            {freeze.isError && (
              <p role="alert" className="flex gap-2 text-sm text-red-700">
                <CircleX size={18} aria-hidden="true" className="shrink-0" /> {errorMessage(freeze.error)}
              </p>
            )}
            <Button variant="danger" isLoading={freeze.isPending} onClick={() => freeze.mutate(token)}>
              Freeze my account now
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
