import { Link, useNavigate, useParams } from "react-router";
import { depositDecision } from "../../../components/decision/decisions.ts";
import { PageTitle } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import { AdminDepositReview } from "../../../features/deposits/admin/components/admin-deposit-review.tsx";

export function Component() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-6xl">
      <Link to={paths.admin.allDeposits} className="text-sm font-semibold text-brand-700 hover:underline">
        ← All deposits
      </Link>
      <PageTitle>Review deposit</PageTitle>
      <AdminDepositReview
        key={id}
        id={id}
        // The list says what was done.
        onDecided={(kind, deposit) =>
          navigate(paths.admin.allDeposits, { state: { decision: depositDecision(kind, deposit) } })
        }
      />
    </div>
  );
}
