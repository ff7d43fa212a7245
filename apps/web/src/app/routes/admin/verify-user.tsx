import { useParams } from "react-router";
import { ErrorNotice, PageTitle } from "../../../components/ui/misc.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useUserForVerify } from "../../../features/verification/admin/api/get-user-for-verify.ts";
import { UserVerifyPanel } from "../../../features/verification/admin/components/user-verify-panel.tsx";

export function Component() {
  const { id = "" } = useParams();
  const query = useUserForVerify(id);
  return (
    <div>
      <PageTitle subtitle="Verified users can withdraw.">Verify user</PageTitle>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <ErrorNotice message={query.error.message || "Unable to Get Details"} />
      ) : (
        <UserVerifyPanel user={query.data} />
      )}
    </div>
  );
}
