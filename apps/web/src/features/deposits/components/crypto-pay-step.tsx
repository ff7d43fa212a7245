import { MESSAGES, type TDepositOptions, type TPlan } from "@vaultline/shared";
import { useState } from "react";
import { CryptoPayment, type CryptoPaymentInput } from "../../../components/crypto-payment/crypto-payment.tsx";
import { useBanner } from "../../../components/ui/banner.tsx";
import { FormError } from "../../../components/ui/misc.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatDollars } from "../../../lib/format.ts";
import { newIdempotencyKey } from "../../../lib/idempotency.ts";
import { useAcceptRisk } from "../api/accept-risk.ts";
import { useCryptoDeposit } from "../api/crypto-deposit.ts";
import { DepositPaymentWatch } from "./deposit-payment-watch.tsx";
import { StepHeading } from "./step-heading.tsx";

/** Step 3 (crypto): the shared crypto payment (quote, address, QR, proof) plus the risk disclosure. */
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
  /** The deposit is recorded: its receipt comes next. */
  onDone: (depositId: string) => void;
}) {
  const { showBanner, clearBanner } = useBanner();
  const deposit = useCryptoDeposit();
  const acceptRisk = useAcceptRisk();
  const [hasAcceptedRisk, setHasAcceptedRisk] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const needsRisk = options.risk.needsAcceptance;
  // A watched deposit stays on this step: the member follows the payment here.
  const [watchedId, setWatchedId] = useState<string | null>(null);

  async function confirm(payment: CryptoPaymentInput) {
    clearBanner();
    try {
      if (needsRisk) await acceptRisk.mutateAsync(options.risk.version);
      const res = await deposit.mutateAsync({ planId: plan.id, amount, email, ...payment, idempotencyKey: key });
      if (res.data.chain) {
        setWatchedId(res.data.id);
        return;
      }
      showBanner(MESSAGES.depositSuccess, "success");
      onDone(res.data.id);
    } catch (error) {
      // A refused request keeps its answer under its key; a corrected retry needs a new one.
      if (error instanceof ApiError && error.status !== 504) setKey(newIdempotencyKey());
      showBanner(errorMessage(error), "error");
      throw error;
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <StepHeading onBack={onBack} title={`3. Pay ${formatDollars(Number(amount))} into ${plan.name}`} />
      {watchedId ? (
        <DepositPaymentWatch depositId={watchedId} />
      ) : (
        <CryptoPayment
          isWatched={(coin) => options.chain.watches[coin]}
          purpose="deposit"
          amount={amount}
          confirmLabel="Confirm deposit"
          isSubmitting={deposit.isPending || acceptRisk.isPending || deposit.isSuccess}
          canConfirm={!needsRisk || hasAcceptedRisk}
          onConfirm={confirm}
        >
          <FormError error={deposit.error ?? acceptRisk.error} />
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
        </CryptoPayment>
      )}
    </div>
  );
}
