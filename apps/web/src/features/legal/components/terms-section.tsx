import { Link } from "react-router";
import { Card, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useTermsAcceptance } from "../api/get-terms-acceptance.ts";

/** The security page's record of the terms the member accepted, and when. */
export function TermsSection() {
  const acceptance = useTermsAcceptance(true);
  const state = acceptance.data;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink-900">Terms of use</h2>
      {acceptance.isError && <ErrorNotice message={acceptance.error.message} onRetry={() => acceptance.refetch()} />}
      {acceptance.isPending && <Skeleton className="mt-3 h-10 w-full" />}
      {state && (
        <p className="mt-2 text-sm text-slate-700" data-testid="terms-acceptance">
          {state.acceptedVersion && state.acceptedAt
            ? `You accepted version ${state.acceptedVersion} on ${formatDateTime(state.acceptedAt)}.`
            : "You have not accepted the terms of use yet."}{" "}
          {state.needsAcceptance && `The version in force is ${state.currentVersion}.`}{" "}
          <Link to={paths.legal("terms")} className="font-semibold text-brand-700 underline">
            Read the terms
          </Link>
        </p>
      )}
    </Card>
  );
}
