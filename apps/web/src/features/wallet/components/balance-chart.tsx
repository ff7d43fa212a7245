import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { EmptyState, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { formatDate, formatDollars } from "../../../lib/format.ts";
import { useBalanceHistory } from "../api/wallet-calls.ts";

const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The wallet's closing balance per day, from the ledger. */
export function BalanceChart() {
  const history = useBalanceHistory();
  if (history.isPending) return <Spinner label="Loading balance history" />;
  if (history.error) return <ErrorNotice message={history.error.message} onRetry={() => history.refetch()} />;
  if (history.data.length === 0) {
    return <EmptyState title="No balance history yet">Your wallet's balance over time appears here.</EmptyState>;
  }
  // The wallet starts at zero the day before its first entry, so one day of activity still draws a step.
  const first = new Date(`${history.data[0]?.date}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - 1);
  const points = [{ date: first.toISOString().slice(0, 10), balance: 0 }, ...history.data];
  const data = points.map((p) => ({ ...p, label: shortDate(p.date) }));
  return (
    <figure className="h-56 w-full" aria-label="Wallet balance over time">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} width={64} tickFormatter={(v: number) => `$${v.toLocaleString("en-US")}`} />
          <Tooltip
            formatter={(value) => [formatDollars(Number(value)), "Balance"]}
            labelFormatter={(_label, payload) => {
              const day = payload?.[0]?.payload?.date as string | undefined;
              return day ? formatDate(`${day}T12:00:00Z`) : "";
            }}
          />
          <Area
            type="linear"
            dataKey="balance"
            stroke="#0f766e"
            fill="#ccfbf1"
            strokeWidth={2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
      <figcaption className="sr-only">
        Balance on {formatDate(`${data.at(-1)?.date}T12:00:00Z`)}: {formatDollars(data.at(-1)?.balance ?? 0)}
      </figcaption>
    </figure>
  );
}
