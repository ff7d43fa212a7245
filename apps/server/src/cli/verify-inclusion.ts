// `npm run verify-inclusion -- proof.json`: checks a proof of inclusion downloaded from /transparency
// with the same algorithm and WebCrypto as the browser (packages/shared/src/merkle-sum.ts), and prints
// every step: the tree of cents, then each asset's tree (BTC in satoshis, ETH in gwei, USD in cents).
// Exit 0: every balance is counted in the root the file names for it; compare those roots with the
// ones published on /transparency for the same day. Exit 1: a proof fails; 2: unreadable file.
import { readFileSync } from "node:fs";
import {
  formatMoney,
  PROOF_ASSET_UNITS,
  type TInclusionProof,
  verifyAssetInclusion,
  verifyInclusion,
  ZInclusionProof,
} from "@vaultline/shared";

const file = process.argv[2];
if (!file) {
  process.stderr.write("Usage: npm run verify-inclusion -- proof.json\n");
  process.exit(2);
}
let proof: TInclusionProof;
try {
  proof = ZInclusionProof.parse(JSON.parse(readFileSync(file, "utf8")));
} catch (error) {
  process.stderr.write(`${file} is not a proof of inclusion: ${(error as Error).message}\n`);
  process.exit(2);
}
const out = (line: string) => process.stdout.write(`${line}\n`);
out(`Proof of ${proof.day} for account ${proof.accountId}: balance ${formatMoney(proof.balanceCents)}`);
const result = await verifyInclusion(proof);
for (const step of result.steps) out(`  ${step.label.padEnd(32)} ${step.hash}  ${formatMoney(step.sumCents)}`);
if (!result.isValid) {
  out(`FAILED: ${result.problem}`);
  process.exit(1);
}
out(`OK: the balance is counted in root ${proof.root.hash}, total ${formatMoney(proof.root.sumCents)},`);
out(`over ${proof.memberCount} accounts.`);

let failed = false;
for (const asset of proof.assets) {
  const unit = `${PROOF_ASSET_UNITS[asset.asset]}s`;
  out("");
  out(`${asset.asset} tree: ${asset.amountUnits} ${unit}`);
  const check = await verifyAssetInclusion(proof.accountId, asset);
  for (const step of check.steps) out(`  ${step.label.padEnd(32)} ${step.hash}  ${step.sum} ${unit}`);
  if (check.isValid)
    out(`OK: counted in the ${asset.asset} root ${asset.root.hash}, total ${asset.root.sumUnits} ${unit}.`);
  else {
    out(`FAILED: ${check.problem}`);
    failed = true;
  }
}
if (failed) process.exit(1);
out("");
out(
  `Check that ${proof.assets.length ? "these roots are the ones" : "this root is the one"} published on /transparency for ${proof.day}.`,
);
