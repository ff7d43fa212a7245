import { useParams } from "react-router";
import { PageTitle } from "../../../components/ui/misc.tsx";
import { QueryResult } from "../../../components/ui/query-result.tsx";
import { useRequest } from "../../../features/verification/admin/api/get-request.ts";
import { RequestReview } from "../../../features/verification/admin/components/request-review.tsx";

export function Component() {
  const { id = "" } = useParams();
  const query = useRequest(id);
  return (
    <div>
      <PageTitle>Verification request</PageTitle>
      <QueryResult query={query} fallback="Unable to get verification request" canRetry={false}>
        {(data) => <RequestReview request={data} />}
      </QueryResult>
    </div>
  );
}
