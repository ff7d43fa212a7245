import { FileText } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { NoticeBar } from "../../../components/ui/notice-bar.tsx";
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
    <NoticeBar
      label="Terms of use"
      icon={FileText}
      actions={
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
      }
    >
      {state.acceptedVersion
        ? "Our terms of use have changed. Please read the new version and accept it."
        : "Please read our terms of use and accept them."}{" "}
      <Link to={paths.legal("terms")} className="font-semibold underline">
        Read the terms
      </Link>
    </NoticeBar>
  );
}
