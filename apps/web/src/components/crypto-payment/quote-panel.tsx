import { COIN_LABELS, PRICE_MESSAGES, type TCryptoQuote } from "@vaultline/shared";
import { Clock } from "lucide-react";
import { formatDollars } from "../../lib/format.ts";
import { QrCode } from "../ui/qr-code.tsx";
import { CopyButton } from "./copy-button.tsx";

const time = (iso: string) => new Date(iso).toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit" });
const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** Every number of the quote in plain words: what the rate is, who pays the fee, what a wrong amount does. */
function Explanations({ quote }: { quote: TCryptoQuote }) {
  const isBitcoin = quote.currency === "BTC";
  const isEther = quote.currency === "ETH";
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      {isBitcoin ? (
        <li>
          <strong>The rate</strong> is the price of one bitcoin in US dollars when we made this quote (
          {time(quote.rateAt)}): {formatDollars(quote.amount)} ÷ {formatDollars(quote.rate)} = {quote.coinAmount} BTC,
          rounded up to the next satoshi (0.00000001 BTC) so you never send too little.
        </li>
      ) : isEther ? (
        <li>
          <strong>The rate</strong> is the price of one ether in US dollars when we made this quote (
          {time(quote.rateAt)}): {formatDollars(quote.amount)} ÷ {formatDollars(quote.rate)} = {quote.coinAmount} ETH,
          rounded up to the next 0.00000001 ETH so you never send too little.
        </li>
      ) : (
        <li>
          <strong>The rate</strong>: USDT is a dollar stablecoin, 1 USDT = $1.00, so {formatDollars(quote.amount)} is{" "}
          {quote.coinAmount} USDT.
        </li>
      )}
      <li>
        <strong>The network fee</strong> is on top of this amount and paid by you, the sender: your wallet adds it
        {isBitcoin
          ? " (it goes to the Bitcoin miners)"
          : " in ETH (Ethereum “gas”): keep a little more ETH in your wallet than you send"}
        . It is not part of your {quote.purpose === "deposit" ? "deposit" : "payment"}.
      </li>
      <li>
        <strong>Send exactly {quote.coinAmount}</strong> {quote.coinSymbol} in one payment before the timer runs out. A
        different amount, or a payment after the quote expired, is not lost, but it delays your{" "}
        {quote.purpose === "deposit" ? "deposit" : "payment"} until an admin matches it by hand.
      </li>
      <li>
        When the timer reaches zero we ask for a new price; the address stays the same, only the amount may change.
      </li>
    </ul>
  );
}

/** The quote: exact coin amount, address, QR code (address and amount), rate, countdown and what they mean. */
export function QuotePanel({ quote, secondsLeft }: { quote: TCryptoQuote; secondsLeft: number }) {
  const chain = COIN_LABELS[quote.currency].chain;
  return (
    <section aria-label="What to send" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-4 sm:flex-row">
        {/* A BIP21 or EIP-681 payment URI: a wallet's scanner fills in address and amount. */}
        <QrCode
          text={quote.paymentUri}
          size={160}
          className="h-40 w-40 shrink-0 self-center"
          alt={`QR code: pay ${quote.coinAmount} ${quote.coinSymbol} to this ${COIN_LABELS[quote.currency].noun} address`}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-lg font-bold text-ink-900">
            Send exactly <span data-testid="coin-amount">{quote.coinAmount}</span> {quote.coinSymbol}
          </p>
          <p className="text-sm text-slate-600">
            = {formatDollars(quote.amount)} at 1 {quote.coinSymbol} = {formatDollars(quote.rate)}
            {quote.currency !== "USDT_ERC20" ? ` (price at ${time(quote.rateAt)})` : ""}
            {quote.rateSource === "simulated" && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                {PRICE_MESSAGES.simulatedLabel}
              </span>
            )}
          </p>
          <CopyButton text={quote.coinAmount} label="Copy amount" copiedLabel="amount copied" />
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            to this address on the <strong>{chain}</strong>
            {quote.isSharedAddress && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                shared address
              </span>
            )}
            {quote.isDemoAddress && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                demo address
              </span>
            )}
          </p>
          <code className="break-all rounded bg-slate-100 px-2 py-1 text-xs" data-testid="pay-address">
            {quote.address}
          </code>
          <CopyButton text={quote.address} label="Copy address" copiedLabel="address copied" />
        </div>
      </div>
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <Clock size={16} aria-hidden="true" />
        <span role="timer" aria-live="off">
          Quote valid for {countdown(secondsLeft)}
        </span>
      </p>
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {quote.isDemoAddress
          ? "Demo address: this installation has no real wallet configured. Do not send funds."
          : quote.isSharedAddress
            ? "This address is shared by all members: your proof of payment is how we match your payment to you."
            : "This address was made for this payment only: that is how we match your payment to you."}{" "}
        Use the {chain} only: a transfer on another network is lost.
      </p>
      <Explanations quote={quote} />
    </section>
  );
}
