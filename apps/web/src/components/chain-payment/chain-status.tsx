import { SIMULATED_NETWORK_LABEL, type TDepositChain } from "@vaultline/shared";
import { useState } from "react";
import { formatDollars } from "../../lib/format.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";

const STEPS = ["Waiting for your payment", "Payment seen", "Confirmed", "Invested"] as const;

function stepOf(chain: TDepositChain): number {
  if (chain.state === "invested") return 3;
  if (chain.state === "confirmed") return 2;
  if (chain.state === "seen" || chain.state === "underpaid" || chain.state === "exception") return 1;
  return 0;
}

/** The "Simulated network — no real coins" label, wherever the simulated chain shows. */
export function SimulatedBadge() {
  return (
    <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">
      {SIMULATED_NETWORK_LABEL}
    </span>
  );
}

/**
 * A watched crypto payment as the member and the admin follow it: its state in plain words, the
 * steps, each payment with its confirmations and a link to its transaction on an explorer.
 * `onSimulate` (simulated network, payment still open) adds the "Send simulated payment" button.
 */
export function ChainStatus({
  chain,
  onSimulate,
  isSending = false,
}: {
  chain: TDepositChain;
  onSimulate?: (coinAmount: string) => void;
  isSending?: boolean;
}) {
  const step = stepOf(chain);
  const suggested = chain.shortfallCoinAmount ?? (chain.payments.length ? "" : chain.quotedCoinAmount);
  const [coinAmount, setCoinAmount] = useState(suggested);
  const isOpen = chain.state === "waiting" || chain.state === "underpaid" || chain.state === "seen";
  return (
    <section aria-label="Payment status" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-base font-semibold text-ink-900" data-testid="chain-state">
          {chain.label}
        </p>
        {chain.isSimulated && <SimulatedBadge />}
      </div>
      <ol className="flex flex-wrap gap-2 text-xs" aria-label="Payment steps">
        {STEPS.map((label, i) => (
          <li
            key={label}
            aria-current={i === step ? "step" : undefined}
            className={`rounded-full px-2 py-0.5 ${i <= step ? "bg-teal-100 text-teal-900" : "bg-slate-100 text-slate-500"}`}
          >
            {label}
          </li>
        ))}
      </ol>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Quoted</dt>
        <dd>
          {chain.quotedCoinAmount} {chain.coinSymbol}
        </dd>
        <dt className="text-slate-500">Received</dt>
        <dd data-testid="chain-paid">
          {chain.paidCoinAmount} {chain.coinSymbol}
        </dd>
        {chain.state === "seen" && (
          <>
            <dt className="text-slate-500">Confirmations</dt>
            <dd data-testid="chain-confirmations">
              {chain.confirmations} of {chain.confirmationsNeeded}
            </dd>
          </>
        )}
        {chain.shortfallCoinAmount && (
          <>
            <dt className="text-slate-500">Still to send</dt>
            <dd className="font-semibold text-amber-800">
              {chain.shortfallCoinAmount} {chain.coinSymbol} before {new Date(chain.expiresAt).toLocaleTimeString()}
            </dd>
          </>
        )}
        {chain.excess !== null && (
          <>
            <dt className="text-slate-500">Excess to your wallet</dt>
            <dd>{formatDollars(chain.excess)} (at the quote's rate)</dd>
          </>
        )}
      </dl>
      {chain.payments.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Payments on the network">
          {chain.payments.map((p) => (
            <li key={`${p.txid}:${p.index}`} className="flex flex-wrap items-center gap-2">
              <span>
                {p.coinAmount} {chain.coinSymbol}
              </span>
              <span className="text-slate-500">
                {p.status === "dropped"
                  ? "disappeared from the network (not credited)"
                  : `${p.confirmations} confirmation${p.confirmations === 1 ? "" : "s"}${p.isLate ? ", after the quote expired" : ""}`}
              </span>
              {p.explorerUrl ? (
                <a className="break-all text-teal-700 underline" href={p.explorerUrl} target="_blank" rel="noreferrer">
                  Transaction {p.txid.slice(0, 12)}… on the explorer
                </a>
              ) : (
                <code className="break-all text-xs text-slate-500" title="Simulated transaction: no explorer">
                  {p.txid.slice(0, 16)}…
                </code>
              )}
            </li>
          ))}
        </ul>
      )}
      {onSimulate && chain.isSimulated && isOpen && (
        <form
          className="flex flex-wrap items-end gap-2 rounded-lg bg-violet-50 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            onSimulate(coinAmount.trim());
          }}
        >
          <TextField
            label={`Amount to send (${chain.coinSymbol})`}
            value={coinAmount}
            onChange={(e) => setCoinAmount(e.target.value)}
            hint="Simulated coins: try less than quoted to see an underpayment."
          />
          <Button type="submit" isLoading={isSending}>
            Send simulated payment
          </Button>
        </form>
      )}
    </section>
  );
}
