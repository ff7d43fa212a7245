import { ledgerEntryLabel, type TBalancePoint } from "@vaultline/shared";
import { XAxis } from "recharts";
import { AreaChartFrame, ChartTooltipBox } from "../../../components/ui/chart-frame.tsx";
import { EmptyState, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { formatDateTime, formatDollars, formatDollarTick } from "../../../lib/format.ts";
import { useBalanceHistory } from "../api/get-balance-history.ts";
import { chartTicks } from "./chart-ticks.ts";

type Step = TBalancePoint & { index: number };

function StepTooltip({ active, payload }: { active?: boolean; payload?: { payload: Step }[] }) {
  const step = payload?.[0]?.payload;
  if (!active || !step || step.index === 0) return null;
  const sign = step.change < 0 ? "−" : "+";
  return (
    <ChartTooltipBox>
      <p className="font-semibold text-ink-900">{ledgerEntryLabel(step)}</p>
      <p className={step.change < 0 ? "text-red-700" : "text-teal-800"}>
        {sign}
        {formatDollars(Math.abs(step.change))}
      </p>
      <p className="text-slate-700">Balance after: {formatDollars(step.balance)}</p>
      <p className="text-slate-500">{formatDateTime(step.at)}</p>
    </ChartTooltipBox>
  );
}

/** The wallet's balance after each ledger entry: reserves, releases and payouts each make a step. */
export function BalanceChart() {
  const history = useBalanceHistory();
  if (history.isPending) return <Spinner label="Loading balance history" />;
  if (history.error) return <ErrorNotice message={history.error.message} onRetry={() => history.refetch()} />;
  const first = history.data[0];
  if (!first) {
    return <EmptyState title="No balance history yet">Your wallet's balance over time appears here.</EmptyState>;
  }
  // The wallet stood at its balance before the first entry shown (zero for a new wallet).
  const start = { ...first, change: 0, balance: first.balance - first.change };
  const data: Step[] = [start, ...history.data].map((p, index) => ({ ...p, index }));
  const last = data.at(-1);
  const axis = chartTicks(data.map((p) => p.at));
  return (
    <AreaChartFrame
      label="Wallet balance after each transaction"
      className="h-56 w-full"
      data={data}
      dataKey="balance"
      curve="stepAfter"
      xAxis={
        <XAxis
          dataKey="index"
          tick={{ fontSize: 12 }}
          type="number"
          domain={[0, data.length - 1]}
          ticks={axis.ticks}
          tickFormatter={axis.label}
          interval={0}
        />
      }
      yTickFormatter={formatDollarTick}
      tooltip={<StepTooltip />}
      caption={
        <>
          Balance after the last transaction ({last ? formatDateTime(last.at) : ""}):{" "}
          {formatDollars(last?.balance ?? 0)}
        </>
      }
    />
  );
}
