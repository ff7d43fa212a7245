import { type TInclusionProof, type TPublishedDay, type VerifyResult, verifyInclusion } from "@vaultline/shared";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { FormError } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth.tsx";
import { formatCents } from "../../../lib/format.ts";
import { getInclusionProof } from "../api/get-inclusion-proof.ts";

type Checked = { proof: TInclusionProof; result: VerifyResult; isPublishedRoot: boolean };

/** Downloads the member's leaf, nonce and path and verifies them here, with the browser's WebCrypto. */
export function InclusionCheck({ days }: { days: TPublishedDay[] }) {
  const session = useSession();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isChecking, setIsChecking] = useState(false);

  if (!session.isKnown) return null;
  if (!session.isAuthenticated) {
    return (
      <p className="text-sm text-slate-700">
        <Link className="text-brand-700 underline" to={paths.login}>
          Sign in
        </Link>{" "}
        to check that your balance is counted in the latest published tree.
      </p>
    );
  }

  async function check() {
    setIsChecking(true);
    setError(null);
    setChecked(null);
    try {
      const proof = await getInclusionProof();
      const result = await verifyInclusion(proof);
      const published = days.find((d) => d.day === proof.day);
      setChecked({ proof, result, isPublishedRoot: published?.rootHash === proof.root.hash });
    } catch (failure) {
      setError(failure);
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={check} isLoading={isChecking}>
          Check that my balance is counted
        </Button>
        {checked && (
          <a
            className="text-sm text-brand-700 underline"
            download={`vaultline-proof-${checked.proof.day}.json`}
            href={`data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(checked.proof, null, 2))}`}
          >
            Download the proof (proof.json)
          </a>
        )}
      </div>
      {error !== null && (
        <FormError
          error={error}
          fallback="Your browser could not fetch or check the proof. WebCrypto needs an https page."
        />
      )}
      {checked && <CheckSteps checked={checked} />}
    </div>
  );
}

function CheckSteps({ checked }: { checked: Checked }) {
  const { proof, result, isPublishedRoot } = checked;
  const isCounted = result.isValid && isPublishedRoot;
  return (
    <div className="flex flex-col gap-3" data-testid="inclusion-result">
      <p className="text-sm text-slate-700">
        Tree of {proof.day}: your balance {formatCents(proof.balanceCents)}, nonce{" "}
        <span className="font-mono text-xs">{proof.nonce}</span>. Computed in your browser:
      </p>
      <ol className="flex flex-col gap-1 rounded-xl bg-slate-50 p-4 font-mono text-xs">
        {result.steps.map((step) => (
          <li key={step.label} className="flex flex-wrap gap-x-3">
            <span className="w-56 font-sans font-semibold text-slate-700">{step.label}</span>
            <span className="break-all">{step.hash}</span>
            <span className="text-slate-600">{formatCents(step.sumCents)}</span>
          </li>
        ))}
      </ol>
      <p
        role="status"
        className={`rounded-xl p-4 text-sm font-semibold ${isCounted ? "bg-teal-50 text-teal-900" : "bg-red-50 text-red-900"}`}
      >
        {isCounted
          ? `Your balance is counted: the path reaches the root published for ${proof.day}, whose total is ${formatCents(proof.root.sumCents)}.`
          : result.isValid
            ? "The path reaches a root that is not the one published for that day."
            : `The check failed: ${result.problem}.`}
      </p>
    </div>
  );
}
