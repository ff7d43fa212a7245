import type { TNavPoint } from "@vaultline/shared";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { EmptyState } from "../../../components/ui/misc.tsx";
import { formatDate, formatNav, formatNavTick } from "../../../lib/format.ts";

const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

function NavTooltip({ active, payload }: { active?: boolean; payload?: { payload: TNavPoint }[] }) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-2 text-xs shadow-sm">
      <p className="font-semibold text-ink-900">{formatNav(point.nav)}</p>
      <p className="text-slate-500">{formatDate(`${point.date}T00:00:00Z`)}</p>
    </div>
  );
}

/** The value of one unit at each daily snapshot since launch: real history only, nothing back-tested. */
export function NavChart({ history }: { history: TNavPoint[] }) {
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last || history.length < 2) {
    return (
      <EmptyState title="Not enough history yet">
        The chart starts once the plan has two daily values of its own.
      </EmptyState>
    );
  }
  return (
    <figure className="h-64 w-full" aria-label="Value of one unit since launch">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={history} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tick={{ fontSize: 12 }} tickFormatter={shortDate} minTickGap={32} />
          <YAxis tick={{ fontSize: 12 }} width={64} domain={["auto", "auto"]} tickFormatter={formatNavTick} />
          <Tooltip content={<NavTooltip />} />
          <Area
            type="monotone"
            dataKey="nav"
            stroke="#0f766e"
            fill="#ccfbf1"
            strokeWidth={2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
      <figcaption className="sr-only">
        One unit was worth {formatNav(first.nav)} on {formatDate(`${first.date}T00:00:00Z`)} and {formatNav(last.nav)}{" "}
        on {formatDate(`${last.date}T00:00:00Z`)}.
      </figcaption>
    </figure>
  );
}
