import { Card, ErrorNotice, PageTitle } from "../../components/ui/misc.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTransparency } from "../../features/transparency/api/get-transparency.ts";
import { CoveragePerAsset } from "../../features/transparency/components/coverage-per-asset.tsx";
import { InclusionCheck } from "../../features/transparency/components/inclusion-check.tsx";
import { PublishedDays } from "../../features/transparency/components/published-days.tsx";
import { ReservesTable } from "../../features/transparency/components/reserves-table.tsx";

export function Component() {
  const transparency = useTransparency();
  const data = transparency.data;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:py-14">
      <PageTitle subtitle="What we owe our members, published every day, and the addresses that hold their coins.">
        Transparency
      </PageTitle>
      {data?.isSimulated && (
        <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <strong>Simulated figures.</strong> This is a demonstration installation: prices and chain balances are
          simulated, and no real coins are held.
        </div>
      )}
      {transparency.isError ? (
        <ErrorNotice message={transparency.error.message} onRetry={() => transparency.refetch()} />
      ) : !data ? (
        <Skeleton className="h-svh w-full rounded-xl" />
      ) : (
        <>
          <Card>
            <h2 className="text-lg font-bold text-ink-900">Check that my balance is counted</h2>
            <p className="mt-1 mb-4 text-sm text-slate-600">
              Every day we build a Merkle-sum tree of every account's balance (wallet cash plus positions at market) and
              publish its root and total below, and one tree per asset: your share of the plans' bitcoin, ether and
              cash, with your wallet cash in dollars. Your browser downloads your leaves, their nonces and the paths to
              the roots, and recomputes every hash itself.
            </p>
            <InclusionCheck days={data.days} />
          </Card>
          <section className="flex flex-col gap-3">
            <h2 className="text-xl font-bold text-ink-900">Liabilities, day by day</h2>
            <PublishedDays days={data.days} />
          </section>
          <section className="flex flex-col gap-3">
            <h2 className="text-xl font-bold text-ink-900">Coverage per asset</h2>
            <p className="text-sm text-slate-600">
              Every day the treasury compares what the books owe in each asset (the plans' bitcoin, ether and cash,
              members' wallet cash, withdrawals not yet paid, deposits not yet invested) with what is held, by how we
              know it: balances verified on the chain, balances reported by an exchange's API, and balances declared
              with a bank's or custodian's statement.
            </p>
            <CoveragePerAsset days={data.days} />
          </section>
          <section className="flex flex-col gap-3">
            <h2 className="text-xl font-bold text-ink-900">Reserves</h2>
            <ReservesTable reserves={data.reserves} />
          </section>
        </>
      )}
    </div>
  );
}
