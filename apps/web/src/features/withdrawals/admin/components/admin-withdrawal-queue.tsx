import {
  COIN_LABELS,
  formatDuration,
  type TAdminWithdrawal,
  type TWithdrawalStatus,
  withdrawalStatusLabel,
} from "@vaultline/shared";
import { useState } from "react";
import { DecisionActions } from "../../../../components/decision/decision-actions.tsx";
import { DecisionNotice, type TDecision } from "../../../../components/decision/decision-notice.tsx";
import { withdrawalDecision } from "../../../../components/decision/decisions.ts";
import { StepUpConfirm } from "../../../../components/step-up/step-up-confirm.tsx";
import { useBanner } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { FilterTabs } from "../../../../components/ui/filter-tabs.tsx";
import { StatusBadge } from "../../../../components/ui/misc.tsx";
import { PagedQueue } from "../../../../components/ui/paged-queue.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { useSession } from "../../../../lib/auth.tsx";
import { formatDateTime, formatDollars, formatMember, formatPerson } from "../../../../lib/format.ts";
import { newIdempotencyKey } from "../../../../lib/idempotency.ts";
import { isStepUpRefusal } from "../../../../lib/step-up.ts";
import { PayoutTransaction } from "../../components/payout-facts.tsx";
import { useWithdrawalDecision } from "../api/decide-withdrawal.ts";
import { useAdminWithdrawals, type WithdrawalView } from "../api/get-admin-withdrawals.ts";
import { useRecordPayout } from "../api/record-payout.ts";
import { useSimulatedPayout } from "../api/simulate-payout.ts";

export const WITHDRAWAL_VIEW_LABELS: Record<WithdrawalView, string> = {
  pending: "Pending",
  approved: "Payout queued",
  paid: "Paid",
  denied: "Denied",
  cancelled: "Cancelled",
  all: "All",
};

/** What each item asks of the admin, or what became of it. */
const TASKS: Record<TWithdrawalStatus, string> = {
  pending: "Review: approve or deny",
  approved: "Enter payout transaction",
  paid: "Paid",
  denied: "Denied",
  cancelled: "Cancelled by the member",
};

function span(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const [n, unit]: [number, "minute" | "hour" | "day"] =
    minutes >= 2 * 24 * 60
      ? [Math.floor(minutes / 1440), "day"]
      : minutes >= 120
        ? [Math.floor(minutes / 60), "hour"]
        : [minutes, "minute"];
  return formatDuration(n, unit);
}

/** How long the destination had been in the member's address book when they asked: a fresh one deserves a look. */
function AddressAge({ savedAt, requestedAt }: { savedAt: string | null; requestedAt: string }) {
  if (!savedAt) {
    return <p className="text-xs text-slate-500">Address age: not recorded (request older than the address book)</p>;
  }
  const ageMs = Date.parse(requestedAt) - Date.parse(savedAt);
  const isFresh = ageMs < 7 * 24 * 60 * 60 * 1000;
  return (
    <p className={`text-xs ${isFresh ? "font-semibold text-amber-800" : "text-slate-600"}`} data-testid="address-age">
      Address saved {formatDateTime(savedAt)}: {span(ageMs)} before this request
    </p>
  );
}

