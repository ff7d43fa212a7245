import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Card, ErrorNotice, PageTitle } from "../../components/ui/misc.tsx";
import { RiskWarning } from "../../components/ui/risk-warning.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { useAcceptRisk } from "../../features/deposits/api/accept-risk.ts";
import { CardForm } from "../../features/deposits/components/card-form.tsx";
import { PlanAmountStep } from "../../features/deposits/components/plan-amount-step.tsx";
import { usePlans } from "../../features/plans/api/get-plans.ts";
import { useDepositOptions } from "../../lib/deposit-options.ts";

type Chosen = { planId: string; amount: string };

function RiskAcceptance({ version, warning }: { version: string; warning: string }) {
  const acceptRisk = useAcceptRisk();
  const [isChecked, setIsChecked] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <input type="checkbox" className="mt-1" checked={isChecked} onChange={(e) => setIsChecked(e.target.checked)} />
        <span>
          <strong className="block">Risk disclosure</strong>
          {warning} I have read this and accept the risk.
        </span>
      </label>
      {acceptRisk.error && <ErrorNotice message={acceptRisk.error.message} />}
      <Button
        className="self-end"
        disabled={!isChecked}
        isLoading={acceptRisk.isPending}
        onClick={() => acceptRisk.mutate(version)}
      >
        Continue
      </Button>
    </div>
  );
}

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const plans = usePlans();
  const options = useDepositOptions();
  const initial = (location.state as Chosen | null) ?? null;
  const [chosen, setChosen] = useState<Chosen | null>(initial);
  const [draft, setDraft] = useState<Chosen>({ planId: initial?.planId ?? "", amount: initial?.amount ?? "" });
  if (plans.isPending || options.isPending) return <PageSpinner />;
  if (plans.error || options.error || !options.data) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <ErrorNotice message={plans.error ? "Unable to Get plans" : "Unable to load the card payment"} />
      </div>
    );
  }
  const plan = plans.data.find((p) => p.id === chosen?.planId);
  const { card, risk } = options.data;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageTitle subtitle="Deposit into an investment plan by card.">Card payment</PageTitle>
      <RiskWarning className="mb-4" />
      <Card>
        {!card.isAvailable ? (
          <div className="flex flex-col gap-3">
            <p className="font-semibold text-ink-900">Card payments are not available.</p>
            <p className="text-sm text-slate-600">
              No card can be charged here. Please pay with cryptocurrency instead.
            </p>
            <Link to={paths.invest} className={buttonClass("primary", "self-start")}>
              Pay with cryptocurrency
            </Link>
          </div>
        ) : risk.needsAcceptance ? (
          <RiskAcceptance version={risk.version} warning={risk.warning} />
        ) : chosen && plan ? (
          <CardForm
            plan={plan}
            amount={chosen.amount}
            isSandbox={card.gateway === "sandbox"}
            onBack={() => setChosen(null)}
            onDone={(id) => navigate(paths.receipt("deposit", id))}
          />
        ) : (
          <PlanAmountStep
            plans={plans.data}
            planId={draft.planId || null}
            amount={draft.amount}
            onPlan={(planId) => setDraft((d) => ({ ...d, planId }))}
            onAmount={(amount) => setDraft((d) => ({ ...d, amount }))}
            onBack={() => navigate(paths.invest)}
            onNext={() => setChosen({ planId: draft.planId, amount: draft.amount.trim() })}
          />
        )}
      </Card>
    </div>
  );
}
