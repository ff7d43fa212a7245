import { useQueryClient } from "@tanstack/react-query";
import type { TOrderStatus, TTreasuryOrder } from "@vaultline/shared";
import { useState } from "react";
import { StepUpConfirm } from "../../../../components/step-up/step-up-confirm.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { FilterTabs } from "../../../../components/ui/filter-tabs.tsx";
import { Card, EmptyState, ErrorNotice } from "../../../../components/ui/misc.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { useSession } from "../../../../lib/auth.tsx";
import { formatCents, formatDateTime } from "../../../../lib/format.ts";
import { approveOrder } from "../api/approve-order.ts";
import { useDismissOrder } from "../api/dismiss-order.ts";
import { useExecuteOrder } from "../api/execute-order.ts";
import { useTreasuryOrders } from "../api/get-orders.ts";
import { useProposeOrders } from "../api/propose-orders.ts";
import { recordFills } from "../api/record-fills.ts";
import { DecisionButton } from "./decision-button.tsx";
import { StatusPill } from "./status-pill.tsx";
import { formatAssetUnits, formatSignedCents, parseAssetUnits } from "./treasury-format.ts";

type OrderView = "proposed" | "open" | "done";
const VIEWS: Record<OrderView, string> = { proposed: "Proposed", open: "Open", done: "Filled and closed" };
const OPEN: TOrderStatus[] = ["approved", "placed", "unknown", "partially_filled"];
const viewOf = (status: TOrderStatus): OrderView =>
  status === "proposed" ? "proposed" : OPEN.includes(status) ? "open" : "done";

const STATUS_WORDS: Record<TOrderStatus, string> = {
  proposed: "proposed",
  approved: "approved, not sent",
  placed: "on the exchange",
  unknown: "fate unknown: ask the exchange",
  partially_filled: "partially filled",
  filled: "filled",
  rejected: "rejected by the exchange",
  cancelled: "cancelled",
  dismissed: "dismissed",
};

/** "Sell 0.00850000 BTC (about $850.00 at the books' price)" */
const describe = (o: TTreasuryOrder) =>
  `${o.side === "sell" ? "Sell" : "Buy"} ${formatAssetUnits(o.asset, o.units)} (about ${formatCents(o.valueCents)} at the books' price)`;

/** The admins' cache refreshed after a change made outside a mutation hook (the step-up dialogs). */
function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ["admin"] });
}

function ApproveOrder({ order, myId }: { order: TTreasuryOrder; myId: string | undefined }) {
  const refresh = useRefresh();
  if (order.firstApprovedBy === myId) {
    return <p className="text-sm text-slate-600">You approved it: a second admin completes it (1 of 2).</p>;
  }
  return (
    <StepUpConfirm
      trigger="Approve"
      title="Approve this order?"
      amount={describe(order)}
      member="The treasury (plans' holdings)"
      confirmLabel="Approve"
      action={() => approveOrder(order.id)}
      onDone={refresh}
    >
      {order.needsTwo
        ? order.firstApprovedBy
          ? "The second approval: the order goes to the exchange at once when one is configured."
          : "Above the four-eyes threshold: your approval is 1 of 2, a different admin completes it."
        : "The order goes to the exchange at once when one is configured; otherwise record its fill by hand."}
    </StepUpConfirm>
  );
}

function DismissOrder({ order }: { order: TTreasuryOrder }) {
  const dismiss = useDismissOrder();
  const [reason, setReason] = useState("");
  return (
    <DecisionButton
      label="Dismiss"
      title="Dismiss this order?"
      confirmLabel="Dismiss"
      variant="danger"
      action={() => {
        if (!reason.trim()) return Promise.reject(new ApiError(400, "Say why"));
        return dismiss.mutateAsync({ id: order.id, reason: reason.trim() });
      }}
    >
      <p>{describe(order)} will not be traded. The next proposal looks at the books again.</p>
      <TextField
        label="Why (kept in the audit log)"
        className="mt-3"
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </DecisionButton>
  );
}

