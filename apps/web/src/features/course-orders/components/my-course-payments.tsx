import { COURSE_LABELS } from "@vaultline/shared";
import { Link } from "react-router";
import { EmptyState, ErrorNotice, StatusBadge } from "../../../components/ui/misc.tsx";
import { ShowMore } from "../../../components/ui/show-more.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { formatDate, formatDollars } from "../../../lib/format.ts";
import { useMyCoursePayments } from "../api/get-my-course-payments.ts";

/** The member's course payments with their status, each with its receipt. */
export function MyCoursePayments() {
  const query = useMyCoursePayments();
  if (query.isPending) return <Spinner label="Loading course payments" />;
  if (query.error) return <ErrorNotice message={query.error.message} onRetry={() => query.refetch()} />;
  const items = query.items ?? [];
  if (items.length === 0) {
    return (
      <EmptyState title="No course payments">
        <Link to={paths.education} className="font-semibold text-brand-700 hover:underline">
          See the course packages and the free trial
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Course payments">
        {items.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div>
              <p className="font-semibold text-ink-900">
                {COURSE_LABELS[p.course]} · {formatDollars(p.amount)}
              </p>
              <p className="text-xs text-slate-500">{formatDate(p.createdAt)}</p>
              {p.denyReason && <p className="text-red-700">Reason: {p.denyReason}</p>}
            </div>
            <div className="flex items-center gap-3">
              <StatusBadge status={p.status} />
              <Link to={paths.receipt("course-payment", p.id)} className="font-semibold text-brand-700 hover:underline">
                Receipt
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <ShowMore list={query} />
    </>
  );
}
