import { COIN_DECIMALS, COIN_SYMBOLS, formatUnits, type TTransparency } from "@vaultline/shared";
import { EmptyState } from "../../../components/ui/misc.tsx";
import { formatPercent } from "../../../lib/format.ts";

/** The addresses holding members' coins, their balances read from the chain, and the plans' coverage. */
export function ReservesTable({ reserves }: { reserves: TTransparency["reserves"] }) {
  if (reserves.addresses.length === 0) {
    return (
      <EmptyState title="No reserve addresses listed">
        The operator has not listed the addresses that hold members' coins (the RESERVE_ADDRESSES setting).
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Reserve addresses</caption>
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              <th className="px-4 py-3">Coin</th>
              <th className="px-4 py-3">Address</th>
              <th className="px-4 py-3">Balance on the chain</th>
            </tr>
          </thead>
          <tbody>
            {reserves.addresses.map((a) => (
              <tr key={`${a.coin}:${a.address}`} className="border-t border-slate-100" data-testid="reserve-address">
                <td className="px-4 py-3">{COIN_SYMBOLS[a.coin]}</td>
                <td className="px-4 py-3 font-mono text-xs break-all">
                  <a
                    className="text-brand-700 underline"
                    href={a.explorerUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                  >
                    {a.address}
                  </a>
                </td>
                <td className="px-4 py-3">
                  {a.balance !== null ? (
                    `${a.balance} ${COIN_SYMBOLS[a.coin]}`
                  ) : (
                    <span className="text-slate-500">{a.notRead}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {reserves.coverage.map((c) => (
          <li key={c.coin} data-testid="reserve-coverage">
            {COIN_SYMBOLS[c.coin]}: the plans hold {formatUnits(BigInt(c.heldUnits), COIN_DECIMALS[c.coin])}{" "}
            {COIN_SYMBOLS[c.coin]};{" "}
            {c.percent === null
              ? "coverage not known (a balance was not read, or the plans hold none)"
              : `the reserves cover ${formatPercent(c.percent)} of it`}
            .
          </li>
        ))}
      </ul>
    </div>
  );
}
