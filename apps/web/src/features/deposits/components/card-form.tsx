import { MESSAGES, type TPlan } from "@vaultline/shared";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormError } from "../../../components/ui/misc.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatDollars } from "../../../lib/format.ts";
import { newIdempotencyKey } from "../../../lib/idempotency.ts";
import { useCardDeposit } from "../api/card-deposit.ts";
import { StepHeading } from "./step-heading.tsx";

/** The card type from the leading digits, for display only (the gateway decides). */
export function detectBrand(digits: string): string | null {
  if (/^4/.test(digits)) return "VISA";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "MASTERCARD";
  if (/^3[47]/.test(digits)) return "AMEX";
  if (/^6(011|5)/.test(digits)) return "DISCOVER";
  return null;
}

export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card step: name, formatted number with its type, MM/YY, 3-digit CVV; pay disabled until complete. */
export function CardForm({
  plan,
  amount,
  isSandbox,
  onBack,
  onDone,
}: {
  plan: TPlan;
  amount: string;
  isSandbox: boolean;
  onBack: () => void;
  /** The deposit is recorded: its receipt comes next. */
  onDone: (depositId: string) => void;
}) {
  const { showBanner, clearBanner } = useBanner();
  const payment = useCardDeposit();
  const [cardName, setCardName] = useState("");
  const [cardNo, setCardNo] = useState("");
  const [expDate, setExpDate] = useState("");
  const [cvv, setCvv] = useState("");
  const [key, setKey] = useState(newIdempotencyKey);
  const digits = cardNo.replace(/\D/g, "");
  const brand = detectBrand(digits);
  const isComplete =
    cardName.trim().length >= 2 &&
    digits.length >= 12 &&
    /^(0[1-9]|1[0-2])\/\d{2}$/.test(expDate) &&
    /^\d{3}$/.test(cvv);

  async function pay() {
    clearBanner();
    try {
      const res = await payment.mutateAsync({
        body: { planId: plan.id, amount, cardName: cardName.trim(), cardNumber: digits, expiryDate: expDate, cvv },
        idempotencyKey: key,
      });
      setCvv("");
      showBanner(MESSAGES.depositSuccess, "success");
      onDone(res.data.id);
    } catch (error) {
      if (error instanceof ApiError && error.status !== 504) setKey(newIdempotencyKey());
      showBanner(errorMessage(error), "error", 4000);
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      aria-label="Card payment"
      onSubmit={(e) => {
        e.preventDefault();
        if (isComplete) pay();
      }}
    >
      <StepHeading onBack={onBack} title={`3. Pay ${formatDollars(Number(amount))} into ${plan.name} by card`}>
        {isSandbox && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Test mode</span>
        )}
      </StepHeading>
      {isSandbox && (
        <p className="text-sm text-slate-600">
          Test mode: no real card is charged. 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.
        </p>
      )}
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        value={cardName}
        onChange={(e) => setCardName(e.target.value)}
      />
      <div className="relative">
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          value={cardNo}
          onChange={(e) => setCardNo(formatCardNumber(e.target.value))}
          hint={brand ? `Card type: ${brand}` : undefined}
        />
        <span className="pointer-events-none absolute right-3 top-8 flex items-center gap-1 text-xs font-bold text-slate-600">
          <CreditCard size={18} aria-hidden="true" />
          {brand}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={expDate}
          onChange={(e) => setExpDate(formatExpiry(e.target.value))}
        />
        <TextField
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          type="password"
          maxLength={3}
          value={cvv}
          onChange={(e) => setCvv(e.target.value.replace(/\D/g, "").slice(0, 3))}
        />
      </div>
      <p className="text-xs text-slate-500">
        We keep only the name, card type, last 4 digits and expiry. The full number and CVV are never stored.
      </p>
      <FormError error={payment.error} />
      <div className="flex justify-end">
        <Button type="submit" disabled={!isComplete} isLoading={payment.isPending || payment.isSuccess}>
          Pay
        </Button>
      </div>
    </form>
  );
}
