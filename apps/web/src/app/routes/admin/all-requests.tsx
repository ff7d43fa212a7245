import { PageTitle } from "../../../components/ui/misc.tsx";
import { RequestsList } from "../../../features/verification/admin/components/requests-list.tsx";

export function Component() {
  return (
    <div>
      <PageTitle subtitle="Identity documents waiting for review, newest first.">Verification requests</PageTitle>
      <RequestsList />
    </div>
  );
}
