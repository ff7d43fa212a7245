import { Link, useParams } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { ErrorNotice, PageTitle } from "../../components/ui/misc.tsx";
import { RiskWarning } from "../../components/ui/risk-warning.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { paths } from "../../config/paths.ts";
import { usePlanRecord } from "../../features/plans/api/get-plan-record.ts";
import { PlanRecord } from "../../features/plans/components/plan-record.tsx";
import { ApiError, errorMessage } from "../../lib/api-client.ts";

/** A plan's public record, for anyone: what it holds and what it has really done since launch. */
export function Component() {
  const { id = "" } = useParams();
  const record = usePlanRecord(id);
  if (record.error instanceof ApiError && record.error.status === 404) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Plan not found</h1>
        <p className="mt-2 text-slate-600">This plan does not exist or is no longer offered.</p>
        <Link to={paths.home} className={`${buttonClass("primary")} mt-6`}>
          See the plans we offer
        </Link>
      </div>
    );
  }
  const data = record.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to={paths.home} className="text-sm font-semibold text-brand-700 hover:underline">
        ← All plans
      </Link>
      <div className="mt-2">
        {data ? (
          <PageTitle subtitle={data.plan.description || undefined}>{data.plan.name} plan: its record</PageTitle>
        ) : (
          <PageTitle>Plan record</PageTitle>
        )}
      </div>
      {/* While the record loads, skeletons fill the screen under the heading (the footer stays below it);
          the warning comes with the record, so nothing on screen moves down when the record arrives. */}
      {record.isPending && (
        <div className="flex flex-col gap-6" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-svh w-full" />
        </div>
      )}
      {record.isError && (
        <>
          <RiskWarning className="mb-6" />
          <ErrorNotice message={errorMessage(record.error)} onRetry={() => record.refetch()} />
        </>
      )}
      {data && (
        <>
          <RiskWarning className="mb-6" />
          <PlanRecord record={data} />
          <div className="mt-6 flex justify-end">
            <Link to={`${paths.invest}?plan=${data.plan.id}`} className={buttonClass("primary")}>
              Invest in {data.plan.name}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
