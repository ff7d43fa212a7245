import type { TCoverageDay } from "@vaultline/shared";
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { formatDayTick, formatPercent } from "../../../lib/format.ts";

const COLORS = { BTC: "#d97706", ETH: "#4338ca", USD: "#0f766e" } as const;
/** Each asset's coverage ratio day by day, oldest to newest, with the 100 % line; its own chunk (recharts). */
export function CoverageChart({ days }: { days: TCoverageDay[] }) {
  const data = [...days].reverse().map((d) => ({
    day: d.day,
    ...Object.fromEntries(d.assets.map((a) => [a.asset, a.percent])),
  }));
  return (
    <figure aria-label="Coverage per asset, day by day (percent of what the books owe)" className="w-full">
      <LineChart
        responsive
        style={{ width: "100%", height: 240 }}
        data={data}
        margin={{ top: 8, right: 8, left: -8, bottom: 0 }}
        accessibilityLayer
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="day" tickFormatter={formatDayTick} tick={{ fontSize: 11 }} minTickGap={16} />
        <YAxis tick={{ fontSize: 11 }} tickFormatter={(v: number) => formatPercent(v)} width={56} />
        <ReferenceLine y={100} stroke="#64748b" strokeDasharray="4 4" />
        <Tooltip
          labelFormatter={(day) => formatDayTick(String(day))}
          formatter={(value) => (typeof value === "number" ? formatPercent(value) : "nothing owed")}
        />
        <Legend />
        {(["BTC", "ETH", "USD"] as const).map((asset) => (
          <Line
            key={asset}
            type="monotone"
            dataKey={asset}
            stroke={COLORS[asset]}
            dot={false}
            strokeWidth={2}
            connectNulls
          />
        ))}
      </LineChart>
    </figure>
  );
}
