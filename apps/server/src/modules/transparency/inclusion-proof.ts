import {
  assetAccountHashPrefix,
  PROOF_ASSETS,
  PROOF_FORMAT,
  type TAssetProof,
  type TInclusionProof,
  TRANSPARENCY_MESSAGES,
  toHex,
} from "@vaultline/shared";
import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { liabilityAssetChunks, liabilityAssetTrees, liabilityChunks, liabilityTrees } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { assetSecret, memberPath, nonceFor } from "./liability-tree.ts";
import { assetChunkRoots, chunkRoots } from "./published-days.ts";

type TreeRow = typeof liabilityTrees.$inferSelect;

/**
 * The member's leaf and path in each asset tree of the day, in PROOF_ASSETS order (none for a day
 * published before the asset trees). The asset trees hold the same accounts as the tree of cents, so
 * a member found there and missing here means the leaves are gone: that is said, never a shorter list.
 */
async function assetProofs(db: Db, tree: TreeRow, userId: string): Promise<TAssetProof[]> {
  const trees = await db.select().from(liabilityAssetTrees).where(eq(liabilityAssetTrees.day, tree.day));
  trees.sort((a, b) => PROOF_ASSETS.indexOf(a.asset) - PROOF_ASSETS.indexOf(b.asset));
  const proofs: TAssetProof[] = [];
  for (const { asset, rootHash, totalUnits } of trees) {
    const secret = assetSecret(tree.secret, asset);
    const nonce = nonceFor(secret, userId);
    const [chunk] = await db
      .select({ index: liabilityAssetChunks.chunk, leaves: liabilityAssetChunks.leaves })
      .from(liabilityAssetChunks)
      .where(
        and(
          eq(liabilityAssetChunks.day, tree.day),
          eq(liabilityAssetChunks.asset, asset),
          lte(liabilityAssetChunks.firstNonce, nonce),
        ),
      )
      .orderBy(desc(liabilityAssetChunks.firstNonce))
      .limit(1);
    const found = chunk
      ? memberPath(secret, chunk, await assetChunkRoots(db, tree.day, asset), userId, assetAccountHashPrefix(asset))
      : null;
    if (!found) throw new AppError("NOT_FOUND", TRANSPARENCY_MESSAGES.proofExpired);
    proofs.push({
      asset,
      amountUnits: found.account.balanceCents,
      nonce: toHex(nonce),
      leafHash: toHex(found.leaf.hash),
      path: found.path.map((step) => ({ side: step.side, hash: step.hash, sumUnits: step.sumCents })),
      root: { hash: rootHash, sumUnits: totalUnits },
    });
  }
  return proofs;
}

/**
 * The member's proof of inclusion in a day's tree (the latest when no day is given): their balance,
 * nonce, leaf and the path to the published root, and the same per asset tree. 404 when there is no
 * tree yet, the member was not in it (their account is newer) or its leaves are no longer kept.
 */
export async function getInclusionProof(db: Db, userId: string, day?: string): Promise<TInclusionProof> {
  const [tree] = await db
    .select()
    .from(liabilityTrees)
    .where(day ? eq(liabilityTrees.day, day) : undefined)
    .orderBy(desc(liabilityTrees.day))
    .limit(1);
  if (!tree)
    throw new AppError("NOT_FOUND", day ? TRANSPARENCY_MESSAGES.noTreeThatDay : TRANSPARENCY_MESSAGES.noTreeYet);
  const nonce = nonceFor(tree.secret, userId);
  // The member's chunk is the last whose first nonce is not above theirs (leaves are in nonce order).
  const [chunk] = await db
    .select({ index: liabilityChunks.chunk, leaves: liabilityChunks.leaves })
    .from(liabilityChunks)
    .where(and(eq(liabilityChunks.day, tree.day), lte(liabilityChunks.firstNonce, nonce)))
    .orderBy(desc(liabilityChunks.firstNonce))
    .limit(1);
  const found = chunk ? memberPath(tree.secret, chunk, await chunkRoots(db, tree.day), userId) : null;
  if (!found) {
    const [anyChunk] = await db
      .select({ day: liabilityChunks.day })
      .from(liabilityChunks)
      .where(eq(liabilityChunks.day, tree.day))
      .limit(1);
    throw new AppError("NOT_FOUND", anyChunk ? TRANSPARENCY_MESSAGES.notInTree : TRANSPARENCY_MESSAGES.proofExpired);
  }
  return {
    format: PROOF_FORMAT,
    day: tree.day,
    accountId: userId,
    balanceCents: found.account.balanceCents,
    nonce: toHex(nonce),
    leafHash: toHex(found.leaf.hash),
    path: found.path,
    root: { hash: tree.rootHash, sumCents: tree.totalCents },
    memberCount: tree.memberCount,
    assets: await assetProofs(db, tree, userId),
  };
}
