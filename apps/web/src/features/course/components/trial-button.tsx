import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { ErrorNotice } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth.tsx";
import { useStartTrial } from "../api/course-calls.ts";

/**
 * Starts the 7-day trial with one click. A visitor registers first and comes back to the course
 * home (the sign-in page returns there), where the same button starts it.
 */
export function TrialButton({ className = "", tone = "primary" }: { className?: string; tone?: "primary" | "light" }) {
  const { isAuthenticated } = useSession();
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
