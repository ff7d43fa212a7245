import { useSearchParams } from "react-router";
import { DecisionNotice, useDecisionFromLocation } from "../../../components/decision/decision-notice.tsx";
import { PageTitle } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import type { DepositView } from "../../../features/deposits/admin/api/get-admin-deposits.ts";
import {
  AdminDepositList,
  DEPOSIT_VIEW_LABELS,
} from "../../../features/deposits/admin/components/admin-deposit-list.tsx";

export function Component() {
  const [params, setParams] = useSearchParams();
  const decision = useDecisionFromLocation();
  const raw = params.get("view") ?? "open";
  const view = (raw in DEPOSIT_VIEW_LABELS ? raw : "open") as DepositView;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle subtitle="Pending first, newest first.">Deposits</PageTitle>
      {decision && <DecisionNotice decision={decision} />}
      <AdminDepositList
        view={view}
        page={page}
        depositPath={paths.admin.deposit}
        onView={(next) => setParams(next === "open" ? {} : { view: next })}
        onPage={(next) => setParams({ ...(view === "open" ? {} : { view }), page: String(next) })}
      />
    </div>
  );
}
