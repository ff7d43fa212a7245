import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { Card, ErrorNotice, StatusBadge } from "../../../components/ui/misc.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth.tsx";
import { useMyRequest } from "../api/my-request.ts";
import { RequestState } from "./request-state.tsx";

/** The dashboard's identity card: verified, or the state of the latest request with a way forward. */
export function VerificationStatusCard() {
  const { user } = useSession();
  const isVerified = user?.isVerified ?? false;
  const query = useMyRequest(!isVerified);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink-900">Identity verification</h2>
        <StatusBadge status={isVerified ? "verified" : "unverified"} label={isVerified ? "Verified" : "Not verified"} />
      </div>
      <div className="mt-3">
        {isVerified ? (
          <p className="text-sm text-slate-700">Your identity is verified. You can withdraw from your wallet.</p>
        ) : query.isPending ? (
          <Spinner label="Loading verification status" />
        ) : query.isError ? (
          <ErrorNotice message="Unable to get verification request" onRetry={() => query.refetch()} />
        ) : query.data ? (
          <RequestState request={query.data} />
        ) : (
          <p className="text-sm text-slate-700">Verify your identity to withdraw from your wallet.</p>
        )}
      </div>
      {!isVerified && query.data?.status !== "pending" && !query.isPending && (
        <Link to={paths.verification} className={buttonClass("primary", "mt-4")}>
          {query.data?.status === "denied" ? "Submit new documents" : "Verify account"}
        </Link>
      )}
    </Card>
  );
}
