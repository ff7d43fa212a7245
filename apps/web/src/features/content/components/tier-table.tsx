import { Link } from "react-router";
import { ErrorNotice } from "../../../components/ui/misc.tsx";
import { RiskWarning } from "../../../components/ui/risk-warning.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { usePlans } from "../api/get-public-plans.ts";
import { tierRow } from "./tier-rows.ts";

const HEADERS = ["Plan", "Deposit range", "What it holds", "Risk class (1–7)", "Return since launch", "Record"];

/** The tier table, generated from the plans in the database: holdings and real results, no targets. */
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
          <caption className="sr-only">Investment plans, from the most cautious to the most adventurous</caption>
          <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-500 lg:table-header-group">
            <tr>
              {HEADERS.map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h === "Record" ? <span className="sr-only">{h}</span> : h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows
              ? rows.map((row) => (
                  <tr key={row.id} className="grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 lg:table-row lg:p-0">
                    <th scope="row" className="text-base font-bold text-ink-900 lg:px-4 lg:py-4">
                      {row.name}
                    </th>
                    <td className="text-right text-slate-700 lg:px-4 lg:py-4 lg:text-left">
                      <span className="block text-xs text-slate-500 lg:hidden">Deposit range</span>
                      {row.range}
                    </td>
                    <td className="col-span-2 text-slate-700 lg:px-4 lg:py-4">
                      <span className="block text-xs text-slate-500 lg:hidden">What it holds</span>
                      {row.allocation}
                    </td>
                    <td className="text-slate-700 lg:px-4 lg:py-4">
                      <span className="block text-xs text-slate-500 lg:hidden">Risk class (1–7)</span>
                      {row.risk}
                    </td>
                    <td className="text-right text-slate-700 lg:px-4 lg:py-4 lg:text-left">
                      <span className="block text-xs text-slate-500 lg:hidden">Return since launch</span>
                      <span className="font-semibold text-ink-900">{row.realisedReturn}</span>{" "}
                      <span className="block text-xs text-slate-500 lg:inline">{row.period}</span>
                    </td>
                    <td className="col-span-2 lg:px-4 lg:py-4">
                      <Link
                        to={paths.plan(row.id)}
                        className="inline-flex min-h-6 items-center text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline"
                      >
                        See its record<span className="sr-only"> of {row.name}</span>
                      </Link>
                    </td>
                  </tr>
                ))
              : [1, 2, 3, 4, 5].map((n) => (
                  <tr key={n} className="block px-5 py-4 lg:table-row lg:p-0">
                    <td colSpan={HEADERS.length} className="lg:px-4 lg:py-4">
                      <Skeleton className="h-[5.5rem] w-full lg:h-5" />
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        A deposit buys units of the plan at the market price of that day; their value then moves with the prices of what
        the plan holds. The return shown is what a unit really did since the plan launched, after fees. It is not a
        forecast: past performance does not predict future returns.
      </p>
      <RiskWarning className="mt-4" />
    </div>
  );
}
