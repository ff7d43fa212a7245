import { ArrowLeft, FileClock } from "lucide-react";
import { Link, useParams } from "react-router";
import { QueryResult } from "../../../components/ui/query-result.tsx";
import { paths } from "../../../config/paths.ts";
import { useUserOverview } from "../../../features/admin/api/get-user-overview.ts";
import { AccountGuardNotice } from "../../../features/admin/components/account-guard-notice.tsx";
import { AddMoneyForm } from "../../../features/admin/components/add-money-form.tsx";
import { PendingAdjustments } from "../../../features/admin/components/pending-adjustments.tsx";
import { PendingAdminGrants } from "../../../features/admin/components/pending-admin-grants.tsx";
import { UserActivity } from "../../../features/admin/components/user-activity.tsx";
import { UserSummary } from "../../../features/admin/components/user-summary.tsx";
import { MemberCoursePanel } from "../../../features/course/admin/components/member-course-panel.tsx";
import { useSession } from "../../../lib/auth.tsx";
import { formatMember } from "../../../lib/format.ts";

export function Component() {
  const { id = "" } = useParams();
  const { user: viewer } = useSession();
  const overview = useUserOverview(id);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={paths.admin.users} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          <ArrowLeft size={16} aria-hidden="true" /> All users
        </Link>
        <Link
          to={`${paths.admin.audit}?targetType=user&targetId=${encodeURIComponent(id)}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
        >
          <FileClock size={16} aria-hidden="true" /> Audit history
        </Link>
      </div>
      <h1 className="sr-only">User detail</h1>
      <QueryResult query={overview}>
        {(data) => (
          <>
            <AccountGuardNotice guard={data.guard} />
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <UserSummary user={data.user} viewerId={viewer?.id} />
              <AddMoneyForm userId={data.user.id} />
              <PendingAdjustments userId={data.user.id} member={formatMember(data.user)} />
              <PendingAdminGrants userId={data.user.id} />
            </div>
            <UserActivity overview={data} />
            <MemberCoursePanel userId={data.user.id} />
          </>
        )}
      </QueryResult>
    </div>
  );
}
