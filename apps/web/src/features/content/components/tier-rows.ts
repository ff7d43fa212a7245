import { formatDollarRange, type TPlan } from "@vaultline/shared";
import { formatAllocation, formatDate, formatPercent, formatRiskClass } from "../../../lib/format.ts";

export type TierRow = {
  id: string;
  name: string;
  range: string;
  allocation: string;
  risk: string;
  /** The realised return since launch, never a target: "+3.2%". */
  realisedReturn: string;
  /** The period it covers: "since March 3, 2026". */
  period: string;
};

/** One row of the home tier table: what the plan holds and what it has really done since launch. */
export function tierRow(plan: TPlan): TierRow {
  return {
    id: plan.id,
    name: plan.name,
    range: formatDollarRange(plan.minAmount, plan.maxAmount),
    allocation: formatAllocation(plan.weights),
    risk: formatRiskClass(plan.riskClass),
    realisedReturn: formatPercent(plan.roi, { signed: true }),
    period: `since ${formatDate(plan.roiSince)}`,
  };
}
