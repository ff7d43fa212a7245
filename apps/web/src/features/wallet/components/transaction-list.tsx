import { ledgerEntryLabel } from "@vaultline/shared";
import { useState } from "react";
import { EmptyState, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { formatDate, formatDollars } from "../../../lib/format.ts";
import { useTransactions } from "../api/get-transactions.ts";

/** The user's ledger, newest first, with the balance after each entry. */
export function TransactionList() {
  const [page, setPage] = useState(1);
  const query = useTransactions(page);
  if (query.isPending) return <Spinner label="Loading transactions" />;
  if (query.error) return <ErrorNotice message={query.error.message} onRetry={() => query.refetch()} />;
  const { items, total, pageSize } = query.data;
  if (total === 0)
    return <EmptyState title="No transactions yet">Payouts, adjustments and withdrawals appear here.</EmptyState>;
  return (
    <div>
      <ul className="divide-y divide-slate-100" aria-label="Transaction history">
        {items.map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-3 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-ink-900">{ledgerEntryLabel(entry)}</p>
              <p className="text-slate-500">{formatDate(entry.createdAt)}</p>
              {entry.reason && <p className="break-words text-slate-600">{entry.reason}</p>}
            </div>
            <div className="shrink-0 text-right">
              <p className={`font-semibold ${entry.amount < 0 ? "text-red-700" : "text-teal-700"}`}>
                {entry.amount > 0 ? "+" : ""}
                {formatDollars(entry.amount)}
              </p>
              <p className="text-xs text-slate-500">Balance {formatDollars(entry.balanceAfter)}</p>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageSize={pageSize} total={total} onPage={setPage} />
    </div>
  );
}
