import type { TPublishedDay } from "@vaultline/shared";
import { formatCount } from "@vaultline/shared";
import { EmptyState } from "../../../components/ui/misc.tsx";
import { formatDate, formatDollars, formatProofAmount } from "../../../lib/format.ts";

const short = (hash: string) => `${hash.slice(0, 16)}…`;

/** Each published day: the liabilities root, total and accounts, and the ledger's last sealed hash. */
export function PublishedDays({ days }: { days: TPublishedDay[] }) {
  if (days.length === 0) {
    return (
      <EmptyState title="Nothing published yet">
        The first proof of liabilities is published by the daily job, shortly after midnight (UTC).
      </EmptyState>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Published proofs of liabilities, newest first</caption>
        <thead className="bg-slate-50 text-xs uppercase text-slate-600">
          <tr>
            <th className="px-4 py-3">Day (UTC)</th>
            <th className="px-4 py-3">Owed to members</th>
            <th className="px-4 py-3">Accounts</th>
            <th className="px-4 py-3">Liabilities root</th>
            <th className="px-4 py-3">Per asset: total and root</th>
            <th className="px-4 py-3">Ledger hash (entry)</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} className="border-t border-slate-100" data-testid="published-day">
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(`${d.day}T00:00:00Z`)}</td>
              <td className="px-4 py-3 font-semibold">{formatDollars(d.total)}</td>
              <td className="px-4 py-3">{formatCount(d.memberCount)}</td>
              <td className="px-4 py-3 font-mono text-xs" title={d.rootHash}>
                {short(d.rootHash)}
              </td>
              <td className="px-4 py-3 text-xs">
                {d.assets.length === 0 ? (
                  <span className="text-slate-500">not built that day</span>
                ) : (
                  <ul className="flex flex-col gap-1">
                    {d.assets.map((a) => (
                      <li
                        key={a.asset}
                        className="whitespace-nowrap"
                        data-testid="published-asset"
                        title={`Root ${a.rootHash}. The plans held ${formatProofAmount(a.asset, a.plansUnits)}${a.asset === "USD" ? ` and wallets ${formatProofAmount(a.asset, a.walletUnits)}` : ""}; ${formatProofAmount(a.asset, a.remainderUnits)} of rounding is in no member's leaf.`}
                      >
                        <span className="font-semibold">{formatProofAmount(a.asset, a.totalUnits)}</span>{" "}
                        <span className="font-mono text-slate-600">{`${a.rootHash.slice(0, 12)}…`}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-4 py-3 font-mono text-xs" title={d.ledgerHash}>
                {short(d.ledgerHash)} (#{formatCount(d.ledgerPosition)})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
