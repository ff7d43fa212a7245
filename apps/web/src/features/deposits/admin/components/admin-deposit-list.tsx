import { COIN_LABELS, REVIEW_EXCEPTION_TITLE } from "@vaultline/shared";
import { Link } from "react-router";
import { FilterTabs } from "../../../../components/ui/filter-tabs.tsx";
import { StatusBadge } from "../../../../components/ui/misc.tsx";
import { PagedQueue } from "../../../../components/ui/paged-queue.tsx";
import { DEPOSIT_STATUS_LABELS, depositStatusLabel, formatDate, formatDollars } from "../../../../lib/format.ts";
import { type DepositView, useAllDeposits } from "../api/get-admin-deposits.ts";

export const DEPOSIT_VIEW_LABELS: Record<DepositView, string> = {
  open: "Open (hides invested)",
  pending: DEPOSIT_STATUS_LABELS.pending,
  accepted: DEPOSIT_STATUS_LABELS.accepted,
  withdrawn: DEPOSIT_STATUS_LABELS.withdrawn,
  denied: DEPOSIT_STATUS_LABELS.denied,
  all: "All",
};

/** Deposits for admins: pending first, newest first; the default view hides invested ones. */
export function AdminDepositList({
  view,
  page,
  depositPath,
  onView,
  onPage,
}: {
  view: DepositView;
  page: number;
  depositPath: (id: string) => string;
  onView: (view: DepositView) => void;
  onPage: (page: number) => void;
}) {
  const query = useAllDeposits(view, page);
  return (
    <div className="flex flex-col gap-4">
      <FilterTabs label="Filter deposits" options={DEPOSIT_VIEW_LABELS} value={view} onChange={onView} />
      <PagedQueue query={query} page={page} onPage={onPage} empty="No deposits here">
        {(items) => (
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm">
            {items.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">
                    {formatDollars(d.amount)} · {d.planName}
                  </p>
                  <p className="text-sm wrap-anywhere text-slate-600">
                    @{d.user.username} · {d.user.email} ·{" "}
                    {d.method === "card"
                      ? "Card"
                      : d.currency
                        ? COIN_LABELS[d.currency].withNetwork
                        : "Crypto (coin not stated)"}
                  </p>
                  <p className="text-xs text-slate-500">{formatDate(d.date)}</p>
                  {d.chain && (
                    <p className="text-xs text-slate-600">
                      {d.chain.state === "exception" ? <strong>{REVIEW_EXCEPTION_TITLE}: </strong> : null}
                      {d.chain.label}
                    </p>
                  )}
                </div>
                <div className="flex items-center gap-3">
                  <StatusBadge status={d.status} label={depositStatusLabel(d)} />
                  <Link to={depositPath(d.id)} className="text-sm font-semibold text-brand-700 hover:underline">
                    Review<span className="sr-only"> deposit of @{d.user.username}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedQueue>
    </div>
  );
}
