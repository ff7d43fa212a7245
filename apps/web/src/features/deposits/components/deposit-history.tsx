import { formatPlanUnits, parsePlanUnits, type TDeposit, type TMoveResult, type TPosition } from "@vaultline/shared";
import { useState } from "react";
import { Link } from "react-router";
import { SimulatedBadge } from "../../../components/chain-payment/chain-status.tsx";
import { EmptyState, ErrorNotice, StatusBadge } from "../../../components/ui/misc.tsx";
import { ShowMore } from "../../../components/ui/show-more.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import {
  depositStatusLabel,
  formatDate,
  formatDollars,
  formatPercent,
  formatSignedDollars,
  formatUnits,
} from "../../../lib/format.ts";
import { useMyDeposits } from "../api/get-my-deposits.ts";
import { heldMicroUnits } from "../move-units.ts";
import { MoveDialog } from "./move-dialog.tsx";

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-ink-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function PositionRows({ position }: { position: TPosition }) {
  const held = heldMicroUnits(position);
  const isLoss = position.gain < 0;
  // Every unit moved: what is left to show is how many went to the wallet (the ledger has the dollars).
  if (held === 0n) return <Row label="Units moved to wallet" value={formatUnits(position.unitsMoved)} />;
  return (
    <>
      <Row label="Units held" value={formatUnits(formatPlanUnits(held))} />
      {(parsePlanUnits(position.unitsMoved) ?? 0n) > 0n && (
        <Row label="Units moved to wallet" value={formatUnits(position.unitsMoved)} />
      )}
      <Row label="Value now" value={formatDollars(position.value)} testId="position-value" />
      <Row label="Paid in" value={formatDollars(position.paidIn)} />
      {position.rounding > 0 && (
        <Row label="Rounding at the buy (kept in the plan)" value={formatDollars(position.rounding)} />
      )}
      <div className="flex justify-between gap-3">
        <dt className="text-slate-500">{isLoss ? "Loss" : "Gain"}</dt>
        <dd className={`text-right font-medium ${isLoss ? "text-red-700" : "text-teal-800"}`}>
          {formatSignedDollars(position.gain)} ({formatPercent(position.gainPercent, { signed: true })})
        </dd>
      </div>
      <Row label="Holding period ends" value={formatDate(position.holdingEndsAt)} />
    </>
  );
}

export function DepositCard({ deposit, onWalletChanged }: { deposit: TDeposit; onWalletChanged?: () => unknown }) {
  const [lastMove, setLastMove] = useState<TMoveResult | null>(null);
  const { position } = deposit;
  const held = position ? heldMicroUnits(position) : 0n;
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-label={`${deposit.planName} investment`}
      data-testid="investment-card"
    >
      <header className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink-900">
          {deposit.planId ? (
            <Link to={paths.plan(deposit.planId)} className="hover:underline">
              {deposit.planName}
            </Link>
          ) : (
            deposit.planName
          )}
        </h3>
        <StatusBadge status={deposit.status} label={depositStatusLabel(deposit)} />
      </header>
      <dl className="flex flex-col gap-1 text-sm">
        <Row label="Deposited" value={`${formatDollars(deposit.amount)} on ${formatDate(deposit.date)}`} />
        {position && <PositionRows position={position} />}
        {deposit.payout !== null && <Row label="Paid to wallet" value={formatDollars(deposit.payout)} />}
        {deposit.chain && <Row label="Payment" value={deposit.chain.label} testId="chain-label" />}
      </dl>
      {deposit.chain?.isSimulated && (
        <p>
          <SimulatedBadge />
        </p>
      )}
      {deposit.chain && deposit.chain.state !== "invested" && deposit.chain.state !== "expired" && (
        <Link className="text-sm text-teal-700 underline" to={paths.receipt("deposit", deposit.id)}>
          Follow this payment
        </Link>
      )}
      {deposit.status === "denied" && deposit.denyReason && (
        <p className="rounded-lg bg-red-50 p-2 text-sm text-red-800">Denied: {deposit.denyReason}</p>
      )}
      {lastMove && (
        <p role="status" className="rounded-lg bg-teal-50 p-2 text-sm text-teal-900">
          {formatDollars(lastMove.credited)} was credited to your wallet.
        </p>
      )}
      {position && held > 0n && (
        <div className="flex flex-wrap items-center gap-3">
          {position.canMove ? (
            <MoveDialog deposit={deposit} position={position} onMoved={setLastMove} onWalletChanged={onWalletChanged} />
          ) : (
            <p className="text-sm text-slate-600">
              You can move it to your wallet from {formatDate(position.holdingEndsAt)}.
            </p>
          )}
        </div>
      )}
      <Link to={paths.receipt("deposit", deposit.id)} className="text-sm font-semibold text-brand-700 hover:underline">
        View receipt
      </Link>
    </article>
  );
}

/**
 * A member's deposits: awaiting payment, invested (units, value now, gain or loss, the end of the
 * holding period and "Move to wallet" from then), moved to wallet, or denied with the reason.
 */
export function DepositHistory({ onWalletChanged }: { onWalletChanged?: () => unknown }) {
  const query = useMyDeposits();
  if (query.isPending) return <Spinner label="Loading investments" />;
  if (query.error) return <ErrorNotice message="Unable to get all user deposits" onRetry={() => query.refetch()} />;
  const items = query.items ?? [];
  if (items.length === 0) return <EmptyState title="No investments yet">Your deposits appear here.</EmptyState>;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {items.map((d) => (
          <DepositCard key={d.id} deposit={d} onWalletChanged={onWalletChanged} />
        ))}
      </div>
      <ShowMore list={query} />
    </>
  );
}
