import { createHmac, hash } from "node:crypto";
import {
  ACCOUNT_HASH_PREFIX,
  buildLevels,
  type Digest,
  LEAF_TAG,
  leafPreimage,
  NODE_TAG,
  NONCE_BYTES,
  pathOf,
  rootOf,
  type SumNode,
  type TPathStep,
  type TProofAsset,
} from "@vaultline/shared";

// The server's side of the Merkle-sum tree (the algorithm itself is in @vaultline/shared): the
// leaves are built in chunks of CHUNK_SIZE (a power of two), so the tree of a chunk is a subtree of
// the whole tree and a member's path is rebuilt from their chunk and the chunks' roots alone.
//
// A day's tree covers every account (a million and more), so the builder keeps accounts in flat
// buffers and hashes into preallocated ones: no object per account, 88 bytes an account in all
// (docs/transparency.md, "Building it at scale"). The tests check it node by node against the
// shared algorithm.

export const CHUNK_SIZE = 1024;
/** A packed leaf: the account id (a UUID's 16 bytes) and its balance (8 bytes, big-endian). */
export const LEAF_BYTES = 24;
const ID_BYTES = 16;
const HASH_BYTES = 32;
const UUID_TEXT_BYTES = 36;

/** One-shot hashing: about twice as fast as a createHash object per hash, for millions of small inputs. */
export const sha256: Digest = (data) => hash("sha256", data, "buffer");

/**
 * SHA-256 of `data` written into `to` at `at` (its first `length` bytes). The digest comes back as a
 * latin1 string ("binary" is Node's other name for it: one character a byte, so exactly its bytes)
 * and is written where it goes: a Buffer per digest costs Node more than the hash itself, and the
 * day's trees take some twenty million digests at a million accounts (docs/performance-log.md).
 */
function sha256Into(data: Uint8Array, to: Buffer, at: number, length = HASH_BYTES): void {
  to.write(hash("sha256", data, "binary"), at, length, "latin1");
}

/** The member's nonce of one tree: random to anyone without the tree's secret, recomputable with it. */
export const nonceFor = (secret: Uint8Array, accountId: string): Buffer =>
  createHmac("sha256", secret).update(accountId).digest().subarray(0, NONCE_BYTES);

/**
 * An asset tree's secret, from the day's: its nonces (and so its leaves' order) are unrelated to the
 * cents tree's and to the other assets', so the trees cannot be matched leaf by leaf.
 */
export const assetSecret = (secret: Uint8Array, asset: TProofAsset): Buffer =>
  createHmac("sha256", secret).update(`vaultline:${asset.toLowerCase()}:secret`).digest();

export type Account = { id: string; balanceCents: number };
export type Chunk = { index: number; firstNonce: Buffer; leaves: Buffer; root: SumNode };

const TWO_32 = 2 ** 32;

/** Cents stored as a signed 64-bit big-endian integer; exact up to 2^53 − 1 (checked by the caller). */
export function readCents(bytes: Buffer, at: number): number {
  return bytes.readInt32BE(at) * TWO_32 + bytes.readUInt32BE(at + 4);
}

export function writeCents(bytes: Buffer, at: number, cents: number): void {
  bytes.writeInt32BE(Math.floor(cents / TWO_32), at);
  bytes.writeUInt32BE(cents >>> 0, at + 4);
}

function assertBalance(cents: number, account: () => string): void {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new Error(`A balance must be a whole number of cents from 0 to 2^53 − 1, not ${cents} (${account()})`);
}

const HEX_DIGITS = Buffer.from("0123456789abcdef", "latin1");

/** Writes a packed UUID's text (lowercase, with dashes) into `to`, without making a string. */
function writeUuidText(from: Buffer, at: number, to: Buffer, toAt: number): void {
  let out = toAt;
  for (let i = 0; i < ID_BYTES; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) to[out++] = 0x2d;
    const byte = from[at + i] as number;
    to[out++] = HEX_DIGITS[byte >> 4] as number;
    to[out++] = HEX_DIGITS[byte & 15] as number;
  }
}

export function uuidText(packed: Buffer, at = 0): string {
  const text = Buffer.allocUnsafe(UUID_TEXT_BYTES);
  writeUuidText(packed, at, text, 0);
  return text.toString("latin1");
}

