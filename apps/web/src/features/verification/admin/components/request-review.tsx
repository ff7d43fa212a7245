import { ID_TYPE_LABELS, type TDenyFields, type TVerificationRequest } from "@vaultline/shared";
import { Link, useNavigate } from "react-router";
import { verificationDecision } from "../../../../components/decision/decisions.ts";
import { useBanner } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Card, StatusBadge } from "../../../../components/ui/misc.tsx";
import { ZoomableFile } from "../../../../components/ui/zoomable-file.tsx";
import { paths } from "../../../../config/paths.ts";
import { errorMessage } from "../../../../lib/api-client.ts";
import { formatDateTime } from "../../../../lib/format.ts";
import { RequestState } from "../../components/request-state.tsx";
import { useDecideRequest } from "../api/decide-request.ts";
import { DenyForm } from "./deny-form.tsx";
import { SsnReveal } from "./ssn-reveal.tsx";

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words font-medium text-ink-900">{children}</dd>
    </div>
  );
}

/** Both pages large with zoom, the applicant's details (SSN masked, revealed with a reason) and Accept / Deny. */
export function RequestReview({ request }: { request: TVerificationRequest }) {
  const { showBanner, clearBanner } = useBanner();
  const navigate = useNavigate();
  const mutation = useDecideRequest();
  const decide = async (body: { status: "accepted" } | ({ status: "denied" } & TDenyFields)) => {
    clearBanner();
    try {
      const result = await mutation.mutateAsync({ id: request.id, body });
      showBanner(result.message, "success");
      navigate(paths.admin.dashboard, { state: { decision: verificationDecision(request, body) } });
    } catch (error) {
      showBanner(errorMessage(error, "Verification failed"), "error");
    }
  };
  const isPending = request.status === "pending";
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="Name on the account">
            <span className="text-base font-semibold">{request.fullName}</span>
          </Detail>
          <Detail label="Username">@{request.name}</Detail>
          <Detail label="E-mail">{request.email}</Detail>
          <Detail label="Phone">{request.phone}</Detail>
          <Detail label="SSN">
            <SsnReveal requestId={request.id} masked={request.ssn} />
          </Detail>
          <Detail label="ID type">{ID_TYPE_LABELS[request.label]}</Detail>
          <Detail label="Submitted">{formatDateTime(request.createdAt)}</Detail>
          <Detail label="Status">
            <StatusBadge status={request.status} />
          </Detail>
        </dl>
        <Link
          to={paths.admin.verifyUser(request.userId)}
          className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          Verify or unverify this user directly
        </Link>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        {request.metadata.map((doc) => (
          <Card key={doc.side}>
            <ZoomableFile url={doc.image} alt={doc.side === "front" ? "Front page" : "Back page"} />
          </Card>
        ))}
      </div>
      {isPending ? (
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <h2 className="mb-2 font-semibold">Accept</h2>
            <p className="mb-4 text-sm text-slate-600">
              The user becomes verified and can withdraw. They get an e-mail.
            </p>
            <Button
              onClick={() => decide({ status: "accepted" })}
              isLoading={mutation.isPending && mutation.variables?.body.status === "accepted"}
              disabled={mutation.isPending}
            >
              Accept
            </Button>
          </Card>
          <Card>
            <h2 className="mb-2 font-semibold">Deny</h2>
            <DenyForm
              isBusy={mutation.isPending && mutation.variables?.body.status === "denied"}
              onDeny={(values) => decide({ status: "denied", ...values })}
            />
          </Card>
        </div>
      ) : (
        <Card>
          <h2 className="mb-2 font-semibold">Decision</h2>
          <RequestState request={request} isAdminView />
        </Card>
      )}
    </div>
  );
}
