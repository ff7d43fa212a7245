import { formatAmount, formatDollarRange, percentOf, type TPlan, toCents } from "@vaultline/shared";

export type TierRow = { id: string; name: string; roi: string; range: string; profit: string };

/**
 * The sketch's tier table: range min–max ('and above' when open), profit min×ROI/100 to max×ROI/100.
 * docs/product-rules.md §1 and §2.2 replace the stated profit with model portfolios (being built).
 */
export function tierRow(plan: TPlan): TierRow {
  const roiBp = Math.round(plan.roi * 100);
  const min = toCents(plan.minAmount) ?? 0;
  const max = plan.maxAmount === null ? null : (toCents(plan.maxAmount) ?? 0);
  const minProfit = formatAmount(percentOf(min, roiBp));
  return {
    id: plan._id,
    name: plan.name,
    roi: `${plan.roi}%`,
    range: formatDollarRange(plan.minAmount, plan.maxAmount),
    profit: max === null ? `${minProfit} and above` : `${minProfit} – ${formatAmount(percentOf(max, roiBp))}`,
  };
}
