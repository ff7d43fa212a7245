import { randomBytes, randomUUID } from "node:crypto";
import {
  accountPreimage,
  buildLevels,
  leafPreimage,
  PROOF_FORMAT,
  pathOf,
  rootOf,
  toHex,
  verifyInclusion,
} from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { type Account, buildLiabilityTree, memberPath, nonceFor, sha256, unpackLeaves } from "./liability-tree.ts";

const accountsOf = (n: number): Account[] =>
  Array.from({ length: n }, (_, i) => ({ id: randomUUID(), balanceCents: (i * 7919) % 100_000 }));

/** The whole tree built at once, leaves in nonce order: what the chunks must add up to. */
function wholeTree(accounts: Account[], secret: Buffer) {
  const sorted = [...accounts].sort((a, b) => Buffer.compare(nonceFor(secret, a.id), nonceFor(secret, b.id)));
  const leaves = sorted.map((a) => ({
    hash: sha256(leafPreimage(sha256(accountPreimage(a.id)), a.balanceCents, nonceFor(secret, a.id))),
    sum: a.balanceCents,
  }));
  return { sorted, levels: buildLevels(leaves, sha256) };
}

describe("the liability tree built in chunks", () => {
  it.each([1, 2, 5, 8, 11, 33])("is the whole tree, and every path verifies, for %i accounts", async (n) => {
    const accounts = accountsOf(n);
    const secret = randomBytes(32);
    const { chunks, root } = buildLiabilityTree(accounts, secret, 4);
    const whole = wholeTree(accounts, secret);
    expect(toHex(root.hash)).toBe(toHex(rootOf(whole.levels).hash));
    expect(root.sum).toBe(accounts.reduce((s, a) => s + a.balanceCents, 0));
    const roots = chunks.map((c) => c.root);
    for (const [index, account] of whole.sorted.entries()) {
      const chunk = chunks[Math.floor(index / 4)]!;
      const found = memberPath(secret, chunk, roots, account.id);
      expect(found?.path).toEqual(pathOf(whole.levels, index));
      const result = await verifyInclusion({
        format: PROOF_FORMAT,
        day: "2026-11-26",
        accountId: account.id,
        balanceCents: account.balanceCents,
        nonce: toHex(nonceFor(secret, account.id)),
        leafHash: toHex(found!.leaf.hash),
        path: found!.path,
        root: { hash: toHex(root.hash), sumCents: root.sum },
        memberCount: n,
      });
      expect(result.problem).toBeNull();
    }
  });

  it("packs each leaf's account and balance, and finds no one else in a chunk", () => {
    const accounts = accountsOf(6);
    const secret = randomBytes(32);
    const { chunks } = buildLiabilityTree(accounts, secret, 8);
    expect(unpackLeaves(chunks[0]!.leaves).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...accounts].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(memberPath(secret, chunks[0]!, [chunks[0]!.root], randomUUID())).toBeNull();
  });

  it("refuses a negative balance", () => {
    const accounts = [...accountsOf(3), { id: randomUUID(), balanceCents: -1 }];
    expect(() => buildLiabilityTree(accounts, randomBytes(32))).toThrow(/balance/i);
  });
});
