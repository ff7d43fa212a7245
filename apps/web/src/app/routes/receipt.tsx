import { useParams } from "react-router";
import { ErrorNotice } from "../../components/ui/misc.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { DepositPaymentWatch } from "../../features/deposits/components/deposit-payment-watch.tsx";
import { isReceiptKind, type TReceiptKind, useReceipt } from "../../features/receipts/api/get-receipt.ts";
import { ReceiptView } from "../../features/receipts/components/receipt-view.tsx";
import { receiptOf } from "../../features/receipts/receipt-content.ts";
import { Component as NotFound } from "./not-found.tsx";

function Receipt({ kind, id }: { kind: TReceiptKind; id: string }) {
  const query = useReceipt(kind, id);
  if (query.isPending) return <PageSpinner />;
  if (query.error) return <ErrorNotice message={query.error.message} onRetry={() => query.refetch()} />;
  const source = query.data;
  return (
    <div className="flex flex-col gap-4">
      <ReceiptView receipt={receiptOf(source)} reference={id} />
      {source.kind === "deposit" && source.item.chain && (
        // A watched deposit: its payments on the network, each linked to its transaction.
        <DepositPaymentWatch depositId={source.item.id} />
      )}
    </div>
  );
}

/** /receipts/{deposit|withdrawal|course-payment}/{id}: where a money move ends, and reachable from the history. */
export function Component() {
  const { kind, id } = useParams();
  if (!isReceiptKind(kind) || !id) return <NotFound />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Receipt kind={kind} id={id} />
    </div>
  );
}
