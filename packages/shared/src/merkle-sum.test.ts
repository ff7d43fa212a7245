import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_HASH_PREFIX,
  accountPreimage,
  assetAccountHashPrefix,
  assetAccountPreimage,
  buildLevels,
  type Digest,
  leafPreimage,
  PROOF_ASSETS,
  PROOF_FORMAT,
  pathOf,
  rootOf,
  type SumNode,
  type TAssetProof,
  type TInclusionProof,
  toHex,
  verifyAssetInclusion,
  verifyInclusion,
} from "./merkle-sum.ts";

const sha256: Digest = (data) => new Uint8Array(createHash("sha256").update(data).digest());

// The example of docs/transparency.md, computed there with printf, xxd and sha256sum.
const EXAMPLE = [
  { id: "alice", balance: 1000, nonce: "11".repeat(16) },
  { id: "bob", balance: 250, nonce: "22".repeat(16) },
  { id: "carol", balance: 5, nonce: "33".repeat(16) },
];
const HAND = {
  leafAlice: "e6eb67d659ac432fd63b8254dc1d7d561e16ff54e1c078095847330ad8a8c423",
  leafBob: "94dad319d19deaa0caea0e5c6e5ac9d3102f7448d6dc8293d88a12660f24a942",
  leafCarol: "2d01b3552dd2c536db483a99f3f566c21e7940f89df67d13e91308d2cacd2596",
  aliceAndBob: "4c9940af0a5e323821f71707078b3157aba81c5fa9282fcf0c4cf8eb209abacd",
  root: "785d0cb5ff34074dac0aae79bcb8b61494fee038eb2ef7a9f516e5f2ad8f8419",
};

const fromHex = (hex: string) => new Uint8Array(Buffer.from(hex, "hex"));
const leafOf = (m: { id: string; balance: number; nonce: string }): SumNode => ({
  hash: sha256(leafPreimage(sha256(accountPreimage(m.id)), m.balance, fromHex(m.nonce))),
  sum: m.balance,
});

function proofFor(members: typeof EXAMPLE, index: number): TInclusionProof {
  const levels = buildLevels(members.map(leafOf), sha256);
  const root = rootOf(levels);
  const m = members[index]!;
  return {
    format: PROOF_FORMAT,
    day: "2026-11-26",
    accountId: m.id,
    balanceCents: m.balance,
    nonce: m.nonce,
    leafHash: toHex(levels[0]![index]!.hash),
    path: pathOf(levels, index),
    root: { hash: toHex(root.hash), sumCents: root.sum },
    memberCount: members.length,
    assets: [],
  };
}

