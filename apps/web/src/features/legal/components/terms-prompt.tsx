import { FileText } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth.tsx";
import { useAcceptTerms } from "../api/accept-terms.ts";
import { useTermsAcceptance } from "../api/get-terms-acceptance.ts";

/**
 * Asks a signed-in member to accept the terms of use in force: after a new version, or when the
 * account was made without accepting them (the sketch's sign-up call sends no acceptance).
 */
export function TermsPrompt() {
  const { isAuthenticated } = useSession();
  const acceptance = useTermsAcceptance(isAuthenticated);
  const accept = useAcceptTerms();
  const state = acceptance.data;
  if (!isAuthenticated || !state?.needsAcceptance) return null;
  return (
    <section
      aria-label="Terms of use"
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2">
          <FileText size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>
            {state.acceptedVersion
              ? "Our terms of use have changed. Please read the new version and accept it."
              : "Please read our terms of use and accept them."}{" "}
            <Link to={paths.legal("terms")} className="font-semibold underline">
              Read the terms
            </Link>
          </span>
        </p>
        <div className="flex items-center gap-3">
          {accept.isError && (
            <span role="alert" className="text-red-700">
              {errorMessage(accept.error)}
            </span>
          )}
          <Button onClick={() => accept.mutate(state.currentVersion)} isLoading={accept.isPending}>
            I accept the terms
          </Button>
        </div>
      </div>
    </section>
  );
}
