import {
  DEMO_MESSAGES,
  PRICE_SYMBOLS,
  type TDemoOpenOrder,
  type TDemoOrderType,
  type TPriceRange,
  type TPriceSymbol,
} from "@vaultline/shared";
import { useState } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { FilterTabs } from "../../../components/ui/filter-tabs.tsx";
import { Card, ErrorNotice } from "../../../components/ui/misc.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatCents, formatDollars } from "../../../lib/format.ts";
import { useDemoAccount } from "../api/get-demo-account.ts";
import { usePrices } from "../api/get-prices.ts";
import { useCancelOpenDemoOrder, usePlaceOpenDemoOrder } from "../api/open-orders.ts";
import { usePlaceDemoOrder } from "../api/place-demo-order.ts";
import { useResetDemoAccount } from "../api/reset-demo-account.ts";
import { AccountSummary } from "./account-summary.tsx";
import { DemoBadge } from "./demo-badges.tsx";
import { DemoLocked } from "./demo-locked.tsx";
import { OpenOrders } from "./open-orders.tsx";
import { OrderHistory } from "./order-history.tsx";
import { OrderTicket } from "./order-ticket.tsx";
import { PositionsTable } from "./positions-table.tsx";
import { PriceChart } from "./price-chart.tsx";
import { WaitingOrderForm } from "./waiting-order-form.tsx";

const SYMBOLS = Object.fromEntries(PRICE_SYMBOLS.map((s) => [s, s])) as Record<TPriceSymbol, string>;
const ORDER_TYPES: Record<TDemoOrderType, string> = { market: "Market", limit: "Limit", stop: "Stop" };

function Header() {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Demo trading account</h1>
        <p className="mt-1 text-slate-600">
          Practise buying and selling BTC and ETH with {formatCents(1_000_000)} of virtual money. Nothing here is real
          money, and nothing touches your wallet.
        </p>
      </div>
      <DemoBadge />
    </div>
  );
}

/** The demo account: its cash and positions, the price chart, the order ticket and the order lists. */
export function DemoTrading() {
  const account = useDemoAccount();
  const [symbol, setSymbol] = useState<TPriceSymbol>("BTC");
  const [range, setRange] = useState<TPriceRange>("24h");
  const [orderType, setOrderType] = useState<TDemoOrderType>("market");
  const prices = usePrices(symbol, range);
  const place = usePlaceDemoOrder();
  const placeWaiting = usePlaceOpenDemoOrder();
  const cancel = useCancelOpenDemoOrder();
  const reset = useResetDemoAccount();
  const { showBanner, clearBanner } = useBanner();

  const shell = (body: React.ReactNode) => (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Header />
      {body}
    </div>
  );
  if (account.isPending) return shell(<PageSpinner />);
  if (account.error) {
    if (account.error instanceof ApiError && account.error.status === 403) {
      return shell(<DemoLocked message={account.error.message} />);
    }
    return shell(<ErrorNotice message={account.error.message} onRetry={() => account.refetch()} />);
  }
  const data = account.data;
  const held = data.positions.find((p) => p.symbol === symbol);
  // The chart's coin must match the ticket's: a stale chart of the other coin is no estimate.
  const midPrice = prices.data?.symbol === symbol && !prices.error ? prices.data.price.usd : null;

  async function placeOrder(order: Parameters<typeof place.mutateAsync>[0]) {
    clearBanner();
    try {
      const res = await place.mutateAsync(order);
      const o = res.data;
      showBanner(
        `${o.side === "buy" ? "Bought" : "Sold"} ${o.quantity} ${o.symbol} at ${formatDollars(o.price)} (virtual money)`,
        "success",
        5000,
      );
      return true;
    } catch (error) {
      showBanner(errorMessage(error), "error", 6000);
      return false;
    }
  }

  async function placeWaitingOrder(order: Parameters<typeof placeWaiting.mutateAsync>[0]) {
    clearBanner();
    try {
      const res = await placeWaiting.mutateAsync(order);
      showBanner(res.message, "success", 5000);
      return true;
    } catch (error) {
      showBanner(errorMessage(error), "error", 6000);
      return false;
    }
  }

  async function cancelOrder(order: TDemoOpenOrder) {
    clearBanner();
    try {
      const res = await cancel.mutateAsync(order.id);
      showBanner(res.message, "success", 4000);
    } catch (error) {
      showBanner(errorMessage(error), "error", 6000);
    }
  }

  async function confirmReset() {
    clearBanner();
    try {
      const res = await reset.mutateAsync();
      showBanner(res.message, "success");
    } catch (error) {
      showBanner(errorMessage(error), "error", 6000);
      return false;
    }
  }

  return shell(
    <div className="flex flex-col gap-6">
      <Card>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-ink-900">Your virtual account</h2>
          <ConfirmDialog
            trigger="Reset demo account"
            title="Reset the demo account?"
            confirmLabel={`Reset to ${formatCents(1_000_000)}`}
            onConfirm={confirmReset}
            isPending={reset.isPending}
          >
            <p>
              Your virtual cash goes back to {formatDollars(data.startingCash)}. Every demo position and the whole demo
              order history are deleted. This cannot be undone. Your real wallet is not affected.
            </p>
          </ConfirmDialog>
        </div>
        <AccountSummary account={data} />
        {!data.pricesAvailable && (
          <p role="note" className="mt-3 text-sm text-amber-800">
            Prices are unavailable right now: values and unrealised P&amp;L are shown again once they are back.
          </p>
        )}
      </Card>
      <FilterTabs label="Coin" options={SYMBOLS} value={symbol} onChange={setSymbol} />
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-3">
          <PriceChart
            prices={prices.data?.symbol === symbol ? prices.data : undefined}
            range={range}
            onRange={setRange}
            isLoading={prices.isFetching}
            error={prices.error}
            onRetry={() => prices.refetch()}
          />
        </Card>
        <Card className="lg:col-span-2">
          <h2 className="mb-3 text-lg font-semibold text-ink-900">
            Order ticket <span className="text-sm font-normal text-slate-600">({DEMO_MESSAGES.label})</span>
          </h2>
          <div className="mb-4">
            <FilterTabs label="Order type" options={ORDER_TYPES} value={orderType} onChange={setOrderType} />
          </div>
          {orderType === "market" ? (
            <OrderTicket
              key={symbol}
              symbol={symbol}
              midPrice={midPrice}
              cash={data.cash}
              heldQuantity={held?.quantity ?? null}
              onPlace={placeOrder}
              isPlacing={place.isPending}
            />
          ) : (
            <WaitingOrderForm
              key={`${symbol}-${orderType}`}
              type={orderType}
              symbol={symbol}
              midPrice={midPrice}
              heldQuantity={held?.quantity ?? null}
              onPlace={placeWaitingOrder}
              isPlacing={placeWaiting.isPending}
            />
          )}
        </Card>
      </div>
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-ink-900">Waiting orders</h2>
        <OpenOrders onCancel={cancelOrder} cancellingId={cancel.isPending ? (cancel.variables ?? null) : null} />
      </Card>
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-ink-900">Positions</h2>
        <PositionsTable positions={data.positions} />
      </Card>
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-ink-900">Order history</h2>
        <OrderHistory />
      </Card>
    </div>,
  );
}
