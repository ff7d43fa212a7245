import { z } from "zod";

// The Merkle-sum tree of the proof of liabilities (docs/transparency.md): one implementation for the
// server that builds it, the browser that checks a member's path and `npm run verify-inclusion`.
//
//   account hash = SHA-256(UTF-8 "vaultline:account:" + account id)
//   leaf         = SHA-256(0x00 ‖ account hash ‖ balance ‖ nonce)           balance: 8 bytes, big-endian
//   node         = SHA-256(0x01 ‖ left hash ‖ left sum ‖ right hash ‖ right sum), sum = left sum + right sum
//
// Each day also has one tree per asset (PROOF_ASSETS: satoshis, gwei, cents) built the same way, with
// the account hash under the asset's own prefix and nonces from the asset's own secret.
//
// Leaves are paired left to right, level by level; a level's last node without a partner moves up
// unchanged. Sums are whole cents, never negative: a balance or sum below zero, fractional or beyond
// 2^53 − 1 is refused, by the builder and by the verifier.

export const PROOF_FORMAT = "vaultline-liabilities-proof-v1";
export const ACCOUNT_HASH_PREFIX = "vaultline:account:";
export const NONCE_BYTES = 16;
export const LEAF_TAG = 0x00;
export const NODE_TAG = 0x01;

/** Hashing as the builder (synchronous, Node's crypto) or the verifier (WebCrypto) provides it. */
export type Digest = (data: Uint8Array) => Uint8Array;
export type AsyncDigest = (data: Uint8Array) => Promise<Uint8Array> | Uint8Array;

/** SHA-256 through WebCrypto: in browsers and in Node 20 alike. */
export const webCryptoSha256: AsyncDigest = async (data) =>
  new Uint8Array(await globalThis.crypto.subtle.digest("SHA-256", data as Uint8Array<ArrayBuffer>));

