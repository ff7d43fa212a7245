import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormError } from "../../../components/ui/misc.tsx";
import { useSession } from "../../../lib/auth.tsx";
import { formatDateTime, formatDollars } from "../../../lib/format.ts";
import { useApproveAdjustment } from "../api/approve-adjustment.ts";
import { usePendingAdjustments } from "../api/get-pending-adjustments.ts";

/** Large adjustments of this user waiting for a second admin; the admin who asked cannot approve. */
export function PendingAdjustments({ userId }: { userId: string }) {
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
          return (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 text-sm text-amber-900">
              <span>
                <strong>{formatDollars(a.amount)}</strong> · {a.reason} · asked by @
                {a.requestedBy?.username ?? "a former admin"} on {formatDateTime(a.requestedAt)}
                {isMine && " (you asked: another admin must approve)"}
              </span>
              <Button
                disabled={isMine}
                isLoading={approve.isPending && approve.variables === a.id}
                onClick={async () => {
                  const result = await approve.mutateAsync(a.id).catch(() => null);
                  if (result) showBanner(result.message, "success");
                }}
              >
                Give the second approval
              </Button>
            </li>
          );
        })}
      </ul>
      <FormError error={approve.error} />
    </section>
  );
}
