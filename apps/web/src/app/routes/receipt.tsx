import { useParams } from "react-router";
import { ErrorNotice } from "../../components/ui/misc.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useDeposit } from "../../features/deposits/api/get-deposit.ts";
import { DepositPaymentWatch } from "../../features/deposits/components/deposit-payment-watch.tsx";
import { isReceiptKind, type TReceiptKind, useReceipt } from "../../features/receipts/api/get-receipt.ts";
import { ReceiptView } from "../../features/receipts/components/receipt-view.tsx";
import { receiptOf } from "../../features/receipts/receipt-content.ts";
import { Component as NotFound } from "./not-found.tsx";

/**
 * A deposit's receipt reads the same query as its payment tracker below it, which asks again while
 * the payment is under way: the status at the top follows the tracker live, never "waiting" above
 * "invested".
 */
function DepositReceipt({ id }: { id: string }) {
  const query = useDeposit(id);
  if (query.isPending) return <PageSpinner />;
  if (query.error) return <ErrorNotice message={query.error.message} onRetry={() => query.refetch()} />;
  const deposit = query.data;
  return (
    <div className="flex flex-col gap-4">
      <ReceiptView receipt={receiptOf({ kind: "deposit", item: deposit })} reference={id} />
      {deposit.chain && (
        // A watched deposit: its payments on the network, each linked to its transaction.
        <DepositPaymentWatch depositId={deposit.id} />
      )}
    </div>
  );
}

function Receipt({ kind, id }: { kind: Exclude<TReceiptKind, "deposit">; id: string }) {
  const query = useReceipt(kind, id);
  if (query.isPending) return <PageSpinner />;
  if (query.error) return <ErrorNotice message={query.error.message} onRetry={() => query.refetch()} />;
  return <ReceiptView receipt={receiptOf(query.data)} reference={id} />;
}

/** /receipts/{deposit|withdrawal|course-payment}/{id}: where a money move ends, and reachable from the history. */
export function Component() {
  const { kind, id } = useParams();
  if (!isReceiptKind(kind) || !id) return <NotFound />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      {kind === "deposit" ? <DepositReceipt id={id} /> : <Receipt kind={kind} id={id} />}
    </div>
  );
}
