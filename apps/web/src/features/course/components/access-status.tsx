import type { TCourseAccess } from "@vaultline/shared";
import { formatDuration } from "@vaultline/shared";
import { CalendarClock, Infinity as Lifetime, Lock, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { formatDate } from "../../../lib/format.ts";
import { TrialButton } from "./trial-button.tsx";

/** One line that says what opens the course for this viewer, and the way in when nothing does. */
export function AccessStatus({ access }: { access: TCourseAccess }) {
  if (access.kind === "lifetime") {
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-teal-800" data-testid="course-access-state">
        <Lifetime size={18} aria-hidden="true" /> PREMIUM: lifetime access
      </p>
    );
  }
  if (access.kind === "monthly" && access.endsAt) {
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-teal-800" data-testid="course-access-state">
        <CalendarClock size={18} aria-hidden="true" /> STANDARD: access until {formatDate(access.endsAt)}
        {access.daysLeft !== null && access.daysLeft <= 7 && (
          <Link to={paths.educationPayment("monthly")} className="font-semibold text-brand-700 underline">
            Renew
          </Link>
        )}
      </p>
    );
  }
  if (access.kind === "trial" && access.daysLeft !== null) {
    return (
      <div className="flex flex-wrap items-center gap-3" data-testid="course-access-state">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
          <Sparkles size={18} aria-hidden="true" /> Trial: {formatDuration(access.daysLeft, "day")} left
        </p>
        <span className="text-sm text-slate-600">
          Free until {access.endsAt ? formatDate(access.endsAt) : ""}. Nothing is charged when it ends.
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="course-access-state">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Lock size={18} aria-hidden="true" />
        {access.hasPendingPayment
          ? "Your course payment is waiting for review. The free preview is open meanwhile."
          : access.monthlyEndedAt
            ? `Your STANDARD access ended on ${formatDate(access.monthlyEndedAt)}. Your progress is kept.`
            : access.trialEndedAt
              ? `Your free trial ended on ${formatDate(access.trialEndedAt)}. Your progress is kept.`
              : "The first module is free. The rest of the course opens with the free trial or a package."}
      </p>
      <div className="flex flex-wrap gap-3">
        {(access.canStartTrial || !access.isSignedIn) && <TrialButton />}
        <Link to={paths.education} className={buttonClass("secondary")}>
          Choose a package
        </Link>
      </div>
    </div>
  );
}
