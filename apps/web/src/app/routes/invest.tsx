import { useNavigate, useSearchParams } from "react-router";
import { Card, ErrorNotice, PageTitle } from "../../components/ui/misc.tsx";
import { RiskWarning } from "../../components/ui/risk-warning.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { InvestWizard } from "../../features/deposits/components/invest-wizard.tsx";
import { usePlans } from "../../features/plans/api/get-plans.ts";
import { useSession } from "../../lib/auth.tsx";
import { useDepositOptions } from "../../lib/deposit-options.ts";

export function Component() {
  const { user } = useSession();
  const plans = usePlans();
  const options = useDepositOptions();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  if (plans.isPending || options.isPending || !user) return <PageSpinner />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle subtitle="Deposit into an investment plan in three steps.">Invest</PageTitle>
      <RiskWarning className="mb-4" />
      {plans.error || options.error ? (
        <ErrorNotice
          message={plans.error ? "Unable to Get plans" : (options.error?.message ?? "Unable to load")}
          onRetry={() => {
            plans.refetch();
            options.refetch();
          }}
        />
      ) : (
        <Card>
          <InvestWizard
            plans={plans.data ?? []}
            options={options.data}
            email={user.email}
            initialPlanId={search.get("plan")}
            onCard={(planId, amount) => navigate(paths.investCard, { state: { planId, amount } })}
            onDone={(id) => navigate(paths.receipt("deposit", id))}
          />
        </Card>
      )}
    </div>
  );
}
