import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { DecisionNotice, type TDecision } from "../../../components/decision/decision-notice.tsx";
import { depositDecision } from "../../../components/decision/decisions.ts";
import { PageTitle } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import { AdminDepositReview } from "../../../features/deposits/components/admin-deposit-review.tsx";

export function Component() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  // A settlement stays on this page; an approval or denial goes back to the list, which says what was done.
  const [settled, setSettled] = useState<TDecision | null>(null);
  return (
    <div className="mx-auto max-w-6xl">
      <Link to={paths.admin.allDeposits} className="text-sm font-semibold text-brand-700 hover:underline">
        ← All deposits
      </Link>
      <PageTitle>Authorize deposit</PageTitle>
      {settled && <DecisionNotice decision={settled} onDismiss={() => setSettled(null)} />}
      <AdminDepositReview
        key={id}
        id={id}
        onDecided={(kind, deposit) => {
          const decision = depositDecision(kind, deposit);
          if (kind === "settle") setSettled(decision);
          else navigate(paths.admin.allDeposits, { state: { decision } });
        }}
      />
    </div>
  );
}
