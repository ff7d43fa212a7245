import { MESSAGES, parsePlanUnits, REVIEW_EXCEPTION_TITLE, type TAdminDeposit } from "@vaultline/shared";
import { useState } from "react";
import { ChainStatus } from "../../../../components/chain-payment/chain-status.tsx";
import { PaymentQuoteFacts } from "../../../../components/crypto-payment/quote-facts.tsx";
import { DecisionActions } from "../../../../components/decision/decision-actions.tsx";
import { StepUpConfirm } from "../../../../components/step-up/step-up-confirm.tsx";
import { useBanner } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Fact } from "../../../../components/ui/fact.tsx";
import { Card, ErrorNotice, StatusBadge } from "../../../../components/ui/misc.tsx";
import { PrivateFile } from "../../../../components/ui/private-file.tsx";
import { PageSpinner } from "../../../../components/ui/spinner.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import {
  DEPOSIT_STATUS_LABELS,
  formatDate,
  formatDateTime,
  formatDollars,
  formatMember,
  formatNav,
  formatUnits,
} from "../../../../lib/format.ts";
import { newIdempotencyKey } from "../../../../lib/idempotency.ts";
import { useDepositDecision } from "../api/decide-deposit.ts";
import { useAdminDeposit } from "../api/get-admin-deposit.ts";

const VALUE = "text-sm wrap-anywhere text-ink-900";

function Details({ d }: { d: TAdminDeposit }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Fact label="User" valueClassName={VALUE}>
        {d.user.name.firstname} {d.user.name.lastname} (@{d.user.username}) · {d.user.email}
      </Fact>
      <Fact label="Plan" valueClassName={VALUE}>
        {d.planName}
      </Fact>
      <Fact label="Amount" valueClassName={VALUE}>
        {formatDollars(d.amount)}
      </Fact>
      <Fact label="Date" valueClassName={VALUE}>
        {formatDateTime(d.date)}
      </Fact>
      <Fact label="Method" valueClassName={VALUE}>
        {d.method === "card" ? `Card ${d.card ? `${d.card.brand} •••• ${d.card.last4}` : ""}` : "Crypto"}
      </Fact>
      <Fact label="Transaction id" valueClassName={VALUE}>
        {d.txId ?? "—"}
      </Fact>
      {d.method === "crypto" && <PaymentQuoteFacts coin={d.currency} quote={d.quote} />}
      {d.position && (
        <>
          <Fact label="Units bought" valueClassName={VALUE}>
            {formatUnits(d.position.units)} at {formatNav(d.position.navPerUnit)} a unit now
          </Fact>
          <Fact label="Value now" valueClassName={VALUE}>
            {formatDollars(d.position.value)}
          </Fact>
          {(parsePlanUnits(d.position.unitsMoved) ?? 0n) > 0n && (
            <Fact label="Units moved to wallet" valueClassName={VALUE}>
              {formatUnits(d.position.unitsMoved)}
            </Fact>
          )}
        </>
      )}
      {d.withdrawalDate && (
        <Fact label="Holding period ends" valueClassName={VALUE}>
          {formatDate(d.withdrawalDate)}
        </Fact>
      )}
      {d.payout !== null && (
        <Fact label="Paid out" valueClassName={VALUE}>
          {formatDollars(d.payout)}
        </Fact>
      )}
      {d.settleNote && (
        <Fact label="Settlement note" valueClassName={VALUE}>
          {d.settleNote}
        </Fact>
      )}
      {d.denyReason && (
        <Fact label="Deny reason" valueClassName={VALUE}>
          {d.denyReason}
        </Fact>
      )}
    </dl>
  );
}

/**
 * One deposit: proof, Confirm / Deny (with a reason) while pending. Nothing here sets an amount: an
 * accepted deposit buys units at the market price, and only its member moves them to the wallet.
 */
