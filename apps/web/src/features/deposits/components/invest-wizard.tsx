import type { TDepositOptions, TPlan } from "@vaultline/shared";
import { useState } from "react";
import { Stepper } from "../../../components/ui/stepper.tsx";
import { CryptoPayStep } from "./crypto-pay-step.tsx";
import { MethodStep, type PaymentMethod } from "./method-step.tsx";
import { PlanAmountStep } from "./plan-amount-step.tsx";

const STEPS = ["Method", "Plan and amount", "Pay"] as const;

/** The deposit wizard: method → plan and amount → pay (crypto here; card continues on /invest/card). */
export function InvestWizard({
  plans,
  options,
  email,
  initialPlanId,
  onCard,
  onDone,
}: {
  plans: TPlan[];
  options: TDepositOptions;
  email: string;
  initialPlanId: string | null;
  onCard: (planId: string, amount: string) => void;
  onDone: (depositId: string) => void;
}) {
  const [step, setStep] = useState(0);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [planId, setPlanId] = useState<string | null>(initialPlanId);
  const [amount, setAmount] = useState("");
  const plan = plans.find((p) => p.id === planId);
  return (
    <div>
      <Stepper steps={STEPS} current={step} />
      {step === 0 && <MethodStep method={method} card={options.card} onChange={setMethod} onNext={() => setStep(1)} />}
      {step === 1 && (
        <PlanAmountStep
          plans={plans}
          planId={planId}
          amount={amount}
          onPlan={setPlanId}
          onAmount={setAmount}
          onBack={() => setStep(0)}
          onNext={() => (method === "card" && planId ? onCard(planId, amount.trim()) : setStep(2))}
        />
      )}
      {step === 2 && plan && (
        <CryptoPayStep
          plan={plan}
          amount={amount.trim()}
          email={email}
          options={options}
          onBack={() => setStep(1)}
          onDone={onDone}
        />
      )}
    </div>
  );
}
