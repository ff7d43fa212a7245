import type { TNavPoint } from "@vaultline/shared";
import { XAxis } from "recharts";
import { AreaChartFrame, ChartTooltipBox } from "../../../components/ui/chart-frame.tsx";
import { formatDate, formatDayTick, formatNav, formatNavTick } from "../../../lib/format.ts";

function NavTooltip({ active, payload }: { active?: boolean; payload?: { payload: TNavPoint }[] }) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <ChartTooltipBox>
      <p className="font-semibold text-ink-900">{formatNav(point.nav)}</p>
      <p className="text-slate-500">{formatDate(`${point.date}T00:00:00Z`)}</p>
    </ChartTooltipBox>
  );
}

/**
 * The value of one unit at each daily snapshot since launch: real history only, nothing back-tested.
 * Drawn from two values on (plan-record.tsx says why there is no chart before).
 */
export function NavChart({ history }: { history: TNavPoint[] }) {
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return null;
  return (
    <AreaChartFrame
      label="Value of one unit since launch"
      className="h-64 w-full"
      data={history}
      dataKey="nav"
      curve="monotone"
      xAxis={<XAxis dataKey="date" tick={{ fontSize: 12 }} tickFormatter={formatDayTick} minTickGap={32} />}
      yTickFormatter={formatNavTick}
      yDomain={["auto", "auto"]}
      tooltip={<NavTooltip />}
      caption={
        <>
          One unit was worth {formatNav(first.nav)} on {formatDate(`${first.date}T00:00:00Z`)} and {formatNav(last.nav)}{" "}
          on {formatDate(`${last.date}T00:00:00Z`)}.
        </>
      }
    />
  );
}
