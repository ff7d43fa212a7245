import { useBanner } from "../../../components/ui/banner.tsx";
import { Card, PageTitle } from "../../../components/ui/misc.tsx";
import { useCreatePlan } from "../../../features/plans/api/plans-calls.ts";
import { PlanForm } from "../../../features/plans/components/plan-form.tsx";
import { errorMessage } from "../../../lib/api-client.ts";

export function Component() {
  const create = useCreatePlan();
  const { showBanner, clearBanner } = useBanner();
  return (
    <div className="mx-auto max-w-xl">
      <PageTitle subtitle="Minimum amount at least 200; leave the maximum open for 'and above'.">New package</PageTitle>
      <Card>
        <PlanForm
          submitLabel="Create package"
          isSubmitting={create.isPending}
          onSubmit={async (body) => {
            clearBanner();
            try {
              const res = await create.mutateAsync(body);
              showBanner(`${res.message}: ${res.data.name}`, "success");
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
