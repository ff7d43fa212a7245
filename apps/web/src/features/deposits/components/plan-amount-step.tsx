import {
  DEPOSIT_MESSAGES,
  formatDollarRange,
  LARGE_PLAN_THRESHOLD,
  planRangeLabel,
  type TPlan,
  toCents,
} from "@vaultline/shared";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { paths } from "../../../config/paths.ts";
import { formatAllocation, formatPercent, formatRiskClass } from "../../../lib/format.ts";
import { StepHeading } from "./step-heading.tsx";

/** The amount's problem for this plan, or null when it lies within min and max (inclusive). */
export function amountProblem(plan: TPlan | undefined, amount: string): string | null {
  if (amount.trim() === "") return DEPOSIT_MESSAGES.amountRequired;
  const cents = toCents(amount);
  if (cents === null || cents <= 0) return DEPOSIT_MESSAGES.amountInvalid;
  if (!plan) return DEPOSIT_MESSAGES.planRequired;
  const min = Math.round(plan.minAmount * 100);
  const max = plan.maxAmount === null ? null : Math.round(plan.maxAmount * 100);
  if (cents < min || (max !== null && cents > max)) {
    return DEPOSIT_MESSAGES.amountOutOfRange(min, max);
  }
  return null;
}

/** Step 2: a plan and an amount within its range. */
export function PlanAmountStep({
  plans,
  planId,
  amount,
  onPlan,
  onAmount,
  onBack,
  onNext,
}: {
  plans: TPlan[];
  planId: string | null;
  amount: string;
  onPlan: (id: string) => void;
  onAmount: (amount: string) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const groupId = useId();
  const plan = plans.find((p) => p.id === planId);
  const problem = amountProblem(plan, amount);
  // Once something was typed, an emptied field says so instead of going quiet.
  const [hasTyped, setHasTyped] = useState(amount !== "");
  return (
    <div className="flex flex-col gap-4">
      <StepHeading id={groupId} onBack={onBack} title="2. Choose a plan and an amount" />
      <div role="radiogroup" aria-labelledby={groupId} className="grid gap-2 sm:grid-cols-2">
        {plans.map((p) => (
          <div
            key={p.id}
            className={`flex flex-col gap-2 rounded-xl border p-3 ${
              p.id === planId ? "border-brand-700 bg-brand-50 ring-2 ring-brand-600" : "border-slate-300 bg-white"
            }`}
          >
            <label className="flex cursor-pointer items-center justify-between gap-3">
              <span className="flex items-center gap-2">
                <input type="radio" name="plan" checked={p.id === planId} onChange={() => onPlan(p.id)} />
                <span className="font-semibold">{p.name}</span>
              </span>
              <span className="text-right text-sm text-slate-600">{formatDollarRange(p.minAmount, p.maxAmount)}</span>
            </label>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-600">
              <dt>Holds</dt>
              <dd className="text-slate-800">{formatAllocation(p.weights)}</dd>
              <dt>Risk class</dt>
              <dd className="text-slate-800">{formatRiskClass(p.riskClass)}</dd>
              <dt>Yearly fee</dt>
              <dd className="text-slate-800">{formatPercent(p.feePercent)}</dd>
              <dt>Holding period</dt>
              <dd className="text-slate-800">{p.holdingDays} days</dd>
            </dl>
            <Link
              to={paths.plan(p.id)}
              target="_blank"
              rel="noopener"
              className="text-xs font-semibold text-brand-700 hover:underline"
            >
              See its record<span className="sr-only"> of {p.name} (opens in a new tab)</span>
            </Link>
          </div>
        ))}
      </div>
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        placeholder={plan ? planRangeLabel(plan, LARGE_PLAN_THRESHOLD) : "Choose a plan first"}
        value={amount}
        onChange={(event) => {
          setHasTyped(true);
          onAmount(event.target.value);
        }}
        error={(amount !== "" || hasTyped) && plan ? (problem ?? undefined) : undefined}
      />
      <div className="flex justify-end">
        <Button onClick={onNext} disabled={problem !== null}>
          Next
        </Button>
      </div>
    </div>
  );
}
