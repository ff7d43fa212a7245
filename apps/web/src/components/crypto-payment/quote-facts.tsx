import { COIN_LABELS, type TCoin, type TPaymentQuote } from "@vaultline/shared";
import type { ReactNode } from "react";
import { formatDateTime, formatDollars } from "../../lib/format.ts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-all text-sm text-ink-900">{children}</dd>
    </div>
  );
}

const notStated = <span className="text-slate-500">not stated</span>;

/**
 * For admins matching a crypto payment with its proof: the coin, the exact amount the payer was asked
 * to send, the rate and quote time, and the address (marked when every member shares it). Items of a <dl>.
 */
export function PaymentQuoteFacts({ coin, quote }: { coin: TCoin | null; quote: TPaymentQuote | null }) {
  return (
    <>
      <Fact label="Coin">{coin ? `${COIN_LABELS[coin].name} on the ${COIN_LABELS[coin].chain}` : notStated}</Fact>
      <Fact label="Expected coin amount">
        {quote ? (
          <strong>
            {quote.coinAmount} {quote.coinSymbol}
          </strong>
        ) : (
          notStated
        )}
      </Fact>
      <Fact label="Rate and quote time">
        {quote
          ? `1 ${quote.coinSymbol} = ${formatDollars(quote.rate)}, quoted ${formatDateTime(quote.quotedAt)}`
          : notStated}
      </Fact>
      <Fact label="Paid to address">
        {quote ? (
          <span className="flex flex-wrap items-center gap-2">
            <code className="rounded bg-slate-100 px-1 text-xs">{quote.address}</code>
            {quote.isSharedAddress && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                shared address
              </span>
            )}
          </span>
        ) : (
          notStated
        )}
      </Fact>
    </>
  );
}
