import { COIN_LABELS, withdrawalStatusLabel } from "@vaultline/shared";
import { Link } from "react-router";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, ErrorNotice, StatusBadge } from "../../../components/ui/misc.tsx";
import { ShowMore } from "../../../components/ui/show-more.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDate, formatDollars } from "../../../lib/format.ts";
import { useCancelWithdrawal } from "../api/cancel-withdrawal.ts";
import { useMyWithdrawals } from "../api/get-my-withdrawals.ts";
import { PayoutTransaction } from "./payout-facts.tsx";

/** The user's withdrawal requests with their status and reason; pending ones can be cancelled. */
export function MyWithdrawals() {
  const query = useMyWithdrawals();
  const cancel = useCancelWithdrawal();
  const { showBanner, clearBanner } = useBanner();
  if (query.isPending) return <Spinner label="Loading withdrawals" />;
  if (query.error) return <ErrorNotice message={query.error.message} onRetry={() => query.refetch()} />;
  const items = query.items ?? [];
  if (items.length === 0) return <EmptyState title="No withdrawals yet" />;
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Withdrawal requests">
        {items.map((w) => (
          <li key={w.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">
                {formatDollars(w.amount)}{" "}
                <span className="font-normal text-slate-500">· {COIN_LABELS[w.network].withNetwork}</span>
              </p>
              {w.payout && (
                <p className="text-xs text-slate-600">
                  {w.payout.coinAmount} {w.payout.coinSymbol} at {formatDollars(w.payout.rate)}, {w.payout.arrives}{" "}
                  {w.payout.coinSymbol} to arrive
                </p>
              )}
              <p className="break-all text-xs text-slate-500">{w.address}</p>
              <p className="text-xs text-slate-500">{formatDate(w.createdAt)}</p>
              {w.denyReason && <p className="text-red-700">Reason: {w.denyReason}</p>}
              {w.payoutTx && <PayoutTransaction tx={w.payoutTx} coin={w.network} />}
            </div>
            <div className="flex items-center gap-3">
              <StatusBadge status={w.status} label={withdrawalStatusLabel(w)} />
              <Link to={paths.receipt("withdrawal", w.id)} className="font-semibold text-brand-700 hover:underline">
                Receipt
              </Link>
              {w.status === "pending" && (
                <Button
                  variant="secondary"
                  isLoading={cancel.isPending && cancel.variables === w.id}
                  onClick={async () => {
                    clearBanner();
                    try {
                      const res = await cancel.mutateAsync(w.id);
                      showBanner(res.message, "success");
                    } catch (error) {
                      showBanner(errorMessage(error), "error");
                    }
                  }}
                >
                  Cancel
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ShowMore list={query} />
    </>
  );
}
