import { Link } from "react-router";
import { ChainStatus } from "../../../components/chain-payment/chain-status.tsx";
import { ErrorNotice, FormError } from "../../../components/ui/misc.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { useDeposit } from "../api/get-deposit.ts";
import { useSimulatedPayment } from "../api/simulated-payment.ts";

/** After a watched crypto deposit is recorded: where to pay, and its payment state as it changes. */
export function DepositPaymentWatch({ depositId }: { depositId: string }) {
  const query = useDeposit(depositId);
  const simulate = useSimulatedPayment(depositId);
  if (query.isPending) return <Spinner label="Loading your payment" />;
  if (query.error) return <ErrorNotice message={query.error.message} onRetry={() => query.refetch()} />;
  const deposit = query.data;
  if (!deposit.chain) return null;
  return (
    <div className="flex flex-col gap-3">
      {deposit.quote && deposit.chain.state !== "invested" && (
        <p className="text-sm text-slate-700">
          Send{" "}
          <strong>
            {deposit.chain.shortfallCoinAmount ?? deposit.chain.quotedCoinAmount} {deposit.chain.coinSymbol}
          </strong>{" "}
          to <code className="break-all rounded bg-slate-100 px-1 text-xs">{deposit.quote.address}</code>
        </p>
      )}
      <ChainStatus
        // A new shortfall starts the amount field afresh at what is still to send.
        key={deposit.chain.shortfallCoinAmount ?? ""}
        chain={deposit.chain}
        onSimulate={(coinAmount) => simulate.mutate(coinAmount)}
        isSending={simulate.isPending}
      />
      <FormError error={simulate.error} />
      <Link className="text-sm text-teal-700 underline" to={paths.receipt("deposit", deposit.id)}>
        View the receipt
      </Link>
    </div>
  );
}