export const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The order of `count` records of `stride` bytes by their first 16 bytes (a nonce or a UUID): a
 * counting sort on the first two bytes, then each bucket by the rest. Random keys spread evenly over
 * the 65,536 buckets, so most hold a handful; a comparator sort over a million would take seconds.
 */
export function sortedOrder(records: Buffer, count: number, stride: number): Uint32Array {
  const bucketOf = (i: number) => ((records[i * stride] as number) << 8) | (records[i * stride + 1] as number);
  const starts = new Uint32Array(65_537);
  for (let i = 0; i < count; i++) {
    const b = bucketOf(i) + 1;
    starts[b] = (starts[b] as number) + 1;
  }
  for (let b = 0; b < 65_536; b++) starts[b + 1] = (starts[b + 1] as number) + (starts[b] as number);
  const next = starts.slice(0, 65_536);
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const b = bucketOf(i);
    order[next[b] as number] = i;
    next[b] = (next[b] as number) + 1;
  }
  const rest = new Float64Array(count);
  for (let i = 0; i < count; i++) rest[i] = records.readUIntBE(i * stride + 2, 6);
  const compare = (a: number, b: number) =>
    (rest[a] as number) - (rest[b] as number) ||
    records.compare(records, b * stride, b * stride + ID_BYTES, a * stride, a * stride + ID_BYTES);
  for (let b = 0; b < 65_536; b++) {
    const from = starts[b] as number;
    const to = starts[b + 1] as number;
    if (to - from > 1) order.subarray(from, to).sort(compare);
  }
  return order;
}

/**
 * HMAC-SHA256 (RFC 2104) of many short messages under one key, as two one-shot hashes over
 * preallocated buffers: the same bytes as createHmac at a third of its cost per message.
 */
class Hmac {
  readonly #inner: Buffer;
  readonly #outer: Buffer;

  constructor(key: Uint8Array, messageBytes: number) {
    const block = Buffer.alloc(64);
    (key.length > 64 ? sha256(key) : key).forEach((byte, i) => {
      block[i] = byte;
    });
    this.#inner = Buffer.alloc(64 + messageBytes);
    this.#outer = Buffer.alloc(64 + HASH_BYTES);
    for (let i = 0; i < 64; i++) {
      this.#inner[i] = (block[i] as number) ^ 0x36;
      this.#outer[i] = (block[i] as number) ^ 0x5c;
    }
  }

  /** Where the message goes before `digest()`. */
  get message(): Buffer {
    return this.#inner.subarray(64);
  }

