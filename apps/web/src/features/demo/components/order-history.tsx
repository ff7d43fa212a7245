import type { TDemoOrder } from "@vaultline/shared";
import { EmptyState, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDateTime, formatDollars } from "../../../lib/format.ts";
import { useDemoOrders } from "../api/get-demo-orders.ts";
import { SignedDollars } from "./signed-dollars.tsx";

function OrderRow({ order }: { order: TDemoOrder }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <div>
        <span
          className={`mr-2 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
            order.side === "buy" ? "bg-teal-100 text-teal-800" : "bg-indigo-100 text-indigo-800"
          }`}
        >
          {order.side === "buy" ? "Buy" : "Sell"}
        </span>
        <span className="tabular-nums">
          {order.quantity} {order.symbol} at {formatDollars(order.price)}
        </span>
        <span className="block text-xs text-slate-500">
          {formatDateTime(order.createdAt)} · market price {formatDollars(order.marketPrice)}
        </span>
      </div>
      <div className="text-right tabular-nums">
        <span>
          {order.side === "buy" ? "Cost" : "Proceeds"} {formatDollars(order.notional)}
        </span>
        {order.realisedPnl !== null && (
          <span className="block text-xs">
            Realised <SignedDollars value={order.realisedPnl} />
          </span>
        )}
      </div>
    </li>
  );
}

/** The demo account's orders, newest first. */
export function OrderHistory() {
  const orders = useDemoOrders();
  if (orders.isPending) return <Skeleton className="h-24 w-full" />;
  if (orders.error) return <ErrorNotice message={orders.error.message} onRetry={() => orders.refetch()} />;
  if (orders.data.length === 0) {
    return <EmptyState title="No orders yet">Your demo buys and sells appear here.</EmptyState>;
  }
  return (
    <ul aria-label="Demo order history" className="divide-y divide-slate-100">
      {orders.data.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </ul>
  );
}
