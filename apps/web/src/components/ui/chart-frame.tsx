import type { ComponentProps, ReactElement, ReactNode } from "react";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, YAxis } from "recharts";

/** The white box a chart's tooltip shows its lines in. */
export function ChartTooltipBox({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-slate-200 bg-white p-2 text-xs shadow-sm">{children}</div>;
}

/**
 * One series over time as a teal area (the NAV and the wallet balance charts): the figure with its
 * accessible name, the grid, the value axis, the tooltip, and a sentence for screen readers.
 */
export function AreaChartFrame<T>({
  label,
  className,
  data,
  dataKey,
  curve,
  xAxis,
  yTickFormatter,
  yDomain,
  tooltip,
  caption,
}: {
  /** The figure's accessible name. */
  label: string;
  /** Its height ("h-64 w-full"). */
  className: string;
  data: T[];
  dataKey: string;
  curve: "monotone" | "stepAfter";
  /** The time axis (an `XAxis`), which differs from chart to chart. */
  xAxis: ReactElement;
  yTickFormatter: (value: number) => string;
  yDomain?: ComponentProps<typeof YAxis>["domain"];
  /** The tooltip's content element. */
  tooltip: ReactElement;
  /** What the chart shows, in words, for screen readers. */
  caption: ReactNode;
}) {
  return (
    <figure className={className} aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          {xAxis}
          <YAxis
            tick={{ fontSize: 12 }}
            width={64}
            {...(yDomain ? { domain: yDomain } : {})}
            tickFormatter={yTickFormatter}
          />
          <Tooltip content={tooltip} />
          <Area
            type={curve}
            dataKey={dataKey}
            stroke="#0f766e"
            fill="#ccfbf1"
            strokeWidth={2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
      <figcaption className="sr-only">{caption}</figcaption>
    </figure>
  );
}
