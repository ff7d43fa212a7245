import type { TDemoPosition } from "@vaultline/shared";
import { EmptyState } from "../../../components/ui/misc.tsx";
import { formatDollars } from "../../../lib/format.ts";
import { SignedDollars } from "./signed-dollars.tsx";

/** On a phone each position is a card of label–value pairs: six columns do not fit 390 px. */
function PositionCards({ positions }: { positions: TDemoPosition[] }) {
  return (
    <ul aria-label="Demo positions" className="flex flex-col gap-3 sm:hidden">
      {positions.map((p) => (
        <li key={p.symbol} className="rounded-lg border border-slate-200 p-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-semibold text-ink-900">{p.symbol}</span>
            <span className="tabular-nums">{p.quantity}</span>
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
            <dt className="text-slate-500">Average cost</dt>
            <dd className="text-right tabular-nums">{formatDollars(p.averageCost)}</dd>
            <dt className="text-slate-500">Price now</dt>
            <dd className="text-right tabular-nums">{p.price === null ? "—" : formatDollars(p.price)}</dd>
            <dt className="text-slate-500">Value</dt>
            <dd className="text-right tabular-nums">{p.marketValue === null ? "—" : formatDollars(p.marketValue)}</dd>
            <dt className="text-slate-500">Unrealised P&amp;L</dt>
            <dd className="text-right">
              <SignedDollars value={p.unrealisedPnl} percent={p.unrealisedPnlPercent} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Holdings with average cost (spread included), the price now and the unrealised P&L at that price. */
export function PositionsTable({ positions }: { positions: TDemoPosition[] }) {
  if (positions.length === 0) {
    return <EmptyState title="No positions yet">Buy BTC or ETH with virtual money to open one.</EmptyState>;
  }
  return (
    <>
      <PositionCards positions={positions} />
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Demo positions</caption>
          <thead className="text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Coin
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Quantity
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Average cost
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Price now
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Value
              </th>
              <th scope="col" className="py-2 text-right">
                Unrealised P&amp;L
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {positions.map((p) => (
              <tr key={p.symbol}>
                <th scope="row" className="py-2 pr-3 font-semibold text-ink-900">
                  {p.symbol}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{p.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatDollars(p.averageCost)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{p.price === null ? "—" : formatDollars(p.price)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {p.marketValue === null ? "—" : formatDollars(p.marketValue)}
                </td>
                <td className="py-2 text-right" data-testid={`unrealised-${p.symbol}`}>
                  <SignedDollars value={p.unrealisedPnl} percent={p.unrealisedPnlPercent} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
