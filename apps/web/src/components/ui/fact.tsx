import type { ReactNode } from "react";

/**
 * One label and its value, an item of a `<dl>`. The classes set each place's layout and type: a
 * stacked pair by default, a row (`className`), a tile.
 */
export function Fact({
  label,
  children,
  className,
  labelClassName = "text-xs font-medium uppercase tracking-wide text-slate-500",
  valueClassName = "text-sm text-ink-900",
  valueTestId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  labelClassName?: string;
  valueClassName?: string;
  valueTestId?: string;
}) {
  return (
    <div className={className}>
      <dt className={labelClassName}>{label}</dt>
      <dd className={valueClassName} data-testid={valueTestId}>
        {children}
      </dd>
    </div>
  );
}
