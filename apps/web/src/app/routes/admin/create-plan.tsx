import { useNavigate } from "react-router";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Card, PageTitle } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import { useCreatePlan } from "../../../features/plans/admin/api/create-plan.ts";
import { PlanForm } from "../../../features/plans/admin/components/plan-form.tsx";
import { errorMessage } from "../../../lib/api-client.ts";

export function Component() {
  const create = useCreatePlan();
  const { showBanner, clearBanner } = useBanner();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle subtitle="Minimum amount at least 200; leave the maximum open for 'and above'. A plan has no return to set: it is measured from its holdings.">
        New package
      </PageTitle>
      <Card className="max-w-xl">
        <PlanForm
          submitLabel="Create package"
          isSubmitting={create.isPending}
          onSubmit={async (body) => {
            clearBanner();
            try {
              const res = await create.mutateAsync(body);
              showBanner(`${res.message}: ${res.data.name}`, "success");
              // The list shows the new package highlighted, so the admin sees where it landed.
              navigate(paths.admin.plans, { state: { highlightId: res.data.id } });
              return true;
            } catch (error) {
              showBanner(errorMessage(error), "error");
              return false;
            }
          }}
        />
      </Card>
    </div>
  );
}
