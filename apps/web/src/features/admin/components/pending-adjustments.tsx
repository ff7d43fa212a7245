import { StepUpConfirm } from "../../../components/step-up/step-up-confirm.tsx";
import { useBanner } from "../../../components/ui/banner.tsx";
import { useSession } from "../../../lib/auth.tsx";
import { formatDateTime, formatDollars, formatPerson } from "../../../lib/format.ts";
import { useApproveAdjustment } from "../api/approve-adjustment.ts";
import { usePendingAdjustments } from "../api/get-pending-adjustments.ts";

/**
 * Large adjustments of this user waiting for a second admin; the admin who asked cannot approve.
 * `member` names the user ("Ada Lovelace (@ada)") in the confirmation.
 */
export function PendingAdjustments({ userId, member }: { userId: string; member: string }) {
  const pending = usePendingAdjustments(userId);
  const approve = useApproveAdjustment();
  const { showBanner } = useBanner();
  const me = useSession().user?.id;
  if (!pending.data?.length) return null;
  return (
    <section
      aria-label="Adjustments waiting for a second admin"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h3 className="font-semibold text-amber-900">Waiting for a second admin</h3>
      <ul className="mt-2 flex flex-col gap-3">
        {pending.data.map((a) => {
          const isMine = a.requestedBy?.id === me;
          const asker = a.requestedBy ? formatPerson(a.requestedBy.name, a.requestedBy.username) : "a former admin";
          return (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 text-sm text-amber-900">
              <span>
                <strong>{formatDollars(a.amount)}</strong> · {a.reason} · asked by {asker} on{" "}
                {formatDateTime(a.requestedAt)}
                {isMine && " (you asked: another admin must approve)"}
              </span>
              <StepUpConfirm
                trigger="Give the second approval"
                isTriggerDisabled={isMine}
                title="Approve this adjustment?"
                amount={formatDollars(a.amount)}
                member={member}
                confirmLabel="Approve adjustment"
                action={() => approve.mutateAsync(a.id)}
                onDone={(result) => showBanner(result.message, "success")}
              >
                <p>
                  Reason: {a.reason}. Asked by {asker}. The member's wallet changes at once.
                </p>
              </StepUpConfirm>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
