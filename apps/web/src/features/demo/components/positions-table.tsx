import type { TDemoPosition } from "@vaultline/shared";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
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
            <dd className="text-right tabular-nums">{orDash(p.price)}</dd>
            <dt className="text-slate-500">Value</dt>
            <dd className="text-right tabular-nums">{orDash(p.marketValue)}</dd>
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

const orDash = (dollars: number | null) => (dollars === null ? "—" : formatDollars(dollars));

const COLUMNS: Column<TDemoPosition>[] = [
  { header: "Coin", cell: (p) => p.symbol, isRowHeader: true, className: "font-semibold text-ink-900" },
  { header: "Quantity", cell: (p) => p.quantity, isNumeric: true },
  { header: "Average cost", cell: (p) => formatDollars(p.averageCost), isNumeric: true },
  { header: "Price now", cell: (p) => orDash(p.price), isNumeric: true },
  { header: "Value", cell: (p) => orDash(p.marketValue), isNumeric: true },
  {
    header: "Unrealised P&L",
    cell: (p) => (
      <span data-testid={`unrealised-${p.symbol}`}>
        <SignedDollars value={p.unrealisedPnl} percent={p.unrealisedPnlPercent} />
      </span>
    ),
    isNumeric: true,
  },
];

/** Holdings with average cost (spread included), the price now and the unrealised P&L at that price. */
export function PositionsTable({ positions }: { positions: TDemoPosition[] }) {
  if (positions.length === 0) {
    return <EmptyState title="No positions yet">Buy BTC or ETH with virtual money to open one.</EmptyState>;
  }
  return (
    <>
      <PositionCards positions={positions} />
      <div className="hidden overflow-x-auto sm:block">
        <DataTable
          caption="Demo positions"
          columns={COLUMNS}
          rows={positions}
          rowKey={(p) => p.symbol}
          className="w-full min-w-[36rem] text-left text-sm"
          headClassName="text-xs uppercase text-slate-500"
          cellClassName="py-2 pr-3 last:pr-0"
        />
      </div>
    </>
  );
}
