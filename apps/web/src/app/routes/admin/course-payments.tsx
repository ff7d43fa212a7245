import { useState } from "react";
import { DecisionNotice, type TDecision } from "../../../components/decision/decision-notice.tsx";
import { EmptyState, ErrorNotice, PageTitle } from "../../../components/ui/misc.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useAdminCoursePayments } from "../../../features/course-orders/admin/api/get-admin-course-payments.ts";
import { AdminCoursePayment } from "../../../features/course-orders/admin/components/admin-course-payment.tsx";

export function Component() {
  const [page, setPage] = useState(1);
  const payments = useAdminCoursePayments(page);
  const [decision, setDecision] = useState<TDecision | null>(null);
  return (
    <div>
      <PageTitle subtitle="Pending payments first, then the newest. Check the proof before accepting.">
        Course payments
      </PageTitle>
      {decision && <DecisionNotice decision={decision} onDismiss={() => setDecision(null)} />}
      {payments.isError ? (
        <ErrorNotice message={payments.error.message} onRetry={() => payments.refetch()} />
      ) : !payments.data ? (
        <PageSpinner />
      ) : payments.data.items.length === 0 ? (
        <EmptyState title="No course payments yet" />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Course payments">
            {payments.data.items.map((p) => (
              <li key={p.id}>
                <AdminCoursePayment payment={p} onDecided={setDecision} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={payments.data.pageSize} total={payments.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