function ExecuteOrder({ order, exchange }: { order: TTreasuryOrder; exchange: boolean }) {
  const execute = useExecuteOrder();
  if (!exchange) return null;
  return (
    <DecisionButton
      label={order.status === "approved" ? "Send to the exchange" : "Ask the exchange"}
      title={order.status === "approved" ? "Send this order?" : "Ask the exchange about this order?"}
      confirmLabel={order.status === "approved" ? "Send" : "Ask"}
      action={() => execute.mutateAsync(order.id)}
    >
      {order.status === "approved"
        ? `${describe(order)} as a market order on the exchange; its fills are booked at their real prices.`
        : "The exchange is asked what became of the order (by its client order id); its fills are booked."}
    </DecisionButton>
  );
}

const nowForInput = () => new Date().toISOString().slice(0, 16);

function RecordFill({ order }: { order: TTreasuryOrder }) {
  const refresh = useRefresh();
  const [fill, setFill] = useState({
    exchange: order.exchangeName ?? "",
    tradeId: "",
    amount: "",
    price: "",
    fee: "0",
  });
  const [at, setAt] = useState(nowForInput);
  const set = (key: keyof typeof fill) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFill({ ...fill, [key]: e.target.value });
  async function action() {
    const units = parseAssetUnits(order.asset, fill.amount);
    const priceCents = parseAssetUnits("USD", fill.price);
    const feeCents = fill.fee.trim() === "0" ? "0" : parseAssetUnits("USD", fill.fee);
    if (!units || !priceCents || feeCents === null || !fill.exchange.trim() || !fill.tradeId.trim()) {
      throw new ApiError(400, "Enter the exchange, the trade id, the amount, the price per coin and the fee");
    }
    return recordFills(order.id, {
      exchange: fill.exchange.trim(),
      tradeId: fill.tradeId.trim(),
      units,
      priceCents: Number(priceCents),
      feeCents: Number(feeCents),
      at: new Date(at).toISOString(),
    });
  }
  return (
    <StepUpConfirm
      trigger="Record a fill"
      triggerVariant="secondary"
      title="Record a fill made by hand"
      amount={describe(order)}
      member="The treasury (plans' holdings)"
      confirmLabel="Record fill"
      action={action}
      onDone={refresh}
    >
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <TextField label="Exchange" value={fill.exchange} onChange={set("exchange")} />
        <TextField label="Trade id" value={fill.tradeId} onChange={set("tradeId")} />
        <TextField label={`Amount (${order.asset})`} inputMode="decimal" value={fill.amount} onChange={set("amount")} />
        <TextField label="Price per coin ($)" inputMode="decimal" value={fill.price} onChange={set("price")} />
        <TextField label="Fee ($)" inputMode="decimal" value={fill.fee} onChange={set("fee")} />
        <TextField label="Filled at" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </div>
      <p className="mt-2 text-xs text-slate-500">
        Booked at this price; the difference from the books' price and the fee are booked as the settings say.
      </p>
    </StepUpConfirm>
  );
}

function ImportCsv({ order }: { order: TTreasuryOrder }) {
  const refresh = useRefresh();
  const [exchange, setExchange] = useState(order.exchangeName ?? "");
  const [csv, setCsv] = useState("");
  return (
    <StepUpConfirm
      trigger="Import trades (CSV)"
      triggerVariant="secondary"
      title="Import the exchange's trades"
      amount={describe(order)}
      member="The treasury (plans' holdings)"
      confirmLabel="Import"
      action={async () => {
        if (!exchange.trim() || !csv.trim()) throw new ApiError(400, "Name the exchange and choose its CSV export");
        return recordFills(order.id, { exchange: exchange.trim(), csv });
      }}
      onDone={refresh}
    >
      <div className="flex flex-col gap-2">
        <TextField label="Exchange" value={exchange} onChange={(e) => setExchange(e.target.value)} />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          CSV export (trade_id, units, price_cents, fee_cents, time)
          <input
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={(e) => void e.target.files?.[0]?.text().then(setCsv)}
          />
        </label>
        {csv && <p className="text-xs text-slate-500">{csv.trim().split("\n").length} line(s) read.</p>}
      </div>
    </StepUpConfirm>
  );
}

