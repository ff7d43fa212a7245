import type { TDemoOpenOrder } from "@vaultline/shared";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDateTime, formatDollars } from "../../../lib/format.ts";
import { useOpenDemoOrders } from "../api/open-orders.ts";

function describe(order: TDemoOpenOrder): string {
  const verb = order.side === "buy" ? "Buy" : "Sell";
  const when =
    order.type === "limit"
      ? `at ${formatDollars(order.price)} or better`
      : `at the market once the price ${order.side === "buy" ? "rises" : "falls"} to ${formatDollars(order.price)}`;
  return `${verb} ${order.quantity} ${order.symbol} ${when}`;
}

/** The member's waiting limit and stop orders, each with a cancel button (or dismiss, once it failed). */
export function OpenOrders({
  onCancel,
  cancellingId,
}: {
  onCancel: (order: TDemoOpenOrder) => void;
  cancellingId: string | null;
}) {
  const orders = useOpenDemoOrders();
  if (orders.isPending) return <Skeleton className="h-16 w-full" />;
  if (orders.error) return <ErrorNotice message={orders.error.message} onRetry={() => orders.refetch()} />;
  if (orders.data.length === 0) {
    return (
      <EmptyState title="No orders waiting">Limit and stop orders wait here until the price reaches them.</EmptyState>
    );
  }
  return (
    <ul aria-label="Waiting orders" className="divide-y divide-slate-100">
      {orders.data.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-ink-900">
              <span className="mr-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold uppercase text-slate-700">
                {order.type}
              </span>
              {describe(order)}
            </p>
            {order.failedReason ? (
              <p className="text-red-700">Could not fill when the price got there: {order.failedReason}</p>
            ) : (
              <p className="text-slate-500">Waiting since {formatDateTime(order.createdAt)}</p>
            )}
          </div>
          <Button
            variant="secondary"
            isLoading={cancellingId === order.id}
            onClick={() => onCancel(order)}
            aria-label={`${order.failedReason ? "Dismiss" : "Cancel"}: ${describe(order)}`}
          >
            {order.failedReason ? "Dismiss" : "Cancel"}
          </Button>
        </li>
      ))}
    </ul>
  );
}
