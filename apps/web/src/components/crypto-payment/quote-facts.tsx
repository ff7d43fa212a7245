import { COIN_LABELS, type TCoin, type TPaymentQuote } from "@vaultline/shared";
import { formatDateTime, formatDollars } from "../../lib/format.ts";
import { Fact } from "../ui/fact.tsx";

// Addresses and amounts break anywhere rather than overflow.
const VALUE = "break-all text-sm text-ink-900";

const notStated = <span className="text-slate-500">not stated</span>;

/**
 * For admins matching a crypto payment with its proof: the coin, the exact amount the payer was asked
 * to send, the rate and quote time, and the address (marked when every member shares it). Items of a <dl>.
 */
export function PaymentQuoteFacts({ coin, quote }: { coin: TCoin | null; quote: TPaymentQuote | null }) {
  return (
    <>
      <Fact label="Coin" valueClassName={VALUE}>
        {coin ? `${COIN_LABELS[coin].name} on the ${COIN_LABELS[coin].chain}` : notStated}
      </Fact>
      <Fact label="Expected coin amount" valueClassName={VALUE}>
        {quote ? (
          <strong>
            {quote.coinAmount} {quote.coinSymbol}
          </strong>
        ) : (
          notStated
        )}
      </Fact>
      <Fact label="Rate and quote time" valueClassName={VALUE}>
        {quote
          ? `1 ${quote.coinSymbol} = ${formatDollars(quote.rate)}, quoted ${formatDateTime(quote.quotedAt)}`
          : notStated}
      </Fact>
      <Fact label="Paid to address" valueClassName={VALUE}>
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
