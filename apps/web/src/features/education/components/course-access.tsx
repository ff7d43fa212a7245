import { COURSE_LABELS, courseAccessOf } from "@vaultline/shared";
import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { Card, ErrorNotice, StatusBadge } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { formatDate } from "../../../lib/format.ts";
import { useMyCoursePayments } from "../api/course-payments.ts";

/** The user's course access on the dashboard: none, pending, active or denied with the reason. */
export function CourseAccessCard() {
  const payments = useMyCoursePayments();
  const access = payments.data ? courseAccessOf(payments.data) : null;
  return (
    <Card>
      <div className="flex items-start gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <GraduationCap size={22} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-ink-900">Trading course</h2>
          {payments.isError ? (
            <ErrorNotice message={payments.error.message} onRetry={() => payments.refetch()} />
          ) : !access ? (
            <Skeleton className="mt-2 h-10 w-full" />
          ) : access.state === "none" ? (
            <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">You have no course access yet.</p>
              <Link to={paths.education} className={buttonClass("secondary")}>
                See the courses
              </Link>
            </div>
          ) : (
            <div className="mt-1 flex flex-col gap-1 text-sm" data-testid="course-access">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink-900">{COURSE_LABELS[access.payment.course]}</span>
                <StatusBadge
                  status={access.state === "active" ? "accepted" : access.state}
                  label={access.state === "active" ? "Active" : access.state === "pending" ? "Pending" : "Denied"}
                />
              </p>
              {access.state === "active" && (
                <p className="text-slate-600">
                  Active since {formatDate(access.payment.decidedAt ?? access.payment.createdAt)}
                </p>
              )}
              {access.state === "pending" && (
                <p className="text-slate-600">
                  Paid on {formatDate(access.payment.createdAt)}. An administrator is checking your payment.
                </p>
              )}
              {access.state === "denied" && (
                <>
                  <p className="text-slate-600">Reason: {access.payment.denyReason ?? "not given"}</p>
                  <Link to={paths.education} className={`${buttonClass("secondary")} mt-2 self-start`}>
                    Pay again
                  </Link>
                </>
              )}
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