function Decide({ w, onDecided }: { w: TAdminWithdrawal; onDecided: (decision: TDecision) => void }) {
  const decision = useWithdrawalDecision();
  const me = useSession().user?.id;
  const isMyFirstApproval = w.firstApproval?.adminId === me;
  const { showBanner, clearBanner } = useBanner();
  const [key] = useState(newIdempotencyKey);
  const [isConfirming, setIsConfirming] = useState(false);
  async function run(input: Parameters<typeof decision.mutateAsync>[0]) {
    clearBanner();
    try {
      const res = await decision.mutateAsync(input);
      showBanner(res.message, "success");
      onDecided(withdrawalDecision({ ...w, ...res.data }));
    } catch (error) {
      showBanner(errorMessage(error), "error");
    }
  }
  return (
    <div className="flex flex-col gap-2">
      {w.needsTwoApprovals && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="four-eyes">
          {w.firstApproval
            ? `Approved by 1 of 2 (${formatPerson(w.firstApproval.name, w.firstApproval.username)}, ${formatDateTime(w.firstApproval.at)}) — waiting for a second admin.`
            : "Above the four-eyes limit: it is paid out only when two different admins approve it."}
          {isMyFirstApproval && " You gave the first approval; another admin must give the second."}
        </p>
      )}
      <DecisionActions
        layout="row"
        approveNote="Approving queues the payout: send the coins afterwards and enter the transaction id here."
        approveLabel={
          w.firstApproval ? "Give the second approval" : w.needsTwoApprovals ? "Approve (1 of 2)" : "Approve"
        }
        isApproveDisabled={isMyFirstApproval}
        onApprove={() => {
          clearBanner();
          setIsConfirming(true);
        }}
        denyLabel="Deny withdrawal"
        reasonLabel="Reason (the user sees it)"
        onDeny={(reason) => run({ kind: "deny", id: w.id, reason, idempotencyKey: `${key}-d` })}
        isPending={decision.isPending}
        error={decision.error}
      />
      <StepUpConfirm
        trigger={null}
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={w.firstApproval ? "Give the second approval?" : "Approve this withdrawal?"}
        amount={withdrawalAmount(w)}
        member={formatMember(w.user)}
        confirmLabel={w.firstApproval ? "Give the second approval" : "Approve withdrawal"}
        action={() => decision.mutateAsync({ kind: "approve", id: w.id, idempotencyKey: `${key}-a` })}
        onDone={(res) => {
          showBanner(res.message, "success");
          onDecided(withdrawalDecision({ ...w, ...res.data }));
        }}
      >
        <p>
          To {COIN_LABELS[w.network].withNetwork} address{" "}
          <span className="break-all font-mono text-xs">{w.address}</span>.
          {w.needsTwoApprovals && !w.firstApproval && " A second admin must approve it too before it is paid out."}
        </p>
      </StepUpConfirm>
    </div>
  );
}

/** The dollars and, once quoted, the coins that reach the member. */
function withdrawalAmount(w: TAdminWithdrawal): string {
  return w.payout
    ? `${formatDollars(w.amount)} (${w.payout.arrives} ${w.payout.coinSymbol} to arrive)`
    : formatDollars(w.amount);
}

/**
 * An approved withdrawal's payout: the admin sends the coins (on the simulated network, with the
 * button) and enters the transaction id; the server checks it before the request becomes paid.
 */
function RecordPayout({ w, onDecided }: { w: TAdminWithdrawal; onDecided: (decision: TDecision) => void }) {
  const record = useRecordPayout();
  const simulate = useSimulatedPayout();
  const { showBanner, clearBanner } = useBanner();
  const [key, setKey] = useState(newIdempotencyKey);
  // A simulated payout already sent for this request is its transaction (after a reload too).
  const [txid, setTxid] = useState(w.simulatedPayoutTxId ?? "");
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  async function send() {
    clearBanner();
    try {
      const res = await simulate.mutateAsync(w.id);
      setTxid(res.data.txid);
      setError(null);
      showBanner(res.message, "success");
    } catch (e) {
      showBanner(errorMessage(e), "error");
    }
  }
  async function submit() {
    try {
      return await record.mutateAsync({ id: w.id, payoutTxId: txid.trim(), idempotencyKey: key });
    } catch (e) {
      if (!isStepUpRefusal(e)) {
        // A refused id is final for this key: the next try (another id, or the same once the explorer answers) is new.
        setKey(newIdempotencyKey());
        setError(errorMessage(e));
      }
      throw e;
    }
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        label="Payout transaction id"
        hint={`The ${COIN_LABELS[w.network].withNetwork} transaction that sends ${w.payout ? `at least ${w.payout.arrives} ${w.payout.coinSymbol}` : "the coins"} to the address above`}
        value={txid}
        error={error ?? undefined}
        onChange={(e) => {
          setTxid(e.target.value);
          setError(null);
        }}
        className="flex-1"
      />
      {w.canSimulatePayout && !w.simulatedPayoutTxId && (
        <Button variant="secondary" isLoading={simulate.isPending} onClick={send}>
          Send simulated payout
        </Button>
      )}
      <Button
        disabled={txid.trim() === ""}
        onClick={() => {
          clearBanner();
          setIsConfirming(true);
        }}
      >
        Record payout
      </Button>
      <StepUpConfirm
        trigger={null}
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Record this payout?"
        amount={withdrawalAmount(w)}
        member={formatMember(w.user)}
        confirmLabel="Record payout"
        action={submit}
        onDone={(res) => {
          showBanner(res.message, "success");
          onDecided(withdrawalDecision({ ...w, ...res.data }));
        }}
      >
        <p>
          Transaction <span className="break-all font-mono text-xs">{txid.trim()}</span>: recorded once the server has
          checked it; with a chain watcher it counts as paid at its first confirmation.
        </p>
      </StepUpConfirm>
    </div>
  );
}

