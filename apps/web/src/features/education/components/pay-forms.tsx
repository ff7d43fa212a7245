import { COPY_NOTICE_MS, PROOF_MIME_TYPES, type TDepositOptions, ZCourseCard } from "@vaultline/shared";
import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FileInput } from "../../../components/ui/file-input.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatDollars } from "../../../lib/format.ts";

function Address({ label, network, address }: { label: string; network: string; address: string }) {
  const [isCopied, setIsCopied] = useState(false);
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm font-semibold text-ink-900">{label}</p>
      <p className="text-xs text-slate-500">{network}</p>
      <div className="mt-2 flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-md bg-white px-2 py-1.5 text-xs text-slate-800 ring-1 ring-slate-200">
          {address}
        </code>
        <Button
          variant="secondary"
          className="shrink-0"
          aria-label={`Copy the ${label} address`}
          onClick={() => {
            void navigator.clipboard?.writeText(address);
            setIsCopied(true);
            setTimeout(() => setIsCopied(false), COPY_NOTICE_MS);
          }}
        >
          <Copy size={16} aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-4 text-xs font-medium text-brand-700">
        {isCopied ? "address copied" : ""}
      </p>
    </div>
  );
}

export function CryptoPay({
  crypto,
  priceDollars,
  isPending,
  onPay,
}: {
  crypto: TDepositOptions["crypto"] | undefined;
  priceDollars: number;
  isPending: boolean;
  onPay: (proof: File) => void;
}) {
  const [proof, setProof] = useState<File | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Send exactly <strong>{formatDollars(priceDollars)}</strong> in Bitcoin or USDT to one of these addresses, then
        upload a screenshot or PDF of the transfer.
      </p>
      {crypto?.isDemo && (
        <p className="rounded-lg bg-amber-50 p-3 text-xs text-amber-900">
          Demo addresses: this installation has not configured real wallet addresses. Do not send funds.
        </p>
      )}
      <div className="grid gap-3">
        <Address label="Bitcoin" network="Bitcoin network" address={crypto?.btcAddress ?? "…"} />
        <Address label="USDT" network="USDT — ERC20 network only" address={crypto?.usdtErc20Address ?? "…"} />
      </div>
      <FileInput
        label="Proof of payment"
        types={PROOF_MIME_TYPES}
        file={proof}
        onChange={setProof}
        hint="PNG, JPEG, HEIC, WebP or PDF, up to 10 MiB"
      />
      <Button disabled={!proof} isLoading={isPending} onClick={() => proof && onPay(proof)}>
        Confirm payment
      </Button>
    </div>
  );
}

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
      {({ register, formState: { errors, isValid } }) => (
        <>
          {isTestMode && (
            <p className="rounded-lg bg-amber-50 p-3 text-xs text-amber-900">
              Test mode: no real money moves. 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.
            </p>
          )}
          <TextField
            label="Name on card"
            autoComplete="cc-name"
            {...register("cardName")}
            error={errors.cardName?.message}
          />
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            {...register("cardNumber")}
            error={errors.cardNumber?.message}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="Expiry (MM/YY)"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              {...register("expiryDate")}
              error={errors.expiryDate?.message}
            />
            <TextField
              label="CVV"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={3}
              {...register("cvv")}
              error={errors.cvv?.message}
            />
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
