import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { PageTitle } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import { AdminPlanList } from "../../../features/plans/admin/components/admin-plan-list.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle subtitle="Deleting a package that has deposits hides it from new deposits; its history stays.">
          Plans
        </PageTitle>
        <Link to={paths.admin.createPlan} className={buttonClass("primary")}>
          New package
        </Link>
      </div>
      <AdminPlanList />
    </div>
  );
}
