import {
  CRYPTO_CURRENCIES,
  MESSAGES,
  NETWORK_LABELS,
  PROOF_MIME_TYPES,
  REDIRECT_AFTER_SUBMIT_MS,
  type TCryptoCurrency,
  type TDepositOptions,
  type TPlan,
} from "@vaultline/shared";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FileInput } from "../../../components/ui/file-input.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatDollars } from "../../../lib/format.ts";
import { newIdempotencyKey } from "../../../lib/idempotency.ts";
import { useAcceptRisk, useCryptoDeposit } from "../api/deposit-calls.ts";
import { AddressCard } from "./address-card.tsx";

const ASSET_LABELS: Record<TCryptoCurrency, string> = { BTC: "Bitcoin", USDT_ERC20: "USDT (ERC20)" };

/** Step 3 (crypto): addresses, risk disclosure, optional tx id, proof upload, confirm. */
export function CryptoPayStep({
  plan,
  amount,
  email,
  options,
  onBack,
  onDone,
}: {
  plan: TPlan;
  amount: string;
  email: string;
  options: TDepositOptions;
  onBack: () => void;
  onDone: (ms: number) => void;
}) {
  const { showBanner, clearBanner } = useBanner();
  const deposit = useCryptoDeposit();
  const acceptRisk = useAcceptRisk();
  const [currency, setCurrency] = useState<TCryptoCurrency | null>(null);
  const [txId, setTxId] = useState("");
  const [proof, setProof] = useState<File | null>(null);
  const [hasAcceptedRisk, setHasAcceptedRisk] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const needsRisk = options.risk.needsAcceptance;
  const canConfirm = proof !== null && currency !== null && (!needsRisk || hasAcceptedRisk);
  const addresses = { BTC: options.crypto.btcAddress, USDT_ERC20: options.crypto.usdtErc20Address };

  async function confirm() {
    clearBanner();
    if (!proof || !currency) return;
    try {
      if (needsRisk) await acceptRisk.mutateAsync(options.risk.version);
      await deposit.mutateAsync({ planId: plan._id, amount, email, currency, txId, proof, idempotencyKey: key });
      showBanner(MESSAGES.depositSuccess, "success");
      onDone(REDIRECT_AFTER_SUBMIT_MS);
    } catch (error) {
      // A refused request keeps its answer under its key; a corrected retry needs a new one.
      if (error instanceof ApiError && error.status !== 504) setKey(newIdempotencyKey());
      showBanner(errorMessage(error), "error");
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <button type="button" onClick={onBack} className="rounded-full p-1 hover:bg-slate-100" aria-label="Back">
          <ArrowLeft size={20} aria-hidden="true" />
        </button>
        <h2 className="text-lg font-semibold text-ink-900">
          3. Pay {formatDollars(Number(amount))} into {plan.name}
        </h2>
      </div>
      <p className="text-sm text-slate-600">
        Send the amount to one of these addresses, then upload a screenshot of the payment. Use the right network: a
        transfer on another network is lost.
      </p>
      {CRYPTO_CURRENCIES.map((c) => (
        <AddressCard
          key={c}
          label={ASSET_LABELS[c]}
          network={NETWORK_LABELS[c]}
          address={addresses[c]}
          isDemo={options.crypto.isDemo}
        />
      ))}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-700">I paid with</legend>
        {CRYPTO_CURRENCIES.map((c) => (
          <label key={c} className="inline-flex items-center gap-2 text-sm">
            <input type="radio" name="currency" checked={currency === c} onChange={() => setCurrency(c)} />
            {ASSET_LABELS[c]}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Blockchain transaction id (optional)"
        value={txId}
        onChange={(e) => setTxId(e.target.value)}
        hint="Helps us find your payment faster."
      />
      <FileInput
        label="Proof of payment (screenshot or PDF)"
        types={PROOF_MIME_TYPES}
        file={proof}
        onChange={setProof}
        hint="PNG, JPEG, HEIC, WebP or PDF, up to 10 MiB."
      />
      {needsRisk && (
        <label className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <input
            type="checkbox"
            className="mt-1"
            checked={hasAcceptedRisk}
            onChange={(e) => setHasAcceptedRisk(e.target.checked)}
          />
          <span>
            <strong className="block">Risk disclosure</strong>
            {options.risk.warning} I have read this and accept the risk.
          </span>
        </label>
      )}
      <div className="flex justify-end">
        <Button onClick={confirm} disabled={!canConfirm} isLoading={deposit.isPending || acceptRisk.isPending}>
          Confirm deposit
        </Button>
      </div>
    </div>
  );
}
