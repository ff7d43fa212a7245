import type { TCourseMethod, TDepositOptions } from "@vaultline/shared";
import { Bitcoin, CreditCard, Wallet } from "lucide-react";
import { formatDollars } from "../../../lib/format.ts";

// Course payments are not watched on the chain: a person checks each proof, whatever CHAIN_WATCH says.
const PERSON_CHECK = "A person checks it, usually within one business day.";

type Choice = { method: TCourseMethod; title: string; text: string; icon: typeof Bitcoin; note?: string };

/** Step 1: crypto, card or wallet balance, as a radio group. Unavailable choices say why before anything is typed. */
export function MethodStep({
  value,
  onChange,
  options,
  balance,
  priceDollars,
}: {
  value: TCourseMethod | null;
  onChange: (method: TCourseMethod) => void;
  options: TDepositOptions | undefined;
  balance: number;
  priceDollars: number;
}) {
  const card = options?.card;
  const isCardAvailable = card?.isAvailable === true;
  const isWalletEnough = balance >= priceDollars;
  const choices: (Choice & { isDisabled: boolean })[] = [
    {
      method: "crypto",
      title: "Cryptocurrency",
      text: `Bitcoin, Ether or USDT (ERC20), then upload your proof of payment. ${PERSON_CHECK}`,
      icon: Bitcoin,
      isDisabled: false,
    },
    {
      method: "card",
      title: "Card",
      text: isCardAvailable
        ? "Pay with a debit or credit card."
        : "Card payments are not available. No charge will be made.",
      icon: CreditCard,
      note: !card
        ? "Checking…"
        : isCardAvailable
          ? card.gateway === "sandbox"
            ? "Test mode"
            : undefined
          : "Unavailable",
      isDisabled: !isCardAvailable,
    },
    {
      method: "wallet",
      title: "Wallet balance",
      text: `Your balance: ${formatDollars(balance)}. ${isWalletEnough ? "Access starts at once." : "Not enough to pay this course."}`,
      icon: Wallet,
      note: isWalletEnough ? undefined : "Balance too low",
      isDisabled: !isWalletEnough,
    },
  ];
  return (
    <fieldset>
      <legend className="mb-3 text-base font-semibold text-ink-900">Choose how to pay</legend>
      <div className="flex flex-col gap-3">
        {choices.map((c) => (
          <label
            key={c.method}
            className={`flex items-start gap-4 rounded-2xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
              c.isDisabled
                ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
                : value === c.method
                  ? "cursor-pointer border-brand-600 bg-brand-50"
                  : "cursor-pointer border-slate-200 bg-white hover:border-slate-300"
            }`}
          >
            <input
              type="radio"
              name="method"
              value={c.method}
              checked={value === c.method}
              disabled={c.isDisabled}
              onChange={() => onChange(c.method)}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <c.icon size={22} aria-hidden="true" className={c.isDisabled ? "mt-0.5" : "mt-0.5 text-brand-700"} />
            <span className="flex-1">
              <span className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                {c.title}
                {c.note && (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      c.note === "Test mode" ? "bg-amber-100 text-amber-800" : "bg-slate-200 text-slate-700"
                    }`}
                  >
                    {c.note}
                  </span>
                )}
              </span>
              <span className="mt-0.5 block text-sm">{c.text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
