import { COIN_LABELS, COINS, PROOF_MIME_TYPES, type TCoin, type TPayInPurpose } from "@vaultline/shared";
import { type ReactNode, useState } from "react";
import { Button } from "../ui/button.tsx";
import { FileInput } from "../ui/file-input.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { TextField } from "../ui/text-field.tsx";
import { QuotePanel } from "./quote-panel.tsx";
import { quoteFromError, requestQuote } from "./request-quote.ts";
import { type QuoteSource, useQuote } from "./use-quote.ts";

/** `proof` is null when the coin is watched on its chain: the chain is the evidence. */
export type CryptoPaymentInput = { currency: TCoin; quoteId: string; txId: string; proof: File | null };

/** How long a person usually takes to compare a proof with the payment (docs/payments.md). */
export const PROOF_REVIEW_TIME = "usually within one business day";

/**
 * The one crypto pay step (invest wizard and course payment): choose the coin, get a quote (exact
 * coin amount, rate, address, QR code, countdown), send, then give the optional tx id and the proof.
 * `onConfirm` records the payment; it should reject with the ApiError, so that an expired quote's
 * replacement (409) is shown at once.
 */
export function CryptoPayment({
  purpose,
  amount,
  confirmLabel,
  isSubmitting,
  onConfirm,
  children,
  canConfirm = true,
  quoteSource = requestQuote,
  isWatched = () => false,
}: {
  purpose: TPayInPurpose;
  /** Dollars, as the form holds them ("1000", "250.5"). */
  amount: string;
  confirmLabel: string;
  isSubmitting: boolean;
  onConfirm: (input: CryptoPaymentInput) => Promise<unknown>;
  /** Extra conditions above the button (the deposit's risk acceptance). */
  children?: ReactNode;
  canConfirm?: boolean;
  /** Where quotes come from (tests give their own). */
  quoteSource?: QuoteSource;
  /** Coins whose payments are watched on their chain: no transaction id or proof is asked for. */
  isWatched?: (coin: TCoin) => boolean;
}) {
  const [coin, setCoin] = useState<TCoin | null>(null);
  const [txId, setTxId] = useState("");
  const [proof, setProof] = useState<File | null>(null);
  const quote = useQuote({ purpose, amount, coin, source: quoteSource });
  const current = quote.quote;
  const watched = coin !== null && isWatched(coin);
  const isReady = current !== null && (proof !== null || watched) && canConfirm;

  async function confirm() {
    if (!current || (!proof && !watched)) return;
    try {
      await onConfirm({
        currency: current.currency,
        quoteId: current.id,
        txId: watched ? "" : txId.trim(),
        proof: watched ? null : proof,
      });
    } catch (error) {
      const replacement = quoteFromError(error);
      if (replacement) quote.replace(replacement);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Pay with</legend>
        {COINS.map((c) => (
          <label key={c} className="inline-flex items-center gap-2 text-sm">
            <input type="radio" name="pay-currency" checked={coin === c} onChange={() => setCoin(c)} />
            {COIN_LABELS[c].name}
            <span className="text-xs text-slate-500">({COIN_LABELS[c].withNetwork})</span>
          </label>
        ))}
      </fieldset>
      {coin === null && (
        <p className="text-sm text-slate-600">Choose a coin to see exactly how much to send and where.</p>
      )}
      {coin !== null && current && <QuotePanel quote={current} secondsLeft={quote.secondsLeft} />}
      {coin !== null && !current && quote.error && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {quote.error}
          <Button variant="secondary" onClick={() => quote.retry()}>
            Try again
          </Button>
        </div>
      )}
      {coin !== null && !current && !quote.error && (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner size="sm" /> Getting the current price…
        </p>
      )}
      {/* Nothing is asked for before a coin is picked: whether a proof is needed depends on the coin. */}
      {coin === null ? null : watched ? (
        <p className="rounded-lg bg-teal-50 p-3 text-sm text-teal-900">
          No screenshot needed: once you confirm, we watch the network for your payment and show its confirmations here.
          It is invested by itself once confirmed.
          {coin === "ETH" &&
            " Send it as an ordinary transfer from your wallet: ether sent by a smart contract (some exchanges pay withdrawals that way) is not seen."}
        </p>
      ) : (
        <>
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="proof-review-note">
            A person compares your screenshot with the payment on the network before your money counts; this takes{" "}
            {PROOF_REVIEW_TIME}. Until then the payment shows as pending.
          </p>
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
        </>
      )}
      {children}
      <div className="flex justify-end">
        <Button onClick={confirm} disabled={!isReady} isLoading={isSubmitting}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
