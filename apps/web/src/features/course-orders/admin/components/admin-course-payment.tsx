import { COURSE_LABELS, type TAdminCoursePayment } from "@vaultline/shared";
import { useState } from "react";
import { PaymentQuoteFacts } from "../../../../components/crypto-payment/quote-facts.tsx";
import { DecisionActions } from "../../../../components/decision/decision-actions.tsx";
import type { TDecision } from "../../../../components/decision/decision-notice.tsx";
import { coursePaymentDecision } from "../../../../components/decision/decisions.ts";
import { useBanner } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Card, StatusBadge } from "../../../../components/ui/misc.tsx";
import { PrivateFile } from "../../../../components/ui/private-file.tsx";
import { formatDateTime, formatDollars } from "../../../../lib/format.ts";
import { useDecideCoursePayment } from "../api/decide-course-payment.ts";

const METHOD_LABELS = { crypto: "Crypto (proof)", card: "Card", wallet: "Wallet balance" } as const;

/** One course payment in the admin queue; a pending one opens for review with its proof. */
export function AdminCoursePayment({
  payment,
  onDecided,
}: {
  payment: TAdminCoursePayment;
  onDecided: (decision: TDecision) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const decide = useDecideCoursePayment();
  const { showBanner, clearBanner } = useBanner();
  const act = (decision: "accept" | "deny", reason?: string) => {
    clearBanner();
    decide.mutate(
      { id: payment.id, decision, reason },
      {
        onSuccess: (res) => {
          showBanner(res.message, "success");
          onDecided(coursePaymentDecision({ ...payment, ...res.data }));
        },
        onError: (error) => showBanner(error.message, "error"),
      },
    );
  };
  const isPending = payment.status === "pending";
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
            {COURSE_LABELS[payment.course]} · {formatDollars(payment.amount)}
            <StatusBadge status={payment.status} />
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {payment.user.name} · @{payment.user.username} · {payment.user.email}
          </p>
          <p className="text-xs text-slate-500">
            {METHOD_LABELS[payment.method]}
            {payment.card && ` · ${payment.card.brand} •••• ${payment.card.last4}`} ·{" "}
            {formatDateTime(payment.createdAt)}
          </p>
          {payment.status === "denied" && payment.denyReason && (
            <p className="mt-1 text-sm text-red-700">Reason: {payment.denyReason}</p>
          )}
        </div>
        {isPending && (
          <Button variant="secondary" aria-expanded={isOpen} onClick={() => setIsOpen((v) => !v)}>
            {isOpen ? "Close" : "Review"}
          </Button>
        )}
      </div>
      {isPending && isOpen && (
        <div className="mt-4 grid gap-4 border-t border-slate-100 pt-4 md:grid-cols-2">
          <div>
            {payment.method === "crypto" && (
              <dl className="mb-3 grid gap-2 sm:grid-cols-2">
                <PaymentQuoteFacts coin={payment.currency} quote={payment.quote} />
                <div>
                  <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Transaction id</dt>
                  <dd className="break-all text-sm text-ink-900">{payment.txId ?? "—"}</dd>
                </div>
              </dl>
            )}
            <p className="mb-2 text-sm font-medium text-slate-700">Proof of payment</p>
            {payment.proofUrl ? (
              <PrivateFile
                url={payment.proofUrl}
                alt={`proof of payment from @${payment.user.username}`}
                className="max-h-80"
              />
            ) : (
              <p className="text-sm text-slate-500">No proof: paid by {METHOD_LABELS[payment.method].toLowerCase()}.</p>
            )}
          </div>
          <DecisionActions
            approveLabel="Accept payment"
            onApprove={() => act("accept")}
            denyLabel="Deny payment"
            reasonLabel="Reason for a denial"
            reasonPlaceholder="e.g. The proof shows a different amount"
            minReasonLength={3}
            reasonShown="always"
            onDeny={(reason) => act("deny", reason)}
            isPending={decide.isPending}
            error={decide.error}
          />
        </div>
      )}
    </Card>
  );
}
