import type { TDemoPosition } from "@vaultline/shared";
import { EmptyState } from "../../../components/ui/misc.tsx";
import { formatDollars } from "../../../lib/format.ts";
import { SignedDollars } from "./signed-dollars.tsx";

/** Holdings with average cost (spread included), the price now and the unrealised P&L at that price. */
export function PositionsTable({ positions }: { positions: TDemoPosition[] }) {
  if (positions.length === 0) {
    return <EmptyState title="No positions yet">Buy BTC or ETH with virtual money to open one.</EmptyState>;
  }
  return (
    <div className="overflow-x-auto">
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
  );
}
