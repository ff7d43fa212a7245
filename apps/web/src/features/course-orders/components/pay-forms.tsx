import { ZCourseCard } from "@vaultline/shared";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { FormTextField } from "../../../components/ui/form-controls.tsx";
import { formatDollars } from "../../../lib/format.ts";

export type CardFields = { cardName: string; cardNumber: string; expiryDate: string; cvv: string };

export function CardPay({
  isTestMode,
  priceDollars,
  isPending,
  onPay,
}: {
  isTestMode: boolean;
  priceDollars: number;
  isPending: boolean;
  onPay: (card: CardFields) => void;
}) {
  return (
    <Form
      schema={ZCourseCard}
      defaultValues={{ cardName: "", cardNumber: "", expiryDate: "", cvv: "" }}
      onSubmit={(values) => onPay(values)}
      aria-label="Card payment"
    >
      {({ formState: { isValid } }) => (
        <>
          {isTestMode && (
            <p className="rounded-lg bg-amber-50 p-3 text-xs text-amber-900">
              Test mode: no real money moves. 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.
            </p>
          )}
          <FormTextField name="cardName" label="Name on card" autoComplete="cc-name" />
          <FormTextField
            name="cardNumber"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
          />
          <div className="grid grid-cols-2 gap-4">
            <FormTextField name="expiryDate" label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" />
            <FormTextField name="cvv" label="CVV" inputMode="numeric" autoComplete="cc-csc" maxLength={3} />
          </div>
          <Button type="submit" disabled={!isValid} isLoading={isPending}>
            Pay {formatDollars(priceDollars)}
          </Button>
        </>
      )}
    </Form>
  );
}

export function WalletPay({
  balance,
  priceDollars,
  isPending,
  onPay,
}: {
  balance: number;
  priceDollars: number;
  isPending: boolean;
  onPay: () => void;
}) {
  const rows = [
    ["Wallet balance", formatDollars(balance)],
    ["Course price", `− ${formatDollars(priceDollars)}`],
    ["Balance after payment", formatDollars(Math.max(0, balance - priceDollars))],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between px-4 py-3 text-sm">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Button isLoading={isPending} onClick={onPay}>
        Pay {formatDollars(priceDollars)} from my wallet
      </Button>
    </div>
  );
}
