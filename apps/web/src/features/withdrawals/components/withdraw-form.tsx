import {
  COIN_LABELS,
  type TSavedAddress,
  type TWithdrawalQuote,
  toCents,
  WITHDRAWAL_MESSAGES,
} from "@vaultline/shared";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatCents, formatDateTime } from "../../../lib/format.ts";
import { newIdempotencyKey } from "../../../lib/idempotency.ts";
import { useWithdrawalQuote } from "../api/get-withdrawal-quote.ts";
import { useWithdraw } from "../api/withdraw.ts";
import { DestinationPicker } from "./destination-picker.tsx";
import { PayoutQuoteRows } from "./payout-facts.tsx";

/** The replacement quote a 409 carries when the shown one expired. */
function replacementQuote(error: unknown): TWithdrawalQuote | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { quote?: TWithdrawalQuote } | null;
  return body?.quote ?? null;
}

/**
 * Amount and a destination from the member's address book (only addresses past their holding
 * period can be chosen), then a review step with the coin amount at a quote (rate, its time, the
 * network fee estimate and what arrives) before anything is reserved.
 */
export function WithdrawForm({
  balance,
  destinations,
  holdHours = null,
  needsCode = false,
}: {
  balance: number;
  /** The member's saved addresses (the address book). */
  destinations: TSavedAddress[];
  /** How long a new address is held before first use (the server's setting). */
  holdHours?: number | null;
  /** Two-factor is on: the review step asks for a code from the authenticator app. */
  needsCode?: boolean;
}) {
  const { showBanner, clearBanner } = useBanner();
  const withdraw = useWithdraw();
  const quoting = useWithdrawalQuote();
  const [quote, setQuote] = useState<TWithdrawalQuote | null>(null);
  const navigate = useNavigate();
  const [amount, setAmount] = useState("");
  const [destinationId, setDestinationId] = useState<string | null>(null);
  const [serverAddressError, setServerAddressError] = useState<string | null>(null);
  const [isReviewing, setIsReviewing] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const [code, setCode] = useState("");
  // A wrong, reused or missing code keeps the review open with the reason under the field.
  const [codeError, setCodeError] = useState<string | null>(null);
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
  const destination = destinations.find((d) => d.id === destinationId && d.isUsable) ?? null;
  const isDisabled = amount === "" || cents === null || cents <= 0 || cents > balanceCents || destination === null;

  async function submit() {
    if (!destination) return;
    clearBanner();
    try {
      const { address, network } = destination;
      const body = {
        amount,
        address,
        network,
        ...(quote ? { quoteId: quote.id } : {}),
        ...(needsCode ? { code: code.trim() } : {}),
      };
      const res = await withdraw.mutateAsync({ body, idempotencyKey: key });
      showBanner(res.message, "success", 5000);
      navigate(paths.receipt("withdrawal", res.data.id));
    } catch (error) {
      // After a timeout the same request (key and code) is sent again: it may have gone through, and
      // the server then answers with what it did. Any other answer was final: a new key and a new code.
      if (error instanceof ApiError && error.status !== 504) {
        setKey(newIdempotencyKey());
        setCode("");
      }
      const fresh = replacementQuote(error);
      if (fresh) {
        // The quote expired while the member read it: show the new coin amount and ask again.
        setQuote(fresh);
        showBanner(errorMessage(error), "error", 5000);
        return;
      }
      const details = error instanceof ApiError ? error.details : [];
      const onAddress = details.find((d) => d.field === "address");
      if (onAddress) setServerAddressError(onAddress.message);
      const onCode = details.find((d) => d.field === "code");
      setCodeError(onCode?.message ?? null);
      if (!onCode) setIsReviewing(false);
      const reason = errorMessage(error);
      showBanner(
        reason.startsWith(WITHDRAWAL_MESSAGES.failed) ? reason : `${WITHDRAWAL_MESSAGES.failed}: ${reason}`,
        "error",
        5000,
      );
    }
  }

  async function review() {
    if (!destination || cents === null) return;
    clearBanner();
    try {
      const res = await quoting.mutateAsync({ amount, address: destination.address, network: destination.network });
      setQuote(res.data);
      setIsReviewing(true);
    } catch (error) {
      const onAddress = (error instanceof ApiError ? error.details : []).find((d) => d.field === "address");
      if (onAddress) setServerAddressError(onAddress.message);
      showBanner(`${WITHDRAWAL_MESSAGES.failed}: ${errorMessage(error)}`, "error", 5000);
    }
  }

  if (isReviewing && cents !== null && destination && quote) {
    return (
      <section aria-label="Review your withdrawal" className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-ink-900">Check before you confirm</h2>
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-600">Amount</dt>
            <dd className="font-semibold text-ink-900">{formatCents(cents)}</dd>
          </div>
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-600">Network</dt>
            <dd className="font-semibold text-ink-900">{COIN_LABELS[destination.network].withNetwork}</dd>
          </div>
          <PayoutQuoteRows quote={quote} />
          <div className="flex flex-col gap-1 px-4 py-3">
            <dt className="text-slate-600">Destination address</dt>
            <dd>
              {destination.label && <span className="block text-ink-900">{destination.label}</span>}
              <code className="break-all text-sm font-semibold text-ink-900">{destination.address}</code>
              <span className="block text-xs text-slate-500">
                In your address book since {formatDateTime(destination.createdAt)}
              </span>
            </dd>
          </div>
        </dl>
        <p className="text-xs text-slate-600">
          This coin amount holds until {formatDateTime(quote.expiresAt)}. The dollar amount is reserved from your wallet
          now; the coins are sent after an admin approves the request.
        </p>
        <p role="note" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert size={18} aria-hidden="true" className="shrink-0" />
          Compare the address with your wallet character by character. A payout to a wrong address cannot be reversed:
          the money would be gone for good.
        </p>
        {needsCode && (
          <TextField
            label="Code from your authenticator app"
            hint="Or one of your recovery codes"
            autoComplete="one-time-code"
            value={code}
            error={codeError ?? undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeError(null);
            }}
          />
        )}
        <div className="flex justify-between gap-3">
          <Button variant="secondary" onClick={() => setIsReviewing(false)} disabled={withdraw.isPending}>
            Back
          </Button>
          <Button onClick={submit} isLoading={withdraw.isPending} disabled={needsCode && code.trim() === ""}>
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
        if (!isDisabled) review();
      }}
    >
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value.trim())}
        error={amountError}
      />
      <DestinationPicker
        destinations={destinations}
        holdHours={holdHours}
        value={destinationId}
        onChange={(id) => {
          setDestinationId(id);
          setServerAddressError(null);
        }}
        error={serverAddressError}
      />
      <Link to={`${paths.security}#address-book`} className="self-start text-sm font-semibold text-brand-700 underline">
        Add an address to your address book
      </Link>
      <Button type="submit" disabled={isDisabled} isLoading={quoting.isPending}>
        Withdraw
      </Button>
    </form>
  );
}
