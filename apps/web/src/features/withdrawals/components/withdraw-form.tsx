import {
  addressProblem,
  CRYPTO_CURRENCIES,
  formatMoney,
  NETWORK_LABELS,
  type TCryptoCurrency,
  type TCryptoNetwork,
  toCents,
  WITHDRAWAL_MESSAGES,
} from "@vaultline/shared";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { newIdempotencyKey } from "../../../lib/idempotency.ts";
import { useWithdraw } from "../api/withdrawal-calls.ts";

/**
 * Amount, network and destination address, checked as the user types with the server's own rules
 * (the address against the network's chain), then a review step before anything is reserved.
 */
export function WithdrawForm({ balance, network: chain }: { balance: number; network: TCryptoNetwork }) {
  const { showBanner, clearBanner } = useBanner();
  const withdraw = useWithdraw();
  const [amount, setAmount] = useState("");
  const [address, setAddress] = useState("");
  const [network, setNetwork] = useState<TCryptoCurrency>("BTC");
  const [isAddressTouched, setIsAddressTouched] = useState(false);
  const [serverAddressError, setServerAddressError] = useState<string | null>(null);
  const [isReviewing, setIsReviewing] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const cents = toCents(amount);
  const balanceCents = Math.round(balance * 100);
  const amountError =
    amount === ""
      ? undefined
      : cents === null || cents <= 0
        ? WITHDRAWAL_MESSAGES.amountInvalid
        : cents > balanceCents
          ? "The amount is above your wallet balance"
          : undefined;
  const trimmed = address.trim();
  const addressError = trimmed === "" ? null : addressProblem(network, trimmed, chain);
  const shownAddressError = serverAddressError ?? (isAddressTouched ? addressError : null) ?? undefined;
  const isDisabled =
    amount === "" || cents === null || cents <= 0 || cents > balanceCents || trimmed === "" || addressError !== null;

  async function submit() {
    clearBanner();
    try {
      const res = await withdraw.mutateAsync({ body: { amount, address: trimmed, network }, idempotencyKey: key });
      setKey(newIdempotencyKey());
      setAmount("");
      setIsReviewing(false);
      showBanner(res.message, "success", 5000);
    } catch (error) {
      if (error instanceof ApiError && error.status !== 504) setKey(newIdempotencyKey());
      const onAddress = error instanceof ApiError ? error.details.find((d) => d.field === "address") : undefined;
      if (onAddress) setServerAddressError(onAddress.message);
      setIsReviewing(false);
      const reason = errorMessage(error);
      showBanner(
        reason.startsWith(WITHDRAWAL_MESSAGES.failed) ? reason : `${WITHDRAWAL_MESSAGES.failed}: ${reason}`,
        "error",
        5000,
      );
    }
  }

  if (isReviewing && cents !== null) {
    return (
      <section aria-label="Review your withdrawal" className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-ink-900">Check before you confirm</h2>
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-600">Amount</dt>
            <dd className="font-semibold text-ink-900">{formatMoney(cents)}</dd>
          </div>
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-600">Network</dt>
            <dd className="font-semibold text-ink-900">{NETWORK_LABELS[network]}</dd>
          </div>
          <div className="flex flex-col gap-1 px-4 py-3">
            <dt className="text-slate-600">Destination address</dt>
            <dd>
              <code className="break-all text-sm font-semibold text-ink-900">{trimmed}</code>
            </dd>
          </div>
        </dl>
        <p role="note" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert size={18} aria-hidden="true" className="shrink-0" />
          Compare the address with your wallet character by character. A payout to a wrong address cannot be reversed:
          the money would be gone for good.
        </p>
        <div className="flex justify-between gap-3">
          <Button variant="secondary" onClick={() => setIsReviewing(false)} disabled={withdraw.isPending}>
            Back
          </Button>
          <Button onClick={submit} isLoading={withdraw.isPending}>
            Confirm withdrawal
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      className="flex flex-col gap-4"
      aria-label="Withdraw"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setIsAddressTouched(true);
        if (!isDisabled) {
          clearBanner();
          setIsReviewing(true);
        }
      }}
    >
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value.trim())}
        error={amountError}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Network</legend>
        {CRYPTO_CURRENCIES.map((c) => (
          <label key={c} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="network"
              checked={network === c}
              onChange={() => {
                setNetwork(c);
                setServerAddressError(null);
              }}
            />
            {NETWORK_LABELS[c]}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Destination address"
        value={address}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => {
          setAddress(e.target.value);
          setServerAddressError(null);
        }}
        onBlur={() => setIsAddressTouched(true)}
        error={shownAddressError}
        hint={
          chain === "testnet"
            ? "Test network: use a test-network address. A payout to a wrong address cannot be reversed."
            : "Double-check it: a payout to a wrong address cannot be reversed."
        }
      />
      <Button type="submit" disabled={isDisabled}>
        Withdraw
      </Button>
    </form>
  );
}
