import type { TPriceRange, TPrices } from "@vaultline/shared";
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { FilterTabs } from "../../../components/ui/filter-tabs.tsx";
import { ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatCompactDollarTick, formatDollars } from "../../../lib/format.ts";
import { PriceSourceBadge } from "./demo-badges.tsx";
import { SignedDollars } from "./signed-dollars.tsx";

const RANGES: Record<TPriceRange, string> = { "24h": "24 h", "7d": "7 d" };

function tickLabel(ms: number, range: TPriceRange): string {
  const at = new Date(ms);
  return range === "24h"
    ? at.toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit" })
    : at.toLocaleDateString("en-US", { month: "short", day: "numeric" });
}

/** A coin's price over 24 h or 7 d, with the price now and the change over the range. */
export function PriceChart({
  prices,
  range,
  onRange,
  isLoading,
  error,
  onRetry,
}: {
  prices: TPrices | undefined;
  range: TPriceRange;
  onRange: (range: TPriceRange) => void;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const data = (prices?.history ?? []).map((p) => ({ t: Date.parse(p.at), usd: p.usd }));
  const first = data[0]?.usd;
  const change = prices && first !== undefined ? prices.price.usd - first : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          {prices ? (
            <>
              <p className="text-sm text-slate-600">
                {prices.symbol} price now <PriceSourceBadge source={prices.source} />
              </p>
              <p className="text-2xl font-bold tabular-nums text-ink-900" data-testid="demo-price">
                {formatDollars(prices.price.usd)}
              </p>
              <p className="text-sm">
                <SignedDollars value={change} percent={change !== null && first ? (change / first) * 100 : null} />{" "}
                <span className="text-slate-600">over {RANGES[range]}</span>
              </p>
            </>
          ) : (
            isLoading && <Skeleton className="h-16 w-48" />
          )}
        </div>
        <FilterTabs label="Chart range" options={RANGES} value={range} onChange={onRange} />
      </div>
      {error && !prices ? (
        <ErrorNotice message={error.message} onRetry={onRetry} />
      ) : data.length === 0 ? (
        <Skeleton className="h-56 w-full" />
      ) : (
        <figure aria-label={`${prices?.symbol} price over ${RANGES[range]}`} className="min-w-0">
          <AreaChart
            responsive
            style={{ width: "100%", height: 224 }}
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={["dataMin", "dataMax"]}
              tickFormatter={(v: number) => tickLabel(v, range)}
              tick={{ fontSize: 11 }}
              minTickGap={24}
            />
            <YAxis
              domain={["auto", "auto"]}
              tickFormatter={formatCompactDollarTick}
              tick={{ fontSize: 11 }}
              width={64}
            />
            <Tooltip
              formatter={(value) => [formatDollars(Number(value)), "Price"]}
              labelFormatter={(label) => new Date(Number(label)).toLocaleString("en-US")}
            />
            <Area
              type="linear"
              dataKey="usd"
              stroke="#0f766e"
              fill="#ccfbf1"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </AreaChart>
          <figcaption className="sr-only">
            {prices?.symbol} is at {formatDollars(prices?.price.usd ?? 0)}; lowest over {RANGES[range]}{" "}
            {formatDollars(Math.min(...data.map((d) => d.usd)))}, highest{" "}
            {formatDollars(Math.max(...data.map((d) => d.usd)))}.
          </figcaption>
        </figure>
      )}
      {error && prices && <ErrorNotice message={error.message} onRetry={onRetry} />}
    </div>
  );
}
