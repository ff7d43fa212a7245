import { DecisionNotice, useDecisionFromLocation } from "../../../components/decision/decision-notice.tsx";
import { PageTitle } from "../../../components/ui/misc.tsx";
import { QueryResult } from "../../../components/ui/query-result.tsx";
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
      <QueryResult query={dashboard}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <QueueCounts counts={data.counts} />
            <DailyCharts daily={data.daily} />
          </div>
        )}
      </QueryResult>
    </div>
  );
}
