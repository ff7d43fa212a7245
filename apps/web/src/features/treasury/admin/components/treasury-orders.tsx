import type { TOrderStatus, TTreasuryOrder } from "@vaultline/shared";
import { ZDismissOrder } from "@vaultline/shared";
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
import { useApproveOrder } from "../api/approve-order.ts";
import { useDismissOrder } from "../api/dismiss-order.ts";
import { useExecuteOrder } from "../api/execute-order.ts";
import { useTreasuryOrders } from "../api/get-orders.ts";
import { useProposeOrders } from "../api/propose-orders.ts";
import { DecisionButton } from "./decision-button.tsx";
import { ImportFillsForm, RecordFillForm } from "./record-fills.tsx";
import { StatusPill } from "./status-pill.tsx";
import { formatAssetUnits, formatSignedCents } from "./treasury-format.ts";

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

function ApproveOrder({ order, myId }: { order: TTreasuryOrder; myId: string | undefined }) {
  const approve = useApproveOrder();
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
      action={() => approve.mutateAsync(order.id)}
      onDone={() => undefined}
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
      variant="danger"
      action={() => {
        const parsed = ZDismissOrder.safeParse({ reason });
        if (!parsed.success) return Promise.reject(new ApiError(400, parsed.error.issues[0]?.message ?? "Say why"));
        return dismiss.mutateAsync({ id: order.id, reason: parsed.data.reason });
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

function OrderRow({ order, myId, exchange }: { order: TTreasuryOrder; myId: string | undefined; exchange: boolean }) {
  const view = viewOf(order.status);
  const [entry, setEntry] = useState<"fill" | "csv" | null>(null);
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
            <Button variant="secondary" aria-expanded={entry === "fill"} onClick={() => setEntry("fill")}>
              Record a fill
            </Button>
            <Button variant="secondary" aria-expanded={entry === "csv"} onClick={() => setEntry("csv")}>
              Import trades (CSV)
            </Button>
          </>
        )}
      </div>
      {view === "open" && entry === "fill" && <RecordFillForm order={order} onClose={() => setEntry(null)} />}
      {view === "open" && entry === "csv" && <ImportFillsForm order={order} onClose={() => setEntry(null)} />}
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
