import {
  formatDollarRange,
  formatDuration,
  PLAN_ASSETS,
  PORTFOLIO_MESSAGES,
  type TPlanAsset,
  type TPlanRecord,
} from "@vaultline/shared";
import { lazy, type ReactNode, Suspense } from "react";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { Fact } from "../../../components/ui/fact.tsx";
import { Card, EmptyState } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import {
  formatAllocation,
  formatDate,
  formatDateTime,
  formatDollars,
  formatNav,
  formatPercent,
  formatRiskClass,
  formatSignedDollars,
  formatUnits,
} from "../../../lib/format.ts";
import { RiskScale } from "./risk-scale.tsx";

// The chart's code (recharts, most of the page's) loads once the record is in, below the fold: with
// the page's own module it was evaluated in the task before the page hydrated, 78 ms CPU here
// (docs/performance-log.md, 2026-11-29/30). Its placeholder has the chart's height.
const NavChart = lazy(() => import("./nav-chart.tsx").then((m) => ({ default: m.NavChart })));

function NavHistory({ history }: { history: TPlanRecord["navHistory"] }) {
  if (history.length < 2) {
    return (
      <EmptyState title="Not enough history yet">
        The chart starts once the plan has two daily values of its own.
      </EmptyState>
    );
  }
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full" />}>
      <NavChart history={history} />
    </Suspense>
  );
}

const ASSET_NAMES: Record<TPlanAsset, string> = { USD: "US dollar cash", BTC: "Bitcoin", ETH: "Ether" };
const NOT_ENOUGH = "Not enough history yet";

type HoldingRow = { asset: TPlanAsset; holding: TPlanRecord["holdings"][number] | undefined };

const holdingColumns = (weights: TPlanRecord["plan"]["weights"]): Column<HoldingRow>[] => [
  { header: "Asset", cell: (r) => ASSET_NAMES[r.asset], isRowHeader: true, className: "font-medium text-ink-900" },
  {
    header: "Amount",
    cell: (r) => (r.holding ? `${r.holding.amount} ${r.asset}` : "—"),
    isNumeric: true,
    className: "font-mono text-xs break-all",
  },
  { header: "Value", cell: (r) => formatDollars(r.holding?.valueUsd ?? 0), isNumeric: true },
  {
    header: "Share now (target)",
    cell: (r) => `${formatPercent(r.holding?.weightNow ?? 0)} (${weights[r.asset]}%)`,
    isNumeric: true,
  },
];

const FACT = { className: "flex flex-col gap-0.5", valueClassName: "font-semibold text-ink-900" };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-ink-900">{title}</h2>
      {children}
    </Card>
  );
}

/** A measured figure, or a quieter "Not enough history yet" while the plan is too young for it. */
function Measured({ value, signed = false }: { value: number | null; signed?: boolean }) {
  if (value === null) return <span className="text-sm font-normal text-slate-500">{NOT_ENOUGH}</span>;
  return <>{formatPercent(value, { signed })}</>;
}

/** A plan's public record: what it holds, what one unit has been worth since launch, and how much it moves. */
export function PlanRecord({ record }: { record: TPlanRecord }) {
  const { plan, returns } = record;
  return (
    <div className="flex flex-col gap-6">
      <Section title="At a glance">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Fact {...FACT} label="Value of one unit">
            {formatNav(record.navPerUnit)}
          </Fact>
          <Fact {...FACT} label="Target mix">
            {formatAllocation(plan.weights)}
          </Fact>
          <Fact {...FACT} label="Risk class">
            {formatRiskClass(record.riskClass)}
          </Fact>
          <Fact {...FACT} label="Deposit range">
            {formatDollarRange(plan.minAmount, plan.maxAmount)}
          </Fact>
          <Fact {...FACT} label="Yearly fee">
            {formatPercent(plan.feePercent)} a year
          </Fact>
          <Fact {...FACT} label="Holding period">
            {formatDuration(plan.holdingDays, "day")}
          </Fact>
        </dl>
        <p className="mt-4 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          {record.pricesSimulated && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Simulated prices</span>
          )}
          Prices as of {formatDateTime(record.asOf)}. Launched {formatDate(plan.launchedAt)}.
        </p>
      </Section>

      <Section title="How this plan works">
        <div className="flex flex-col gap-2 text-sm text-slate-700">
          <p>
            Your deposit buys <strong>units</strong> of the plan. A unit's value, the <strong>NAV</strong> (net asset
            value), is everything the plan holds at today's market prices, after fees, divided by the number of units
            that exist. The first unit was worth $1.00 on launch day.
          </p>
          <p>
            The plan aims to hold {formatAllocation(plan.weights)}. When Bitcoin or Ether rise, each unit is worth more;
            when they fall, each unit is worth less. Once a day the plan is brought back to this mix and 1/365 of its
            yearly fee of {formatPercent(plan.feePercent)} is taken from what it holds.
          </p>
          <p data-testid="trading-costs">
            {record.tradingCosts.bornBy === "plan"
              ? `The operator trades coins so that what is held matches what the plan holds. The cost of those trades (the fees and the difference from the prices the plan used) is charged to the plan: ${formatSignedDollars(-record.tradingCosts.charged)} over ${record.tradingCosts.fills} trade(s) since launch.`
              : "The operator trades coins so that what is held matches what the plan holds. The cost of those trades (the fees and the difference from the prices the plan used) is borne by the operator, never by the plan."}
          </p>
          <p>
            After {formatDuration(plan.holdingDays, "day")} you can move your units, all or some, to your wallet from
            your dashboard. You get units × NAV at that moment: it can be more or less than you paid in.
          </p>
        </div>
      </Section>

      <Section title="Value of one unit since launch">
        <NavHistory history={record.navHistory} />
      </Section>

      <Section title="Returns">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {(
            [
              ["1 month", returns.oneMonth],
              ["3 months", returns.threeMonths],
              ["1 year", returns.oneYear],
              ["Since launch", returns.sinceLaunch],
            ] as const
          ).map(([label, value]) => (
            <Fact {...FACT} key={label} label={label}>
              <Measured value={value} signed />
            </Fact>
          ))}
          <Fact {...FACT} label="Largest fall from a peak">
            <Measured value={record.maxDrawdown} />
          </Fact>
          <Fact {...FACT} label="Volatility (yearly)">
            <Measured value={record.volatility} />
          </Fact>
        </dl>
        <p className="mt-4 text-xs text-slate-500">
          Measured from the value of one unit (time-weighted), after fees, over the plan's real history only; nothing is
          back-tested. A period longer than the plan's life shows "{NOT_ENOUGH}".
        </p>
        <p role="note" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {PORTFOLIO_MESSAGES.pastPerformance}
        </p>
      </Section>

      <Section title="Risk">
        <RiskScale riskClass={record.riskClass} bands={record.riskBands} />
      </Section>

      <Section title="What it holds now">
        <DataTable
          caption="The plan's holdings at the prices above"
          columns={holdingColumns(plan.weights)}
          rows={PLAN_ASSETS.map((asset) => ({ asset, holding: record.holdings.find((h) => h.asset === asset) }))}
          rowKey={(row) => row.asset}
          className="w-full text-left text-xs sm:text-sm"
          headClassName="text-xs uppercase tracking-wide text-slate-500"
          headerCellClassName="font-semibold"
          cellClassName="py-2 pr-3 last:pr-0"
        />
        <p className="mt-3 text-xs text-slate-500">
          {formatUnits(record.unitsOutstanding)} units exist. The shares drift from the target as prices move until the
          next daily rebalance.
        </p>
      </Section>
    </div>
  );
}
