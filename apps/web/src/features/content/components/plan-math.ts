import type { TPlan } from "@vaultline/shared";

// Not shared's toCents/percentOf: money.ts also holds a zod helper, and importing it would put zod
// into the home page's bundle. Same integer arithmetic: dollars with at most 2 decimals from the API.
const toCents = (dollars: number) => Math.round(dollars * 100);
const percentOf = (cents: number, basisPoints: number) => Math.floor((cents * basisPoints + 5000) / 10000);

/** Cents as dollars without empty decimals: 20000 → "$200", 17465 → "$174.65". */
export function formatAmount(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString("en-US");
  const rest = cents % 100;
  return rest ? `$${whole}.${String(rest).padStart(2, "0")}` : `$${whole}`;
}

export type TierRow = { id: string; name: string; roi: string; range: string; profit: string };

/** PRODUCT.md §1: range min–max ('and above' when open), profit min×ROI/100 to max×ROI/100. */
export function tierRow(plan: TPlan): TierRow {
  const roiBp = Math.round(plan.roi * 100);
  const min = toCents(plan.minAmount);
  const max = plan.maxAmount === null ? null : toCents(plan.maxAmount);
  const minProfit = formatAmount(percentOf(min, roiBp));
  return {
    id: plan._id,
    name: plan.name,
    roi: `${plan.roi}%`,
    range: max === null ? `${formatAmount(min)} and above` : `${formatAmount(min)} – ${formatAmount(max)}`,
    profit: max === null ? `${minProfit} and above` : `${minProfit} – ${formatAmount(percentOf(max, roiBp))}`,
  };
}
