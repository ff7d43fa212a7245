import { ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDollars, formatPercent, formatSignedDollars } from "../../../lib/format.ts";
import { usePortfolio } from "../api/get-portfolio.ts";

/**
 * The dashboard's headline: everything the member has (wallet cash plus every position at market),
 * today's change, and their own money-weighted return. `wallet` is the session's balance, shown even
 * while the total loads.
 */
export function PortfolioHeadline({ wallet }: { wallet: number }) {
  const portfolio = usePortfolio();
  const data = portfolio.data;
  return (
    <div className="flex flex-col gap-1 sm:items-end sm:text-right">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-500 sm:justify-end">
        Total
        {data?.pricesSimulated && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Simulated prices
          </span>
        )}
      </p>
      {portfolio.isPending && <Skeleton className="h-9 w-40" />}
      {portfolio.isError && <ErrorNotice message={portfolio.error.message} onRetry={() => portfolio.refetch()} />}
      {data && (
        <>
          <p className="text-3xl font-bold text-ink-900" data-testid="portfolio-total">
            {formatDollars(data.total)}
          </p>
          <p
            className={`text-sm font-medium ${data.todayChange < 0 ? "text-red-700" : "text-teal-800"}`}
            data-testid="today-change"
          >
            {formatSignedDollars(data.todayChange)}
            {data.todayChangePercent !== null && ` (${formatPercent(data.todayChangePercent, { signed: true })})`} today
          </p>
        </>
      )}
      <dl className="mt-1 grid grid-cols-2 gap-x-4 text-sm sm:justify-items-end">
        <dt className="text-slate-500">Wallet cash</dt>
        <dd className="text-right font-semibold text-ink-900" data-testid="wallet-balance">
          {formatDollars(wallet)}
        </dd>
        {data && (
          <>
            <dt className="text-slate-500">In plans</dt>
            <dd className="text-right font-semibold text-ink-900" data-testid="positions-value">
              {formatDollars(data.positions)}
            </dd>
            <dt className="text-slate-500" title="Your own return, counting when and how much you paid in">
              Your return
            </dt>
            <dd className="text-right font-semibold text-ink-900" data-testid="money-weighted-return">
              {data.moneyWeightedReturn === null
                ? "Not enough history yet"
                : formatPercent(data.moneyWeightedReturn, { signed: true })}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