export function AdminDepositReview({
  id,
  onDecided,
}: {
  id: string;
  onDecided: (kind: "approve" | "deny" | "settle", deposit: TAdminDeposit) => void;
}) {
  const query = useAdminDeposit(id);
  const decision = useDepositDecision();
  const { showBanner, clearBanner } = useBanner();
  const [key] = useState(newIdempotencyKey);
  const [reason, setReason] = useState("");
  if (query.isPending) return <PageSpinner />;
  if (query.error) return <ErrorNotice message={query.error.message} onRetry={() => query.refetch()} />;
  const d = query.data;

  async function run(input: Parameters<typeof decision.mutateAsync>[0], success: string) {
    clearBanner();
    try {
      const res = await decision.mutateAsync(input);
      showBanner(success, "success");
      onDecided(input.kind, res.data);
    } catch (error) {
      showBanner(errorMessage(error), "error");
      query.refetch();
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card>
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-ink-900">Deposit</h2>
          <StatusBadge status={d.status} label={DEPOSIT_STATUS_LABELS[d.status]} />
        </div>
        <Details d={d} />
        {d.chain && (
          <div className="mt-4">
            <ChainStatus chain={d.chain} />
          </div>
        )}
        {d.proofUrl && (
          <div className="mt-4">
            <h3 className="mb-2 text-sm font-semibold text-slate-700">Proof of payment</h3>
            {d.quote && (
              <p className="mb-2 text-sm text-slate-600">
                It should show {d.quote.coinAmount} {d.quote.coinSymbol} sent to {d.quote.address}
                {d.quote.isSharedAddress ? " (a shared address: other members pay there too)" : ""}.
              </p>
            )}
            <PrivateFile url={d.proofUrl} alt="proof of payment" className="max-h-[28rem] w-auto" />
          </div>
        )}
      </Card>
      <Card className="self-start">
        {d.chain?.state === "exception" && (
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold text-ink-900">{REVIEW_EXCEPTION_TITLE}</h3>
            <p className="text-sm text-slate-700">{d.chain.label}</p>
            {d.chain.settle &&
              (
                [
                  ["quote", "the quote's rate", d.chain.settle.atQuoteRate, "q"],
                  ["arrival", "the rate at arrival", d.chain.settle.atArrivalRate, "r"],
                ] as const
              ).map(([rate, rateName, at, suffix]) => (
                <StepUpConfirm
                  key={rate}
                  trigger={`Credit ${formatDollars(at.amount)} at ${rateName} (${formatDollars(at.rate)})`}
                  triggerVariant={rate === "quote" ? "primary" : "secondary"}
                  title="Credit this payment?"
                  amount={formatDollars(at.amount)}
                  member={formatMember(d.user)}
                  confirmLabel="Credit the member"
                  action={() => decision.mutateAsync({ kind: "settle", id, rate, idempotencyKey: `${key}-${suffix}` })}
                  onDone={(res) => {
                    clearBanner();
                    showBanner("Exception settled", "success");
                    onDecided("settle", res.data);
                  }}
                >
                  <p>
                    At {rateName}, {formatDollars(at.rate)}: {d.chain?.label}
                  </p>
                </StepUpConfirm>
              ))}
            <TextField
              label="Reason for refusing (the member sees it)"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button
              variant="danger"
              disabled={reason.trim() === ""}
              isLoading={decision.isPending}
              onClick={() =>
                run(
                  { kind: "settle", id, rate: "refuse", reason: reason.trim(), idempotencyKey: `${key}-x` },
                  "Refused",
                )
              }
            >
              Refuse: credit nothing
            </Button>
          </div>
        )}
        {d.chain && d.chain.state !== "exception" && d.status === "pending" && (
          <p className="text-sm text-slate-600">
            Watched on the network: it is invested by itself once its payment is confirmed. Nothing to decide unless it
            becomes an exception.
          </p>
        )}
        {!d.chain && d.status === "pending" && (
          <DecisionActions
            approveLabel="Confirm"
            onApprove={() => run({ kind: "approve", id, idempotencyKey: `${key}-a` }, MESSAGES.depositApproved)}
            denyLabel="Deny deposit"
            reasonLabel="Reason (the user sees it)"
            onDeny={(reason) => run({ kind: "deny", id, reason, idempotencyKey: `${key}-d` }, "Deposit denied")}
            isPending={decision.isPending}
            error={decision.error}
          />
        )}
        {d.status === "accepted" && d.chain?.state !== "exception" && (
          <p className="text-sm text-slate-600">
            Invested{d.decidedAt ? ` on ${formatDate(d.decidedAt)}` : ""}. Only the member can move the position to
            their wallet, once its holding period is over, at the market value of that moment.
          </p>
        )}
        {(d.status === "denied" || d.status === "withdrawn") && (
          <p className="text-sm text-slate-600">
            This deposit is decided{d.decidedAt ? ` (${formatDate(d.decidedAt)})` : ""}.
          </p>
        )}
      </Card>
    </div>
  );
}
