import { useSearchParams } from "react-router";
import { PageTitle } from "../../../components/ui/misc.tsx";
import type { WithdrawalView } from "../../../features/withdrawals/admin/api/get-admin-withdrawals.ts";
import {
  AdminWithdrawalQueue,
  WITHDRAWAL_VIEW_LABELS,
} from "../../../features/withdrawals/admin/components/admin-withdrawal-queue.tsx";

export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("view") ?? "pending";
  const view = (raw in WITHDRAWAL_VIEW_LABELS ? raw : "pending") as WithdrawalView;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle subtitle="Each request is already reserved from the user's wallet. Deny releases it; an approved one stays “payout queued” until its transaction is entered.">
        Withdrawal requests
      </PageTitle>
      <AdminWithdrawalQueue
        view={view}
        page={page}
        onView={(next) => setParams(next === "pending" ? {} : { view: next })}
        onPage={(next) => setParams({ ...(view === "pending" ? {} : { view }), page: String(next) })}
      />
    </div>
  );
}
