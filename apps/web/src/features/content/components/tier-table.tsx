import { RISK_WARNING } from "@vaultline/shared";
import { ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { usePlans } from "../api/public-content.ts";
import { tierRow } from "./plan-math.ts";

const HEADERS = ["Plan", "Target ROI", "Investment range", "Profit range at maturity"];

export function RiskWarning({ className = "" }: { className?: string }) {
  return (
    <p
      role="note"
      className={`flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 ${className}`}
    >
      <span aria-hidden="true" className="font-bold">
        ⚠
      </span>
      <span>
        <strong className="font-semibold">Risk warning: </strong>
        {RISK_WARNING}
      </span>
    </p>
  );
}

/** The tier table, generated from the plans in the database. */
export function TierTable() {
  const plans = usePlans();
  if (plans.isError) {
    return <ErrorNotice message="Unable to Get plans" onRetry={() => plans.refetch()} />;
  }
  const rows = plans.data?.map(tierRow);
  return (
    <div aria-busy={plans.isPending}>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Investment plans, from the lowest to the highest target ROI</caption>
          <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-500 sm:table-header-group">
            <tr>
              {HEADERS.map((h) => (
                <th key={h} scope="col" className="px-5 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows
              ? rows.map((row) => (
                  <tr key={row.id} className="grid grid-cols-2 gap-x-4 gap-y-1 px-5 py-4 sm:table-row sm:p-0">
                    <th scope="row" className="text-base font-bold text-ink-900 sm:px-5 sm:py-4">
                      {row.name}
                    </th>
                    <td className="text-right sm:px-5 sm:py-4 sm:text-left">
                      <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 font-bold text-brand-700">
                        {row.roi}
                        <span className="sr-only sm:hidden"> target ROI</span>
                      </span>
                    </td>
                    <td className="text-slate-700 sm:px-5 sm:py-4">
                      <span className="block text-xs text-slate-500 sm:hidden">Range</span>
                      {row.range}
                    </td>
                    <td className="text-right text-slate-700 sm:px-5 sm:py-4 sm:text-left">
                      <span className="block text-xs text-slate-500 sm:hidden">Profit at maturity</span>
                      {row.profit}
                    </td>
                  </tr>
                ))
              : [1, 2, 3, 4, 5].map((n) => (
                  <tr key={n} className="block px-5 py-4 sm:table-row sm:p-0">
                    <td colSpan={4} className="sm:px-5 sm:py-4">
                      <Skeleton className="h-[2.6rem] w-full sm:h-5" />
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        Profit range = amount × target ROI ÷ 100, paid at maturity one month after your deposit is approved. Targets are
        not guarantees.
      </p>
      <RiskWarning className="mt-4" />
    </div>
  );
}
