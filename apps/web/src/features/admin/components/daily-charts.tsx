import type { TDailyPoint } from "@vaultline/shared";
import { formatCount } from "@vaultline/shared";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { Card } from "../../../components/ui/misc.tsx";
import { formatDayTick, formatDollars } from "../../../lib/format.ts";

function DailyChart({
  title,
  data,
  dataKey,
  color,
  describe,
}: {
  title: string;
  data: TDailyPoint[];
  dataKey: "signups" | "deposits";
  color: string;
  describe: (point: TDailyPoint) => string;
}) {
  const total = data.reduce((sum, d) => sum + d[dataKey], 0);
  return (
    <Card className="min-w-0">
      <h2 className="font-semibold text-ink-900">{title}</h2>
      <p className="mb-3 text-sm text-slate-600">{formatCount(total)} in the last 30 days (UTC)</p>
      <BarChart
        responsive
        style={{ width: "100%", height: 220 }}
        data={data}
        margin={{ top: 4, right: 4, left: -20, bottom: 0 }}
        accessibilityLayer
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatDayTick} tick={{ fontSize: 11 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
        <Tooltip
          labelFormatter={(day) => formatDayTick(String(day))}
          formatter={(_value, _name, item) => [describe(item.payload as TDailyPoint), ""]}
          separator=""
        />
        <Bar dataKey={dataKey} fill={color} radius={[3, 3, 0, 0]} />
      </BarChart>
    </Card>
  );
}

/** Sign-ups and deposits per day; its own module so recharts stays in the admin chunk. */
export function DailyCharts({ daily }: { daily: TDailyPoint[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <DailyChart
        title="Sign-ups per day"
        data={daily}
        dataKey="signups"
        color="#0f766e"
        describe={(p) => `${p.signups} sign-up${p.signups === 1 ? "" : "s"}`}
      />
      <DailyChart
        title="Deposits per day"
        data={daily}
        dataKey="deposits"
        color="#4338ca"
        describe={(p) => `${p.deposits} deposit${p.deposits === 1 ? "" : "s"}, ${formatDollars(p.depositAmount)}`}
      />
    </div>
  );
}
