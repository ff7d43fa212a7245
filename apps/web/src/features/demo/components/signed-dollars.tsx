import { formatSignedDollars } from "../../../lib/format.ts";

/** "+$12.34" in green, "−$12.34" in red, "$0.00" plain: the sign is in the text, not only the colour. */
export function SignedDollars({ value, percent }: { value: number | null; percent?: number | null }) {
  if (value === null) return <span className="text-slate-500">—</span>;
  const cents = Math.round(value * 100);
  const colour = cents > 0 ? "text-teal-700" : cents < 0 ? "text-red-700" : "text-slate-700";
  return (
    <span className={`font-semibold tabular-nums ${colour}`}>
      {formatSignedDollars(value)}
      {percent !== undefined && percent !== null && (
        <span className="ml-1 text-xs font-medium">
          ({percent > 0 ? "+" : percent < 0 ? "−" : ""}
          {Math.abs(percent).toFixed(2)} %)
        </span>
      )}
    </span>
  );
}
