import { useParams } from "react-router";
import { ErrorNotice, PageTitle } from "../../../components/ui/misc.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useRequest } from "../../../features/verification/admin/api/get-request.ts";
import { RequestReview } from "../../../features/verification/admin/components/request-review.tsx";

export function Component() {
  const { id = "" } = useParams();
  const query = useRequest(id);
  return (
    <div>
      <PageTitle>Verification request</PageTitle>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <ErrorNotice message={query.error.message || "Unable to get verification request"} />
      ) : (
        <RequestReview request={query.data} />
      )}
    </div>
  );
}