function OrderRow({ order, myId, exchange }: { order: TTreasuryOrder; myId: string | undefined; exchange: boolean }) {
  const view = viewOf(order.status);
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink-900">{describe(order)}</p>
        <StatusPill
          status={order.status === "filled" ? "confirmed" : order.status === "proposed" ? "proposed" : order.status}
          label={STATUS_WORDS[order.status]}
        />
        {order.needsTwo && order.status === "proposed" && (
          <span className="text-xs font-semibold text-amber-800">
            four eyes: {order.firstApprovedBy ? "1 of 2 approvals" : "needs 2 approvals"}
          </span>
        )}
      </div>
      <p className="text-sm text-slate-600">
        Proposed {formatDateTime(order.createdAt)} · filled {formatAssetUnits(order.asset, order.filledUnits)}
        {order.exchangeName && ` · ${order.exchangeName}`}
        {order.reason && ` · ${order.reason}`}
      </p>
      {order.fills.length > 0 && (
        <ul className="text-xs text-slate-600" aria-label="Fills">
          {order.fills.map((f) => (
            <li key={f.id}>
              {formatAssetUnits(order.asset, f.units)} at {formatCents(f.priceCents)} · fee {formatCents(f.feeCents)} ·
              slippage {formatSignedCents(f.slippageCents)} ·{" "}
              {f.chargedTo === "plan"
                ? `${formatSignedCents(f.chargedToPlansCents)} charged to the plans' books`
                : "borne by the operator"}{" "}
              · {f.source} · trade {f.tradeId}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {view === "proposed" && (
          <>
            <ApproveOrder order={order} myId={myId} />
            <DismissOrder order={order} />
          </>
        )}
        {view === "open" && (
          <>
            <ExecuteOrder order={order} exchange={exchange} />
            <RecordFill order={order} />
            <ImportCsv order={order} />
          </>
        )}
      </div>
    </li>
  );
}

/** (c) The treasury's orders: proposed, open, filled; approve with four eyes, send, or record fills by hand. */
export function TreasuryOrders({ hasExchange }: { hasExchange: boolean }) {
  const orders = useTreasuryOrders();
  const propose = useProposeOrders();
  const { user } = useSession();
  const [view, setView] = useState<OrderView>("proposed");
  const shown = orders.data?.filter((o) => viewOf(o.status) === view) ?? [];
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="orders-heading" className="text-xl font-bold text-ink-900">
          Orders
        </h2>
        <Button variant="secondary" isLoading={propose.isPending} onClick={() => propose.mutate()}>
          Propose orders now
        </Button>
      </div>
      {propose.isError && <ErrorNotice message={errorMessage(propose.error)} />}
      {propose.isSuccess && (
        <p role="status" className="text-sm text-slate-700">
          {propose.data.data.length === 0
            ? "Holdings are within the band: no order needed."
            : `${propose.data.data.length} order(s) proposed.`}
        </p>
      )}
      <FilterTabs label="Orders to show" options={VIEWS} value={view} onChange={setView} />
      {orders.isError ? (
        <ErrorNotice message={errorMessage(orders.error)} onRetry={() => orders.refetch()} />
      ) : !orders.data ? (
        <Skeleton className="h-32 rounded-2xl" />
      ) : shown.length === 0 ? (
        <EmptyState title={`No ${VIEWS[view].toLowerCase()} orders`}>
          {view === "proposed" &&
            "Orders are proposed after the daily rebalance and when the books move past the threshold."}
        </EmptyState>
      ) : (
        <Card>
          <ul aria-label={`${VIEWS[view]} orders`}>
            {shown.map((o) => (
              <OrderRow key={o.id} order={o} myId={user?.id} exchange={hasExchange} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
