import type { TDeposit } from "@vaultline/shared";
import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, ErrorNotice, StatusBadge } from "../../../components/ui/misc.tsx";
import { ShowMore } from "../../../components/ui/show-more.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { formatDate, formatDollars } from "../../../lib/format.ts";
import { useMyDeposits } from "../api/deposit-calls.ts";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-ink-900">{value}</dd>
    </div>
  );
}

export function DepositCard({ deposit }: { deposit: TDeposit }) {
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-label={`${deposit.planName} investment`}
      data-testid="investment-card"
    >
      <header className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink-900">{deposit.planName}</h3>
        {deposit.status === "withdrawn" ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">
            <CheckCircle2 size={14} aria-hidden="true" /> Withdrawn
          </span>
        ) : (
          <StatusBadge status={deposit.status} />
        )}
      </header>
      <dl className="flex flex-col gap-1 text-sm">
        <Row label="ROI (target)" value={`${deposit.roi}%`} />
        <Row label="Investment date" value={formatDate(deposit.date)} />
        <Row label="Amount invested" value={formatDollars(deposit.amount)} />
        {deposit.expectedAmount !== null && (
          <Row label="Expected amount" value={formatDollars(deposit.expectedAmount)} />
        )}
        {deposit.withdrawalDate && <Row label="Withdrawal date" value={formatDate(deposit.withdrawalDate)} />}
        {deposit.payout !== null && <Row label="Paid to wallet" value={formatDollars(deposit.payout)} />}
      </dl>
      {deposit.status === "denied" && deposit.denyReason && (
        <p className="rounded-lg bg-red-50 p-2 text-sm text-red-800">Denied: {deposit.denyReason}</p>
      )}
      <Link to={paths.receipt("deposit", deposit._id)} className="text-sm font-semibold text-brand-700 hover:underline">
        View receipt
      </Link>
    </article>
  );
}

/** Investment history cards: pending badge, accepted with expected amount and date, withdrawn marker, denied with reason. */
export function DepositHistory() {
  const query = useMyDeposits();
  if (query.isPending) return <Spinner label="Loading investments" />;
  if (query.error) return <ErrorNotice message="Unable to get all user deposits" onRetry={() => query.refetch()} />;
  const items = query.items ?? [];
  if (items.length === 0) return <EmptyState title="No investments yet">Your deposits appear here.</EmptyState>;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {items.map((d) => (
          <DepositCard key={d._id} deposit={d} />
        ))}
      </div>
      <ShowMore list={query} />
    </>
  );
}
