import { MailWarning, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { ErrorNotice } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth.tsx";
import { useStartTrial } from "../api/start-trial.ts";

/**
 * Starts the 7-day trial with one click. A visitor registers first and comes back to the course
 * home (the sign-in page returns there), where the same button starts it. The server starts it for
 * a confirmed e-mail address only, so until then the button says so and leads to a new link.
 */
export function TrialButton({ className = "", tone = "primary" }: { className?: string; tone?: "primary" | "light" }) {
  const { isAuthenticated, user } = useSession();
  const start = useStartTrial();
  const look =
    tone === "light"
      ? "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      : buttonClass("primary");
  if (!isAuthenticated) {
    return (
      <Link
        to={paths.register}
        state={{ from: { pathname: paths.educationLearn, search: "" } }}
        className={`${look} ${className}`}
      >
        <Sparkles size={16} aria-hidden="true" /> Start your free trial
      </Link>
    );
  }
  if (user && !user.isEmailConfirmed) {
    return (
      <div
        role="note"
        aria-label="Confirm your e-mail address to start the trial"
        className={`flex max-w-md flex-col items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 ${className}`}
      >
        <p className="flex items-start gap-2">
          <MailWarning size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>
            The free trial starts once your e-mail address is confirmed: open the link we sent to{" "}
            <strong>{user.email}</strong>.
          </span>
        </p>
        <Link
          to={paths.security}
          state={{
            notice: "Confirm your e-mail address to start the free trial: send a new link under E-mail address.",
          }}
          className={buttonClass("secondary")}
        >
          Send a new confirmation link
        </Link>
      </div>
    );
  }
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <Button
        onClick={() => start.mutate()}
        isLoading={start.isPending}
        className={tone === "light" ? "!bg-white !text-brand-800 hover:!bg-brand-50" : ""}
      >
        {!start.isPending && <Sparkles size={16} aria-hidden="true" />} Start your free trial
      </Button>
      {start.isError && <ErrorNotice message={errorMessage(start.error)} />}
    </div>
  );
}
