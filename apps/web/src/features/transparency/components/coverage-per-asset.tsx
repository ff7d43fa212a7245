import { formatUnits, type TCoverageAsset, type TCoverageDay, type TPublishedDay } from "@vaultline/shared";
import { lazy, Suspense } from "react";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { EmptyState, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatCents, formatDate, formatPercent } from "../../../lib/format.ts";
import { useCoverage } from "../api/get-coverage.ts";

// The chart is below the fold: recharts stays out of the page's first download.
const CoverageChart = lazy(() => import("./coverage-chart.tsx").then((m) => ({ default: m.CoverageChart })));

/** Satoshis, wei and cents as read on the page: "0.01534210 BTC", "1.25000000 ETH", "$1,234.50". */
function amount(asset: TCoverageAsset["asset"], units: string): string {
  if (asset === "USD") return formatCents(Number(units));
  const value = BigInt(units);
  // Ether to 8 places: below that nothing a reader compares.
  return `${formatUnits(asset === "ETH" ? value / 10_000_000_000n : value, 8)} ${asset}`;
}

function ratio(a: TCoverageAsset): string {
  const shown = a.percent === null ? "nothing owed" : formatPercent(a.percent);
  return a.isComplete ? shown : `${shown} (a balance was not read)`;
}

const short = (hash: string) => `${hash.slice(0, 16)}…`;

const units = "font-mono text-xs whitespace-nowrap";

const COLUMNS: Column<TCoverageAsset>[] = [
  {
    header: "Asset",
    cell: (a) => (a.asset === "USD" ? "USD (cash, USDT at market)" : a.asset),
    isRowHeader: true,
    className: "font-semibold",
  },
  { header: "Owed (liabilities)", cell: (a) => amount(a.asset, a.liabilitiesUnits), className: units },
  { header: "Verified on-chain", cell: (a) => amount(a.asset, a.reserves.onchain), className: units },
  { header: "Reported by an exchange's API", cell: (a) => amount(a.asset, a.reserves.exchangeApi), className: units },
  { header: "Declared with a statement", cell: (a) => amount(a.asset, a.reserves.declared), className: units },
  { header: "In transit", cell: (a) => amount(a.asset, a.transitUnits), className: units },
  {
    header: "Coverage",
    cell: (a) => (
      <span className={a.percent !== null && a.percent < 100 ? "text-red-700" : "text-teal-800"}>{ratio(a)}</span>
    ),
    className: "font-semibold whitespace-nowrap",
  },
];

/** One day's coverage: per asset, liabilities, reserves by how they are known, in transit, and the ratio. */
function DayTable({ day, root }: { day: TCoverageDay; root: TPublishedDay | undefined }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <DataTable
        caption={
          <>
            {formatDate(`${day.day}T00:00:00Z`)} (UTC)
            {root ? (
              <>
                {" "}
                · liabilities root{" "}
                <span className="font-mono text-xs" title={root.rootHash}>
                  {short(root.rootHash)}
                </span>
              </>
            ) : (
              " · no liabilities root published that day"
            )}
          </>
        }
        captionClassName="px-4 pt-3 text-left text-sm text-slate-600"
        columns={COLUMNS}
        rows={day.assets}
        rowKey={(a) => a.asset}
        rowProps={() => ({ "data-testid": "coverage-asset" })}
        headClassName="bg-slate-50 text-xs uppercase text-slate-600"
        bodyClassName="divide-y divide-slate-100 border-t border-slate-100"
      />
    </div>
  );
}

/**
 * Coverage per asset (docs/transparency.md): the treasury's daily reconciliation beside each day's
 * liabilities root, the latest day in full, the ratio's history in a chart and earlier days below.
 */
export function CoveragePerAsset({ days: roots }: { days: TPublishedDay[] }) {
  const coverage = useCoverage();
  if (coverage.isError) {
    return <ErrorNotice message={coverage.error.message} onRetry={() => coverage.refetch()} />;
  }
  if (!coverage.data) return <Skeleton className="h-48 w-full rounded-xl" />;
  const [latest, ...earlier] = coverage.data.days;
  if (!latest) {
    return (
      <EmptyState title="No reconciliation yet">
        The treasury's first daily reconciliation of what is owed against what is held appears here.
      </EmptyState>
    );
  }
  const rootOf = (day: string) => roots.find((r) => r.day === day);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700" data-testid="trading-costs">
        {coverage.data.tradingCosts === "plan"
          ? "Trading costs (exchange fees and the difference from the prices the books used) are charged to the plans' books, and shown on each plan's page."
          : "Trading costs (exchange fees and the difference from the prices the books used) are borne by the operator, never by the plans."}
      </p>
      <DayTable day={latest} root={rootOf(latest.day)} />
      {coverage.data.days.length > 1 && (
        <Suspense fallback={<Skeleton className="h-60 w-full rounded-xl" />}>
          <CoverageChart days={coverage.data.days} />
        </Suspense>
      )}
      {earlier.length > 0 && (
        <details className="rounded-2xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-ink-900">Earlier days ({earlier.length})</summary>
          <div className="mt-3 flex flex-col gap-3">
            {earlier.map((d) => (
              <DayTable key={d.day} day={d} root={rootOf(d.day)} />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
