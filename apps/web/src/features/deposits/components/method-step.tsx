import type { TDepositOptions } from "@vaultline/shared";
import { Bitcoin, CreditCard } from "lucide-react";
import { PaymentCheckText } from "../../../components/payment-check.tsx";
import { Button } from "../../../components/ui/button.tsx";

export type PaymentMethod = "crypto" | "card";

/** Step 1: crypto or card. The card option says it is unavailable before anyone types a number. */
export function MethodStep({
  method,
  card,
  onChange,
  onNext,
}: {
  method: PaymentMethod | null;
  card: TDepositOptions["card"] | undefined;
  onChange: (method: PaymentMethod) => void;
  onNext: () => void;
}) {
  const isCardAvailable = card?.isAvailable ?? false;
  const option = (value: PaymentMethod, disabled: boolean) =>
    `flex cursor-pointer items-start gap-3 rounded-xl border p-4 ${
      disabled
        ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
        : method === value
          ? "border-brand-700 bg-brand-50 ring-2 ring-brand-600"
          : "border-slate-300 bg-white hover:bg-slate-50"
    }`;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold text-ink-900">1. Choose how you pay</legend>
      <label className={option("crypto", false)}>
        <input
          type="radio"
          name="method"
          value="crypto"
          checked={method === "crypto"}
          onChange={() => onChange("crypto")}
          className="mt-1"
        />
        <Bitcoin aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" size={20} />
        <span>
          <span className="block font-semibold">Cryptocurrency</span>
          <span className="text-sm text-slate-600">
            <PaymentCheckText which="method" />
          </span>
        </span>
      </label>
      <label className={option("card", !isCardAvailable)}>
        <input
          type="radio"
          name="method"
          value="card"
          disabled={!isCardAvailable}
          checked={method === "card"}
          onChange={() => onChange("card")}
          className="mt-1"
        />
        <CreditCard aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
        <span>
          <span className="flex flex-wrap items-center gap-2 font-semibold">
            Card
            {!isCardAvailable && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                Unavailable
              </span>
            )}
            {card?.gateway === "sandbox" && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                Test mode
              </span>
            )}
          </span>
          <span className="text-sm">
            {isCardAvailable
              ? card?.gateway === "sandbox"
                ? "Test mode: no real card is charged. Use the test card 4242 4242 4242 4242."
                : "Pay with a debit or credit card."
              : "Card payments are not available. Please pay with cryptocurrency."}
          </span>
        </span>
      </label>
      <div className="mt-2 flex justify-end">
        <Button onClick={onNext} disabled={method === null}>
          Next
        </Button>
      </div>
    </fieldset>
  );
}
