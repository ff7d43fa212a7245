import { REDIRECT_AFTER_SUBMIT_MS } from "@vaultline/shared";
import { Card, ErrorNotice, PageTitle } from "../../components/ui/misc.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { useMyRequest } from "../../features/verification/api/my-request.ts";
import { RequestState } from "../../features/verification/components/request-state.tsx";
import { RequirementsList } from "../../features/verification/components/requirements-list.tsx";
import { VerificationForm } from "../../features/verification/components/verification-form.tsx";
import { useSession } from "../../lib/auth.tsx";
import { useDelayedNavigate } from "../../lib/use-delayed-navigate.ts";

export function Component() {
  const { user } = useSession();
  const isVerified = user?.isVerified ?? false;
  const query = useMyRequest(!isVerified);
  const delayedNavigate = useDelayedNavigate();
  const canSubmit = !isVerified && query.isSuccess && query.data?.status !== "pending";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle subtitle="Withdrawals need a verified identity. Upload both pages of one document.">
        Verify your identity
      </PageTitle>
      {isVerified ? (
        <Card>
          <p className="font-semibold text-teal-800">Your identity is verified.</p>
        </Card>
      ) : query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <ErrorNotice message="Unable to get verification request" onRetry={() => query.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="flex flex-col gap-6">
            {query.data && (
              <Card>
                <h2 className="mb-3 font-semibold text-ink-900">Your latest request</h2>
                <RequestState request={query.data} />
              </Card>
            )}
            {canSubmit && (
              <Card>
                <VerificationForm onSubmitted={() => delayedNavigate(paths.dashboard, REDIRECT_AFTER_SUBMIT_MS)} />
              </Card>
            )}
          </div>
          <RequirementsList />
        </div>
      )}
    </div>
  );
}
