import {
  CRYPTO_CURRENCIES,
  NETWORK_LABELS,
  type TCryptoCurrency,
  toCents,
  WITHDRAWAL_MESSAGES,
} from "@vaultline/shared";
import { useState } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { newIdempotencyKey } from "../../../lib/idempotency.ts";
import { useWithdraw } from "../api/withdrawal-calls.ts";

/** Amount, destination address and network; Withdraw is disabled when the amount is empty, not a number or above the balance. */
export function WithdrawForm({ balance }: { balance: number }) {
  const { showBanner, clearBanner } = useBanner();
  const withdraw = useWithdraw();
  const [amount, setAmount] = useState("");
  const [address, setAddress] = useState("");
  const [network, setNetwork] = useState<TCryptoCurrency>("BTC");
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
  const isDisabled = amount === "" || cents === null || cents <= 0 || cents > balanceCents || address.trim() === "";

  async function submit() {
    clearBanner();
    try {
      const res = await withdraw.mutateAsync({
        body: { amount, address: address.trim(), network },
        idempotencyKey: key,
      });
      setKey(newIdempotencyKey());
      setAmount("");
      showBanner(res.message, "success", 5000);
    } catch (error) {
      if (error instanceof ApiError && error.status !== 504) setKey(newIdempotencyKey());
      const reason = errorMessage(error);
      showBanner(
        reason.startsWith(WITHDRAWAL_MESSAGES.failed) ? reason : `${WITHDRAWAL_MESSAGES.failed}: ${reason}`,
        "error",
        5000,
      );
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      aria-label="Withdraw"
      onSubmit={(e) => {
        e.preventDefault();
        if (!isDisabled) submit();
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
            <input type="radio" name="network" checked={network === c} onChange={() => setNetwork(c)} />
            {NETWORK_LABELS[c]}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Destination address"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        hint="Double-check it: a payout to a wrong address cannot be reversed."
      />
      <Button type="submit" disabled={isDisabled} isLoading={withdraw.isPending}>
        Withdraw
      </Button>
    </form>
  );
}