  /** Writes the first `length` bytes of the digest into `to` at `at`. */
  digestInto(to: Buffer, at: number, length: number): void {
    sha256Into(this.#inner, this.#outer, 64);
    sha256Into(this.#outer, to, at, length);
  }
}

/** Copies `length` bytes: a plain loop beats Buffer#copy's checks and views for a few bytes. */
function copyBytes(from: Buffer, fromAt: number, to: Buffer, toAt: number, length: number): void {
  for (let i = 0; i < length; i++) to[toAt + i] = from[fromAt + i] as number;
}

/**
 * The root of one chunk's subtree from its leaves' hashes and sums, hashed level by level in place
 * (each parent overwrites the left of its pair), one reused buffer for each node's preimage.
 */
function subtreeRoot(hashes: Buffer, sums: Float64Array, count: number): SumNode {
  const node = Buffer.alloc(1 + 2 * (HASH_BYTES + 8));
  node[0] = NODE_TAG;
  let size = count;
  while (size > 1) {
    const pairs = size >> 1;
    for (let j = 0; j < pairs; j++) {
      const left = sums[2 * j] as number;
      const right = sums[2 * j + 1] as number;
      if (!Number.isSafeInteger(left + right))
        throw new Error(`A parent's sum must be a whole number of cents from 0 to 2^53 − 1, not ${left + right}`);
      copyBytes(hashes, 2 * j * HASH_BYTES, node, 1, HASH_BYTES);
      writeCents(node, 1 + HASH_BYTES, left);
      copyBytes(hashes, (2 * j + 1) * HASH_BYTES, node, 41, HASH_BYTES);
      writeCents(node, 41 + HASH_BYTES, right);
      sha256Into(node, hashes, j * HASH_BYTES);
      sums[j] = left + right;
    }
    if (size % 2 === 1) {
      copyBytes(hashes, (size - 1) * HASH_BYTES, hashes, pairs * HASH_BYTES, HASH_BYTES);
      sums[pairs] = sums[size - 1] as number;
    }
    size = pairs + (size % 2);
  }
  return { hash: Buffer.from(hashes.subarray(0, HASH_BYTES)), sum: sums[0] as number };
}

/**
 * Builds one tree under `secret` from accounts added batch by batch as they are read, packed as
 * leaves are (LEAF_BYTES each: the id, then the balance). Each account's nonce, account hash and leaf
 * hash are computed as it is added, so that work overlaps the reading of the next batch; build() then
 * orders the leaves by nonce (so a member's neighbours change every day) and hashes the chunks'
 * subtrees. A negative balance is refused: the platform never owes less than nothing, and a tree that
 * says so would hide money.
 *
 * Memory: 72 bytes an account while adding (packed leaf, nonce, leaf hash, in buffers that double
 * as they fill), and 36 more while building (the sort's order and keys, the chunks' packed leaves).
 */
export class LiabilityTreeBuilder {
  #packed: Buffer;
  #nonces: Buffer;
  #hashes: Buffer;
  #count = 0;
  readonly #hmac: Hmac;
  readonly #accountText: Buffer;
  /** A leaf's preimage, filled account by account: tag, account hash, balance, nonce. */
  readonly #leaf = Buffer.alloc(1 + HASH_BYTES + 8 + NONCE_BYTES);

  /** `accountHashPrefix`: the cents tree's, or an asset tree's (assetAccountHashPrefix). */
  constructor(secret: Uint8Array, capacity = 1024, accountHashPrefix = ACCOUNT_HASH_PREFIX) {
    this.#accountText = Buffer.from(accountHashPrefix + "0".repeat(UUID_TEXT_BYTES), "utf8");
    this.#hmac = new Hmac(secret, UUID_TEXT_BYTES);
    this.#packed = Buffer.allocUnsafe(capacity * LEAF_BYTES);
    this.#nonces = Buffer.allocUnsafe(capacity * NONCE_BYTES);
    this.#hashes = Buffer.allocUnsafe(capacity * HASH_BYTES);
    this.#leaf[0] = LEAF_TAG;
  }

  get count(): number {
    return this.#count;
  }

  /** Adds the accounts packed in `batch` (LEAF_BYTES each). */
  add(batch: Buffer): void {
    const added = batch.length / LEAF_BYTES;
    this.#reserve(this.#count + added);
    batch.copy(this.#packed, this.#count * LEAF_BYTES);
    const packed = this.#packed;
    const nonces = this.#nonces;
    const hmac = this.#hmac;
    const text = this.#accountText;
    const leaf = this.#leaf;
    const prefixBytes = text.length - UUID_TEXT_BYTES;
    for (let i = this.#count; i < this.#count + added; i++) {
      const at = i * LEAF_BYTES;
      assertBalance(readCents(packed, at + ID_BYTES), () => uuidText(packed, at));
      writeUuidText(packed, at, hmac.message, 0);
      hmac.digestInto(nonces, i * NONCE_BYTES, NONCE_BYTES);
      copyBytes(hmac.message, 0, text, prefixBytes, UUID_TEXT_BYTES);
      sha256Into(text, leaf, 1);
      copyBytes(packed, at + ID_BYTES, leaf, 1 + HASH_BYTES, 8);
      copyBytes(nonces, i * NONCE_BYTES, leaf, 1 + HASH_BYTES + 8, NONCE_BYTES);
      sha256Into(leaf, this.#hashes, i * HASH_BYTES);
    }
    this.#count += added;
  }

  #reserve(count: number): void {
    if (count * LEAF_BYTES <= this.#packed.length) return;
    const grow = (bytes: Buffer, size: number) => {
      const grown = Buffer.allocUnsafe(Math.max(count, 2 * this.#count) * size);
      bytes.copy(grown, 0, 0, this.#count * size);
      return grown;
    };
    this.#packed = grow(this.#packed, LEAF_BYTES);
    this.#nonces = grow(this.#nonces, NONCE_BYTES);
    this.#hashes = grow(this.#hashes, HASH_BYTES);
  }

  build(chunkSize = CHUNK_SIZE): { chunks: Chunk[]; root: SumNode } {
    const count = this.#count;
    const packed = this.#packed;
    const nonces = this.#nonces;
    const leafHashes = this.#hashes;
    const order = sortedOrder(nonces, count, NONCE_BYTES);
    const leaves = Buffer.allocUnsafe(count * LEAF_BYTES);
    const hashes = Buffer.allocUnsafe(chunkSize * HASH_BYTES);
    const sums = new Float64Array(chunkSize);
    const chunks: Chunk[] = [];
    for (let start = 0; start < count; start += chunkSize) {
      const size = Math.min(chunkSize, count - start);
      for (let k = 0; k < size; k++) {
        const i = order[start + k] as number;
        copyBytes(packed, i * LEAF_BYTES, leaves, (start + k) * LEAF_BYTES, LEAF_BYTES);
        copyBytes(leafHashes, i * HASH_BYTES, hashes, k * HASH_BYTES, HASH_BYTES);
        sums[k] = readCents(packed, i * LEAF_BYTES + ID_BYTES);
      }
      const first = order[start] as number;
      chunks.push({
        index: chunks.length,
        firstNonce: Buffer.from(nonces.subarray(first * NONCE_BYTES, (first + 1) * NONCE_BYTES)),
        leaves: leaves.subarray(start * LEAF_BYTES, (start + size) * LEAF_BYTES),
        root: subtreeRoot(hashes, sums, size),
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
}

/** Accounts as packed leaves (LEAF_BYTES each). */
export function packAccounts(accounts: Account[]): Buffer {
  const packed = Buffer.alloc(accounts.length * LEAF_BYTES);
  for (const [i, account] of accounts.entries()) {
    assertBalance(account.balanceCents, () => account.id);
    Buffer.from(account.id.replaceAll("-", ""), "hex").copy(packed, i * LEAF_BYTES);
    writeCents(packed, i * LEAF_BYTES + ID_BYTES, account.balanceCents);
  }
  return packed;
}

/** The tree of these accounts under `secret` (see LiabilityTreeBuilder). */
export function buildLiabilityTree(
  accounts: Account[],
  secret: Uint8Array,
  chunkSize = CHUNK_SIZE,
  accountHashPrefix = ACCOUNT_HASH_PREFIX,
): { chunks: Chunk[]; root: SumNode } {
  const builder = new LiabilityTreeBuilder(secret, accounts.length, accountHashPrefix);
  builder.add(packAccounts(accounts));
  return builder.build(chunkSize);
}

export function unpackLeaves(packed: Uint8Array): Account[] {
  const bytes = asBuffer(packed);
  const out: Account[] = [];
  for (let at = 0; at < bytes.length; at += LEAF_BYTES) {
    out.push({ id: uuidText(bytes, at), balanceCents: readCents(bytes, at + ID_BYTES) });
  }
  return out;
}

function leafNode(account: Account, nonce: Uint8Array, accountHashPrefix: string): SumNode {
  const leaf = leafPreimage(sha256(Buffer.from(accountHashPrefix + account.id, "utf8")), account.balanceCents, nonce);
  return { hash: sha256(leaf), sum: account.balanceCents };
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
  accountHashPrefix = ACCOUNT_HASH_PREFIX,
): { account: Account; leaf: SumNode; path: TPathStep[] } | null {
  const accounts = unpackLeaves(chunk.leaves);
  const offset = accounts.findIndex((a) => a.id === accountId);
  if (offset < 0) return null;
  const levels = buildLevels(
    accounts.map((a) => leafNode(a, nonceFor(secret, a.id), accountHashPrefix)),
    sha256,
  );
  return {
    account: accounts[offset] as Account,
    leaf: levels[0]?.[offset] as SumNode,
    path: [...pathOf(levels, offset), ...pathOf(buildLevels(chunkRoots, sha256), chunk.index)],
  };
}
