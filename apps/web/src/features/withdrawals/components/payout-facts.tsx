import { COIN_SYMBOLS, type TWithdrawal, type TWithdrawalQuote } from "@vaultline/shared";
import { ExternalLink } from "lucide-react";
import { Fact } from "../../../components/ui/fact.tsx";
import { formatDateTime, formatDollars } from "../../../lib/format.ts";

type Quoted = Pick<TWithdrawalQuote, "coinAmount" | "coinSymbol" | "rate" | "rateAt" | "networkFee" | "arrives">;

const ROW = {
  className: "flex justify-between gap-4 px-4 py-2",
  labelClassName: "text-slate-600",
  valueClassName: "text-right font-semibold text-ink-900",
};

/** The coin side of a withdrawal: coin amount at the rate (and its time), the fee estimate, what arrives. */
export function PayoutQuoteRows({ quote }: { quote: Quoted }) {
  return (
    <>
      <Fact {...ROW} label="Coin amount">
        {quote.coinAmount} {quote.coinSymbol}
      </Fact>
      <Fact {...ROW} label="Rate">
        1 {quote.coinSymbol} = {formatDollars(quote.rate)}
        <span className="block text-xs font-normal text-slate-500">as of {formatDateTime(quote.rateAt)}</span>
      </Fact>
      <Fact {...ROW} label="Network fee estimate">
        {quote.networkFee === null ? (
          <span className="font-normal text-slate-600">not estimated: taken from the amount when it is sent</span>
        ) : (
          `${quote.networkFee} ${quote.coinSymbol}`
        )}
      </Fact>
      <Fact {...ROW} label={quote.networkFee === null ? "What arrives (before the fee)" : "What arrives"}>
        <span data-testid="payout-arrives">
          {quote.arrives} {quote.coinSymbol}
        </span>
      </Fact>
    </>
  );
}

/** The payout transaction: a link to it on an explorer, whether the chain confirmed it pays the member. */
export function PayoutTransaction({
  tx,
  coin,
}: {
  tx: NonNullable<TWithdrawal["payoutTx"]>;
  coin: TWithdrawal["network"];
}) {
  return (
    <div className="flex flex-col gap-0.5 text-xs text-slate-700" data-testid="payout-transaction">
      <p className="break-all">
        Payout transaction{" "}
        {tx.explorerUrl ? (
          <a
            href={tx.explorerUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-mono font-semibold text-brand-700 underline"
          >
            {tx.txid}
            <ExternalLink size={12} aria-hidden="true" />
            <span className="sr-only">(opens the explorer)</span>
          </a>
        ) : (
          <code className="font-mono">{tx.txid}</code>
        )}
      </p>
      <p>
        {tx.isChecked
          ? `Checked on the chain ${formatDateTime(tx.checkedAt)}: pays ${tx.paidAmount === null ? "?" : `${tx.paidAmount} ${COIN_SYMBOLS[coin]}`} to the member's address, ${tx.confirmations ?? 0} confirmation${tx.confirmations === 1 ? "" : "s"} then.`
          : `Not checked on the chain (no watcher for this coin): recorded ${formatDateTime(tx.checkedAt)} as the admin entered it.`}
      </p>
      {tx.isSimulated && <p className="font-semibold text-amber-800">Simulated network — no real coins</p>}
    </div>
  );
}
