import { Button } from "../../../components/ui/button.tsx";
import { FormError } from "../../../components/ui/misc.tsx";
import { useSession } from "../../../lib/auth.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useAdminGrants, useApproveAdminGrant } from "../api/admin-grants.ts";

/** A promotion of this member waiting for a second admin; the admin who asked cannot approve it. */
export function PendingAdminGrants({ userId }: { userId: string }) {
  const pending = useAdminGrants(userId);
  const approve = useApproveAdminGrant();
  const me = useSession().user?.id;
  if (!pending.data?.length) return null;
  return (
    <section
      aria-label="Admin rights waiting for a second admin"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h3 className="font-semibold text-amber-900">Admin rights waiting for a second admin</h3>
      <ul className="mt-2 flex flex-col gap-3">
        {pending.data.map((g) => {
          const isMine = g.promotedBy.id === me;
          return (
            <li key={g.id} className="flex flex-wrap items-center justify-between gap-3 text-sm text-amber-900">
              <span>
                Make @{g.username} an admin · asked by @{g.promotedBy.username} on {formatDateTime(g.requestedAt)}
                {isMine && " (you asked: another admin must approve)"}
              </span>
              <Button
                disabled={isMine}
                isLoading={approve.isPending && approve.variables === g.id}
                onClick={async () => {
                  await approve.submit(g.id);
                }}
              >
                Approve admin rights
              </Button>
            </li>
          );
        })}
      </ul>
      <FormError error={approve.error} />
    </section>
  );
}