/** The admin withdrawal queue: pending first; Approve or Deny (reason, reserve released); then the payout's transaction. */
export function AdminWithdrawalQueue({
  view,
  page,
  onView,
  onPage,
}: {
  view: WithdrawalView;
  page: number;
  onView: (view: WithdrawalView) => void;
  onPage: (page: number) => void;
}) {
  const query = useAdminWithdrawals(view, page);
  const [decision, setDecision] = useState<TDecision | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {decision && <DecisionNotice decision={decision} onDismiss={() => setDecision(null)} />}
      <FilterTabs label="Filter withdrawals" options={WITHDRAWAL_VIEW_LABELS} value={view} onChange={onView} />
      <PagedQueue query={query} page={page} onPage={onPage} empty="No withdrawal requests here">
        {(items) => (
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm">
            {items.map((w) => (
              <li key={w.id} className="flex flex-col gap-3 py-4" aria-label={`Withdrawal of @${w.user.username}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{TASKS[w.status]}</h2>
                    <p className="font-semibold text-ink-900">
                      {formatDollars(w.amount)} · @{w.user.username}
                    </p>
                    {w.payout && (
                      <p className="text-sm text-slate-700" data-testid="payout-quote">
                        {w.payout.coinAmount} {w.payout.coinSymbol} at 1 {w.payout.coinSymbol} ={" "}
                        {formatDollars(w.payout.rate)} ({formatDateTime(w.payout.rateAt)}); fee estimate{" "}
                        {w.payout.networkFee === null ? "none" : `${w.payout.networkFee} ${w.payout.coinSymbol}`}; to
                        arrive {w.payout.arrives} {w.payout.coinSymbol}
                      </p>
                    )}
                    <p className="text-sm text-slate-600">{COIN_LABELS[w.network].withNetwork}</p>
                    <p className="break-all font-mono text-xs text-slate-700">{w.address}</p>
                    <AddressAge savedAt={w.addressSavedAt} requestedAt={w.createdAt} />
                    <p className="text-xs text-slate-500">{formatDateTime(w.createdAt)}</p>
                    {w.denyReason && <p className="text-sm text-red-700">Reason: {w.denyReason}</p>}
                    {w.payoutTx && <PayoutTransaction tx={w.payoutTx} coin={w.network} />}
                  </div>
                  <StatusBadge
                    status={w.status}
                    label={w.status === "paid" ? withdrawalStatusLabel(w) : WITHDRAWAL_VIEW_LABELS[w.status]}
                  />
                </div>
                {w.status === "pending" && <Decide w={w} onDecided={setDecision} />}
                {w.status === "approved" && <RecordPayout w={w} onDecided={setDecision} />}
              </li>
            ))}
          </ul>
        )}
      </PagedQueue>
    </div>
  );
}
