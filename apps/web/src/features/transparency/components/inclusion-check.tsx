import {
  type SumCheck,
  type TAssetProof,
  type TInclusionProof,
  type TPublishedDay,
  type VerifyResult,
  verifyAssetInclusion,
  verifyInclusion,
} from "@vaultline/shared";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { FormError } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth.tsx";
import { formatCents, formatDate, formatProofAmount } from "../../../lib/format.ts";
import { getInclusionProof } from "../api/get-inclusion-proof.ts";

type AssetChecked = { proof: TAssetProof; result: SumCheck; isPublishedRoot: boolean };
type Checked = { proof: TInclusionProof; result: VerifyResult; isPublishedRoot: boolean; assets: AssetChecked[] };

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
      const assets = await Promise.all(
        proof.assets.map(async (asset) => {
          const root = published?.assets.find((a) => a.asset === asset.asset);
          return {
            proof: asset,
            result: await verifyAssetInclusion(proof.accountId, asset),
            isPublishedRoot: root?.rootHash === asset.root.hash && root.totalUnits === asset.root.sumUnits,
          };
        }),
      );
      setChecked({ proof, result, isPublishedRoot: published?.rootHash === proof.root.hash, assets });
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
      {checked && <AssetChecks checked={checked} />}
      {checked && <CheckSteps checked={checked} />}
    </div>
  );
}

/** "today's BTC tree" when the proof is of the current UTC day, else with the day's date. */
const treeOf = (day: string, asset = "") => {
  const name = asset ? `${asset} tree` : "tree";
  return day === new Date().toISOString().slice(0, 10)
    ? `today's ${name}`
    : `the ${name} of ${formatDate(`${day}T00:00:00Z`)}`;
};

/** Per asset: the member's amount, and whether its path reached that asset's published root. */
function AssetChecks({ checked }: { checked: Checked }) {
  const { proof, assets } = checked;
  if (assets.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700" data-testid="asset-checks">
        The tree of {proof.day} has no per-asset trees (they were not built yet that day): only your balance in dollars
        can be checked.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="asset-checks">
      <h3 className="text-sm font-semibold text-ink-900">Per asset</h3>
      <ul className="flex flex-col gap-2">
        {assets.map(({ proof: asset, result, isPublishedRoot }) => {
          const isCounted = result.isValid && isPublishedRoot;
          const amount = formatProofAmount(asset.asset, asset.amountUnits);
          return (
            <li
              key={asset.asset}
              data-testid="asset-check"
              className={`rounded-xl p-3 text-sm ${isCounted ? "bg-teal-50 text-teal-900" : "bg-red-50 text-red-900"}`}
            >
              <p className="flex items-start gap-2">
                <span aria-hidden="true" className="font-bold">
                  {isCounted ? "✓" : "✗"}
                </span>
                <span>
                  {isCounted ? (
                    <>
                      Your <strong>{amount}</strong> is counted in {treeOf(proof.day, asset.asset)}: verified in your
                      browser up to the published {asset.asset} root, total{" "}
                      {formatProofAmount(asset.asset, asset.root.sumUnits)}.
                    </>
                  ) : result.isValid ? (
                    `Your ${amount}: the path reaches a ${asset.asset} root that is not the one published for ${proof.day}.`
                  ) : (
                    `Your ${amount}: the check failed: ${result.problem}.`
                  )}
                </span>
              </p>
              <details className="mt-2 pl-5">
                <summary className="cursor-pointer text-xs underline">Show the {asset.asset} computation</summary>
                <ol className="mt-2 flex flex-col gap-1 font-mono text-xs">
                  {result.steps.map((step) => (
                    <li key={step.label} className="flex flex-wrap gap-x-3">
                      <span className="w-56 font-sans font-semibold">{step.label}</span>
                      <span className="break-all">{step.hash}</span>
                      <span>{formatProofAmount(asset.asset, step.sum)}</span>
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-600">
        Your bitcoin and ether are your units' share of each plan's holdings, rounded down to the satoshi and the gwei;
        your dollars are that share of the plans' cash plus your wallet cash, to the cent. A share of a plan is not a
        coin set aside in your name: it shows that the total the platform publishes for each asset counts you.
      </p>
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
