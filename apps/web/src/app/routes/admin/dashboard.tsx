import { DecisionNotice, useDecisionFromLocation } from "../../../components/decision/decision-notice.tsx";
import { ErrorNotice, PageTitle } from "../../../components/ui/misc.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useDashboard } from "../../../features/admin/api/get-dashboard.ts";
import { DailyCharts } from "../../../features/admin/components/daily-charts.tsx";
import { QueueCounts } from "../../../features/admin/components/queue-counts.tsx";

export function Component() {
  const dashboard = useDashboard();
  const decision = useDecisionFromLocation();
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle subtitle="What is waiting for you, and how the last 30 days went">Dashboard</PageTitle>
      {decision && <DecisionNotice decision={decision} />}
      {dashboard.isPending ? (
        <PageSpinner />
      ) : dashboard.isError ? (
        <ErrorNotice message={dashboard.error.message} onRetry={() => dashboard.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <QueueCounts counts={dashboard.data.counts} />
          <DailyCharts daily={dashboard.data.daily} />
        </div>
      )}
    </div>
  );
}