export type SumNode = { hash: Uint8Array; sum: number };

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new Error(`not lowercase hex: ${hex.slice(0, 20)}`);
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function isValidSum(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

function assertSum(value: number, what: string): void {
  if (!isValidSum(value)) throw new Error(`${what} must be a whole number of cents from 0 to 2^53 − 1, not ${value}`);
}

/** 8 bytes, big-endian: the encoding of a balance or a sum inside a hash. */
function u64(value: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(value));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const accountPreimage = (accountId: string) => new TextEncoder().encode(ACCOUNT_HASH_PREFIX + accountId);

export function leafPreimage(accountHash: Uint8Array, balanceCents: number, nonce: Uint8Array): Uint8Array {
  assertSum(balanceCents, "A balance");
  if (accountHash.length !== 32) throw new Error("An account hash is 32 bytes");
  if (nonce.length !== NONCE_BYTES) throw new Error(`A nonce is ${NONCE_BYTES} bytes`);
  return concat([Uint8Array.of(LEAF_TAG), accountHash, u64(balanceCents), nonce]);
}

export function nodePreimage(left: SumNode, right: SumNode): Uint8Array {
  assertSum(left.sum, "A sum");
  assertSum(right.sum, "A sum");
  assertSum(left.sum + right.sum, "A parent's sum");
  return concat([Uint8Array.of(NODE_TAG), left.hash, u64(left.sum), right.hash, u64(right.sum)]);
}

export function parentOf(left: SumNode, right: SumNode, digest: Digest): SumNode {
  return { hash: digest(nodePreimage(left, right)), sum: left.sum + right.sum };
}

/** A tree with no leaves: a hash of zeros and a sum of zero. */
export const EMPTY_ROOT: SumNode = { hash: new Uint8Array(32), sum: 0 };

/** Every level of the tree, leaves first, root last (a single node). */
export function buildLevels(leaves: SumNode[], digest: Digest): SumNode[][] {
  const levels = [leaves];
  let level = leaves;
  while (level.length > 1) {
    const next: SumNode[] = [];
    for (let i = 0; i + 1 < level.length; i += 2)
      next.push(parentOf(level[i] as SumNode, level[i + 1] as SumNode, digest));
    if (level.length % 2 === 1) next.push(level[level.length - 1] as SumNode);
    levels.push(next);
    level = next;
  }
  return levels;
}

export const rootOf = (levels: SumNode[][]): SumNode => levels.at(-1)?.[0] ?? EMPTY_ROOT;

export const ZPathStep = z.object({
  /** Which side the sibling is on: "left" means hash(sibling, current), "right" hash(current, sibling). */
  side: z.enum(["left", "right"]),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  sumCents: z.number(),
});
export type TPathStep = z.infer<typeof ZPathStep>;

/** The siblings from leaf `index` up to the root (a level where the node moved up alone adds none). */
export function pathOf(levels: SumNode[][], index: number): TPathStep[] {
  const steps: TPathStep[] = [];
  let at = index;
  for (const level of levels.slice(0, -1)) {
    const sibling = at % 2 === 0 ? at + 1 : at - 1;
    const node = level[sibling];
    if (node) steps.push({ side: at % 2 === 0 ? "right" : "left", hash: toHex(node.hash), sumCents: node.sum });
    at = Math.floor(at / 2);
  }
  return steps;
}

/**
 * The assets with a tree of their own each day, beside the tree of cents: bitcoin in satoshis, ether
 * in gwei (the plans' own unit: 2^53 − 1 gwei is about nine million ether), dollars in cents.
 */
export const PROOF_ASSETS = ["BTC", "ETH", "USD"] as const;
export type TProofAsset = (typeof PROOF_ASSETS)[number];
export const PROOF_ASSET_UNITS = { BTC: "satoshi", ETH: "gwei", USD: "cent" } as const satisfies Record<
  TProofAsset,
  string
>;

/**
 * An asset tree's account hash prefix ("vaultline:btc:account:"): none is a prefix of another or of
 * the cents tree's "vaultline:account:", so a leaf cannot be moved from one tree into another.
 */
export const assetAccountHashPrefix = (asset: TProofAsset) => `vaultline:${asset.toLowerCase()}:account:`;
export const assetAccountPreimage = (asset: TProofAsset, accountId: string) =>
  new TextEncoder().encode(assetAccountHashPrefix(asset) + accountId);

const HASH_HEX = z.string().regex(/^[0-9a-f]{64}$/);

export const ZAssetPathStep = z.strictObject({
  side: z.enum(["left", "right"]),
  hash: HASH_HEX,
  /** The sibling's sum in the asset's unit. */
  sumUnits: z.number(),
});

/** The member's leaf and path in one asset's tree of the same day. */
export const ZAssetProof = z.strictObject({
  asset: z.enum(PROOF_ASSETS),
  /** The member's amount in the asset's unit (satoshis, gwei or cents): the leaf's balance. */
  amountUnits: z.number(),
  nonce: z.string().regex(/^[0-9a-f]{32}$/),
  leafHash: HASH_HEX,
  path: z.array(ZAssetPathStep),
  root: z.strictObject({ hash: HASH_HEX, sumUnits: z.number() }),
});
export type TAssetProof = z.infer<typeof ZAssetProof>;

/** What a member downloads: their leaf's inputs, the path and the published root it should reach. */
export const ZInclusionProof = z.object({
  format: z.literal(PROOF_FORMAT),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  accountId: z.string().min(1),
  balanceCents: z.number(),
  nonce: z.string().regex(/^[0-9a-f]{32}$/),
  leafHash: z.string().regex(/^[0-9a-f]{64}$/),
  path: z.array(ZPathStep),
  root: z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), sumCents: z.number() }),
  memberCount: z.number().int().min(1),
  /** One proof per asset tree of the day; none for a day published before the asset trees (or a v1 file). */
  assets: z.array(ZAssetProof).default([]),
});
export type TInclusionProof = z.infer<typeof ZInclusionProof>;

export type VerifyStep = { label: string; hash: string; sumCents: number };
export type VerifyResult = { isValid: boolean; steps: VerifyStep[]; problem: string | null };

/** One step of a check in the tree's own unit (cents, satoshis or gwei). */
export type SumStep = { label: string; hash: string; sum: number };
export type SumCheck = { isValid: boolean; steps: SumStep[]; problem: string | null };

/**
 * Recomputes an account hash from its preimage, the leaf from it, the balance and the nonce, and
 * every node up to the root; checks the leaf against `leafHash` and the root's hash and sum against
 * `root`. Each step is returned so a screen can show the computation.
 */
