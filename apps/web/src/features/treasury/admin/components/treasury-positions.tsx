import type { THeldLine, TTreasuryPosition, TTreasuryView } from "@vaultline/shared";
import { Button } from "../../../../components/ui/button.tsx";
import { Card, ErrorNotice } from "../../../../components/ui/misc.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { formatDateTime } from "../../../../lib/format.ts";
import { useTreasury } from "../api/get-treasury.ts";
import { useReconcileNow } from "../api/reconcile.ts";
import { formatAssetUnits, formatSignedCents } from "./treasury-format.ts";

const OWED_LABELS: Record<string, string> = {
  plans: "Plans' holdings",
  wallets: "Members' wallet cash",
  withdrawals: "Withdrawals approved, not yet paid",
  depositsNotInvested: "Deposits received, not yet invested",
};

const EVIDENCE: Record<THeldLine["evidence"], string> = {
  onchain: "read on the chain",
  exchange_api: "reported by the exchange's API",
  declared: "declared with a statement",
};

/** Owed against held for one asset: what the books owe, where it is held, and the difference. */
function PositionCard({ position, view }: { position: TTreasuryPosition; view: TTreasuryView }) {
  const { asset } = position;
  const owed = Object.entries(view.owed[asset]) as [string, string][];
  const lines = view.held.filter((l) => (l.asset === "USDT" ? "USD" : l.asset) === asset);
  const difference = BigInt(position.differenceUnits);
  const heading = `${asset}-position`;
  return (
    <Card className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={heading} className="text-lg font-bold text-ink-900">
          {asset === "USD" ? "USD (cash and USDT)" : asset}
        </h3>
        {position.isShort ? (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
            {position.isComplete ? "Short" : "Not every balance read"}
          </span>
        ) : (
          <span className="rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-800">Covered</span>
        )}
      </div>
      <dl aria-labelledby={heading} className="mt-3 flex flex-col gap-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-700">The books owe</dt>
          <dd className="font-mono text-ink-900">{formatAssetUnits(asset, position.owedUnits)}</dd>
          <dd>
            <ul className="mt-1 text-slate-600">
              {owed.map(([key, units]) => (
                <li key={key} className="flex justify-between gap-2">
                  <span>{OWED_LABELS[key] ?? key}</span>
                  <span className="font-mono">{formatAssetUnits(asset, units)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Held</dt>
          <dd className="font-mono text-ink-900">{formatAssetUnits(asset, position.heldUnits)}</dd>
          <dd>
            {lines.length === 0 ? (
              <p className="mt-1 text-slate-600">No location holds {asset} yet.</p>
            ) : (
              <ul className="mt-1 text-slate-600">
                {lines.map((l) => (
                  <li key={`${l.locationId}-${l.asset}`} className="flex flex-wrap justify-between gap-x-2">
                    <span>
                      {l.name}
                      {l.simulated ? " (simulated)" : ""}{" "}
                      <span className="text-xs text-slate-500">· {EVIDENCE[l.evidence]}</span>
                    </span>
                    <span className="font-mono">
                      {l.units === null ? (
                        <span className="text-red-700">not read: {l.notRead}</span>
                      ) : (
                        formatAssetUnits(l.asset, l.units)
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="font-semibold text-slate-700">In transit</dt>
          <dd className="font-mono">{formatAssetUnits(asset, position.transitUnits)}</dd>
        </div>
        <div className="border-t border-slate-200 pt-2">
          <dt className="font-semibold text-slate-700">{difference < 0n ? "Shortfall" : "Surplus"}</dt>
          <dd className={`font-mono font-semibold ${difference < 0n ? "text-red-700" : "text-ink-900"}`}>
            {asset === "USD"
              ? formatSignedCents(position.differenceCents)
              : `${difference < 0n ? "−" : ""}${formatAssetUnits(asset, difference < 0n ? -difference : difference)} (${formatSignedCents(position.differenceCents)})`}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** (a) Owed against held per asset now, with the last reconciliation and a button to run one. */
export function TreasuryPositions() {
  const treasury = useTreasury();
  const reconcile = useReconcileNow();
  const view = treasury.data;
  return (
    <section aria-labelledby="positions-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="positions-heading" className="text-xl font-bold text-ink-900">
            Owed and held, per asset
          </h2>
          {view && (
            <p className="text-sm text-slate-600">
              Now, at prices from {view.prices.source} ({formatDateTime(view.prices.at)}). Last reconciliation:{" "}
              <strong>{view.reconciledAt ? formatDateTime(view.reconciledAt) : "never"}</strong>. Tolerance{" "}
              {formatSignedCents(view.settings.toleranceCents)}.
              {view.exchange && ` Exchange: ${view.exchange.name}${view.exchange.simulated ? " (simulated)" : ""}.`}
            </p>
          )}
        </div>
        <Button variant="secondary" isLoading={reconcile.isPending} onClick={() => reconcile.mutate()}>
          Reconcile now
        </Button>
      </div>
      {reconcile.isError && <ErrorNotice message={errorMessage(reconcile.error)} />}
      {reconcile.isSuccess && (
        <p role="status" className="text-sm text-slate-700">
          {reconcile.data.data.shortAssets.length === 0
            ? "Reconciled: every asset is covered within the tolerance."
            : `Reconciled: short in ${reconcile.data.data.shortAssets.join(", ")}. Every admin is e-mailed.`}
        </p>
      )}
      {treasury.isError ? (
        <ErrorNotice message={errorMessage(treasury.error)} onRetry={() => treasury.refetch()} />
      ) : !view ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3" aria-busy="true">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          {view.positions.map((p) => (
            <PositionCard key={p.asset} position={p} view={view} />
          ))}
        </div>
      )}
    </section>
  );
}