describe("the Merkle-sum tree", () => {
  it("matches the hand-computed example, node by node", () => {
    const levels = buildLevels(EXAMPLE.map(leafOf), sha256);
    expect(levels.map((level) => level.map((n) => [toHex(n.hash), n.sum]))).toEqual([
      [
        [HAND.leafAlice, 1000],
        [HAND.leafBob, 250],
        [HAND.leafCarol, 5],
      ],
      [
        [HAND.aliceAndBob, 1250],
        [HAND.leafCarol, 5],
      ],
      [[HAND.root, 1255]],
    ]);
  });

  it("gives each member a path that WebCrypto verifies up to the root and total", async () => {
    for (const index of [0, 1, 2]) {
      const result = await verifyInclusion(proofFor(EXAMPLE, index));
      expect(result).toMatchObject({ isValid: true, problem: null });
      expect(result.steps.at(-1)).toMatchObject({ hash: HAND.root, sumCents: 1255 });
    }
    // Carol's leaf moved up alone: her only sibling is Alice and Bob's node.
    expect(proofFor(EXAMPLE, 2).path).toEqual([{ side: "left", hash: HAND.aliceAndBob, sumCents: 1250 }]);
  });

  it("fails a balance changed by one cent", async () => {
    const proof = { ...proofFor(EXAMPLE, 1), balanceCents: 251 };
    expect((await verifyInclusion(proof)).isValid).toBe(false);
    // Even with the leaf hash recomputed, the root is not reached.
    const forged = { ...proof, leafHash: toHex(leafOf({ ...EXAMPLE[1]!, balance: 251 }).hash) };
    expect(await verifyInclusion(forged)).toMatchObject({
      isValid: false,
      problem: "The computed root does not match the root in the proof",
    });
  });

  it("fails two leaves swapped, in the tree and in a path", async () => {
    const swapped = [EXAMPLE[1]!, EXAMPLE[0]!, EXAMPLE[2]!];
    expect(toHex(rootOf(buildLevels(swapped.map(leafOf), sha256)).hash)).not.toBe(HAND.root);
    const alice = proofFor(EXAMPLE, 0);
    const flipped = { ...alice, path: alice.path.map((s, i) => (i === 0 ? { ...s, side: "left" as const } : s)) };
    expect((await verifyInclusion(flipped)).isValid).toBe(false);
  });

  it("fails a negative leaf, and the builder refuses one", async () => {
    const negative = { ...proofFor(EXAMPLE, 2), balanceCents: -5 };
    expect(await verifyInclusion(negative)).toMatchObject({ isValid: false });
    expect((await verifyInclusion(negative)).problem).toMatch(/non-negative/);
    expect(() => leafOf({ id: "mallory", balance: -1, nonce: "44".repeat(16) })).toThrow(/0 to 2\^53/);
    // A negative sibling that would hide money elsewhere is refused too.
    const bob = proofFor(EXAMPLE, 1);
    const hidden = { ...bob, path: bob.path.map((s) => ({ ...s, sumCents: -s.sumCents })) };
    expect((await verifyInclusion(hidden)).problem).toMatch(/sibling's sum/);
  });

  it("fails a root whose total is not the tree's", async () => {
    const proof = proofFor(EXAMPLE, 0);
    expect(await verifyInclusion({ ...proof, root: { ...proof.root, sumCents: 1254 } })).toMatchObject({
      isValid: false,
      problem: "The computed total does not match the total in the proof",
    });
  });
});

describe("the per-asset trees", () => {
  /** Alice's proof in a tree of EXAMPLE's amounts under the asset's account hash. */
  function assetProofFor(asset: "BTC" | "ETH" | "USD"): TAssetProof {
    const leaves = EXAMPLE.map((m) => ({
      hash: sha256(leafPreimage(sha256(assetAccountPreimage(asset, m.id)), m.balance, fromHex(m.nonce))),
      sum: m.balance,
    }));
    const levels = buildLevels(leaves, sha256);
    const root = rootOf(levels);
    return {
      asset,
      amountUnits: 1000,
      nonce: EXAMPLE[0]!.nonce,
      leafHash: toHex(levels[0]![0]!.hash),
      path: pathOf(levels, 0).map((s) => ({ side: s.side, hash: s.hash, sumUnits: s.sumCents })),
      root: { hash: toHex(root.hash), sumUnits: root.sum },
    };
  }

  it("hash each asset's accounts under a prefix that begins no other", () => {
    const prefixes = [ACCOUNT_HASH_PREFIX, ...PROOF_ASSETS.map(assetAccountHashPrefix)];
    expect(prefixes).toEqual([
      "vaultline:account:",
      "vaultline:btc:account:",
      "vaultline:eth:account:",
      "vaultline:usd:account:",
    ]);
    for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(b.startsWith(a)).toBe(false);
  });

  it("verify a member's path in an asset tree, and fail it moved into another tree or the tree of cents", async () => {
    const btc = assetProofFor("BTC");
    expect(await verifyAssetInclusion("alice", btc)).toMatchObject({ isValid: true, problem: null });
    expect((await verifyAssetInclusion("alice", btc)).steps.at(-1)).toMatchObject({ sum: 1255 });
    expect(await verifyAssetInclusion("alice", { ...btc, asset: "ETH" })).toMatchObject({
      isValid: false,
      problem: "Your leaf does not match the leaf hash in the proof",
    });
    // The same amounts in the tree of cents give another root: the trees cannot be swapped.
    expect(btc.root.hash).not.toBe(HAND.root);
    expect((await verifyAssetInclusion("alice", { ...btc, amountUnits: 1001 })).isValid).toBe(false);
    expect((await verifyAssetInclusion("bob", btc)).isValid).toBe(false);
  });
});
