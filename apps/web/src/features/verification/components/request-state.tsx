import { DENY_REASON_LABELS, ID_TYPE_LABELS, type TVerificationRequest } from "@vaultline/shared";
import { StatusBadge } from "../../../components/ui/misc.tsx";
import { formatDate } from "../../../lib/format.ts";

/** What happened to the user's latest request, in words: pending, accepted, or denied with the reason. */
export function RequestState({
  request,
  isAdminView = false,
}: {
  request: TVerificationRequest;
  isAdminView?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-700" data-testid="verification-request-state">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={request.status} />
        <span>
          {ID_TYPE_LABELS[request.label]} submitted on {formatDate(request.createdAt)}
        </span>
      </div>
      {request.status === "pending" && !isAdminView && (
        <p>
          We are reviewing your documents. We will e-mail you when it is decided; you cannot submit again meanwhile.
        </p>
      )}
      {request.status === "accepted" && (
        <p>{isAdminView ? "Accepted: the user is verified." : "Your documents were accepted."}</p>
      )}
      {request.status === "denied" && (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">
            Not accepted: {request.denyReasonCode ? DENY_REASON_LABELS[request.denyReasonCode] : "see below"}
          </p>
          {request.denyReason && <p className="mt-1">{request.denyReason}</p>}
          {!isAdminView && <p className="mt-1">Please submit new documents.</p>}
        </div>
      )}
    </div>
  );
}
