import { createHmac, hash } from "node:crypto";
import {
  accountPreimage,
  buildLevels,
  type Digest,
  leafPreimage,
  NONCE_BYTES,
  pathOf,
  rootOf,
  type SumNode,
  type TPathStep,
} from "@vaultline/shared";

// The server's side of the Merkle-sum tree (the algorithm itself is in @vaultline/shared): the
// leaves are built in chunks of CHUNK_SIZE (a power of two), so the tree of a chunk is a subtree of
// the whole tree and a member's path is rebuilt from their chunk and the chunks' roots alone.

export const CHUNK_SIZE = 1024;
/** A packed leaf: the account id (a UUID's 16 bytes) and its balance (8 bytes, big-endian). */
const LEAF_BYTES = 24;

/** One-shot hashing: about twice as fast as a createHash object per hash, for millions of small inputs. */
export const sha256: Digest = (data) => hash("sha256", data, "buffer");

/** The member's nonce of one tree: random to anyone without the tree's secret, recomputable with it. */
export const nonceFor = (secret: Uint8Array, accountId: string): Buffer =>
  createHmac("sha256", secret).update(accountId).digest().subarray(0, NONCE_BYTES);

export type Account = { id: string; balanceCents: number };
export type Chunk = { index: number; firstNonce: Buffer; leaves: Buffer; root: SumNode };

function leafNode(account: Account, nonce: Uint8Array): SumNode {
  const leaf = leafPreimage(sha256(accountPreimage(account.id)), account.balanceCents, nonce);
  return { hash: sha256(leaf), sum: account.balanceCents };
}

/**
 * The tree of these accounts under `secret`: leaves in the order of their nonces (so a member's
 * neighbours change every day), chunked. Throws on a negative balance: the platform never owes less
 * than nothing, and a tree that says so would hide money.
 */
export function buildLiabilityTree(
  accounts: Account[],
  secret: Uint8Array,
  chunkSize = CHUNK_SIZE,
): { chunks: Chunk[]; root: SumNode } {
  // One buffer of every nonce and an index array: a million small objects would cost more than the hashing.
  const nonces = Buffer.alloc(accounts.length * NONCE_BYTES);
  for (const [i, a] of accounts.entries()) nonceFor(secret, a.id).copy(nonces, i * NONCE_BYTES);
  const nonceAt = (i: number) => nonces.subarray(i * NONCE_BYTES, (i + 1) * NONCE_BYTES);
  const order = new Uint32Array(accounts.length).map((_, i) => i);
  order.sort((a, b) =>
    nonces.compare(nonces, b * NONCE_BYTES, (b + 1) * NONCE_BYTES, a * NONCE_BYTES, (a + 1) * NONCE_BYTES),
  );
  const chunks: Chunk[] = [];
  for (let start = 0; start < order.length; start += chunkSize) {
    const members = Array.from(order.subarray(start, start + chunkSize));
    const packed = Buffer.alloc(members.length * LEAF_BYTES);
    const leaves = members.map((i, k) => {
      const account = accounts[i] as Account;
      // First: it refuses a negative or fractional balance.
      const leaf = leafNode(account, nonceAt(i));
      Buffer.from(account.id.replaceAll("-", ""), "hex").copy(packed, k * LEAF_BYTES);
      packed.writeBigUInt64BE(BigInt(account.balanceCents), k * LEAF_BYTES + 16);
      return leaf;
    });
    chunks.push({
      index: chunks.length,
      firstNonce: Buffer.from(nonceAt(members[0] as number)),
      leaves: packed,
      root: rootOf(buildLevels(leaves, sha256)),
    });
  }
  return {
    chunks,
    root: rootOf(
      buildLevels(
        chunks.map((c) => c.root),
        sha256,
      ),
    ),
  };
}

export function unpackLeaves(packed: Uint8Array): Account[] {
  const bytes = Buffer.from(packed);
  const out: Account[] = [];
  for (let at = 0; at < bytes.length; at += LEAF_BYTES) {
    const hex = bytes.toString("hex", at, at + 16);
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    out.push({ id, balanceCents: Number(bytes.readBigUInt64BE(at + 16)) });
  }
  return out;
}

/**
 * A member's leaf and path: through their chunk's subtree, then through the tree of the chunks'
 * roots. Null when the chunk does not hold the account.
 */
export function memberPath(
  secret: Uint8Array,
  chunk: { index: number; leaves: Uint8Array },
  chunkRoots: SumNode[],
  accountId: string,
): { account: Account; leaf: SumNode; path: TPathStep[] } | null {
  const accounts = unpackLeaves(chunk.leaves);
  const offset = accounts.findIndex((a) => a.id === accountId);
  if (offset < 0) return null;
  const levels = buildLevels(
    accounts.map((a) => leafNode(a, nonceFor(secret, a.id))),
    sha256,
  );
  return {
    account: accounts[offset] as Account,
    leaf: levels[0]?.[offset] as SumNode,
    path: [...pathOf(levels, offset), ...pathOf(buildLevels(chunkRoots, sha256), chunk.index)],
  };
}