async function verifySumPath(
  input: {
    accountPreimage: Uint8Array;
    balance: number;
    nonce: string;
    leafHash: string;
    path: { side: "left" | "right"; hash: string; sum: number }[];
    root: { hash: string; sum: number };
  },
  digest: AsyncDigest,
): Promise<SumCheck> {
  const steps: SumStep[] = [];
  const fail = (problem: string): SumCheck => ({ isValid: false, steps, problem });
  if (!isValidSum(input.balance)) return fail(`The balance ${input.balance} is not a whole, non-negative number`);
  const badSibling = input.path.find((step) => !isValidSum(step.sum));
  if (badSibling) return fail(`A sibling's sum ${badSibling.sum} is not a whole, non-negative number`);
  if (!isValidSum(input.root.sum)) return fail(`The root's sum ${input.root.sum} is not valid`);

  const accountHash = await digest(input.accountPreimage);
  steps.push({ label: "Account hash", hash: toHex(accountHash), sum: input.balance });
  let node: SumNode = {
    hash: await digest(leafPreimage(accountHash, input.balance, fromHex(input.nonce))),
    sum: input.balance,
  };
  steps.push({ label: "Your leaf", hash: toHex(node.hash), sum: node.sum });
  if (toHex(node.hash) !== input.leafHash) return fail("Your leaf does not match the leaf hash in the proof");
  for (const [i, step] of input.path.entries()) {
    const sibling = { hash: fromHex(step.hash), sum: step.sum };
    const [left, right] = step.side === "left" ? [sibling, node] : [node, sibling];
    if (!isValidSum(left.sum + right.sum)) return fail("A sum overflows");
    node = { hash: await digest(nodePreimage(left, right)), sum: left.sum + right.sum };
    steps.push({ label: `Level ${i + 1} (sibling on the ${step.side})`, hash: toHex(node.hash), sum: node.sum });
  }
  if (toHex(node.hash) !== input.root.hash) return fail("The computed root does not match the root in the proof");
  if (node.sum !== input.root.sum) return fail("The computed total does not match the total in the proof");
  return { isValid: true, steps, problem: null };
}

/** A proof's path and root with their sums read from `key` (sumCents, sumUnits), as verifySumPath takes them. */
function sumsAt<K extends string>(
  proof: {
    path: ({ side: "left" | "right"; hash: string } & Record<K, number>)[];
    root: { hash: string } & Record<K, number>;
  },
  key: K,
) {
  return {
    path: proof.path.map((step) => ({ side: step.side, hash: step.hash, sum: step[key] })),
    root: { hash: proof.root.hash, sum: proof.root[key] },
  };
}

/**
 * Recomputes the member's leaf and every node up to the root, and checks the root's hash and sum
 * against the proof's root (which the caller compares with the published one). Each step is
 * returned so a screen can show the computation.
 */
export async function verifyInclusion(
  proof: Omit<TInclusionProof, "assets">,
  digest: AsyncDigest = webCryptoSha256,
): Promise<VerifyResult> {
  const check = await verifySumPath(
    {
      accountPreimage: accountPreimage(proof.accountId),
      balance: proof.balanceCents,
      nonce: proof.nonce,
      leafHash: proof.leafHash,
      ...sumsAt(proof, "sumCents"),
    },
    digest,
  );
  return {
    isValid: check.isValid,
    steps: check.steps.map((step) => ({ label: step.label, hash: step.hash, sumCents: step.sum })),
    problem: check.problem?.replace(/non-negative number$/, "non-negative number of cents") ?? null,
  };
}

/**
 * Recomputes the member's leaf in one asset's tree (the account hash under that asset's prefix, so
 * a leaf of another asset's tree or of the cents tree never verifies here) and every node up to
 * that tree's root. Amounts are in the asset's unit (PROOF_ASSET_UNITS).
 */
export function verifyAssetInclusion(
  accountId: string,
  proof: TAssetProof,
  digest: AsyncDigest = webCryptoSha256,
): Promise<SumCheck> {
  return verifySumPath(
    {
      accountPreimage: assetAccountPreimage(proof.asset, accountId),
      balance: proof.amountUnits,
      nonce: proof.nonce,
      leafHash: proof.leafHash,
      ...sumsAt(proof, "sumUnits"),
    },
    digest,
  );
}
