// `npm run verify-inclusion -- proof.json`: checks a proof of inclusion downloaded from /transparency
// with the same algorithm and WebCrypto as the browser (packages/shared/src/merkle-sum.ts), and prints
// every step. Exit 0: the balance is counted in the root the file names; compare that root with the
// one published on /transparency for the same day. Exit 1: the proof fails; 2: unreadable file.
import { readFileSync } from "node:fs";
import { formatMoney, verifyInclusion, ZInclusionProof } from "@vaultline/shared";

const file = process.argv[2];
if (!file) {
  process.stderr.write("Usage: npm run verify-inclusion -- proof.json\n");
  process.exit(2);
}
let proof: ReturnType<typeof ZInclusionProof.parse>;
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
out(`over ${proof.memberCount} accounts. Check that this root is the one published on /transparency for ${proof.day}.`);
