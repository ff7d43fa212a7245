import { useParams } from "react-router";
import { PageTitle } from "../../../components/ui/misc.tsx";
import { QueryResult } from "../../../components/ui/query-result.tsx";
import { useUserForVerify } from "../../../features/verification/admin/api/get-user-for-verify.ts";
import { UserVerifyPanel } from "../../../features/verification/admin/components/user-verify-panel.tsx";

export function Component() {
  const { id = "" } = useParams();
  const query = useUserForVerify(id);
  return (
    <div>
      <PageTitle subtitle="Verified users can withdraw.">Verify user</PageTitle>
      <QueryResult query={query} fallback="Unable to Get Details" canRetry={false}>
        {(data) => <UserVerifyPanel user={data} />}
      </QueryResult>
    </div>
  );
}
