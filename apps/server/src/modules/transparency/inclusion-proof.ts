import { PROOF_FORMAT, type TInclusionProof, TRANSPARENCY_MESSAGES, toHex } from "@vaultline/shared";
import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { liabilityChunks, liabilityTrees } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { chunkRoots } from "./liabilities.ts";
import { memberPath, nonceFor } from "./liability-tree.ts";

/**
 * The member's proof of inclusion in a day's tree (the latest when no day is given): their balance,
 * nonce, leaf and the path to the published root. 404 when there is no tree yet, the member was not
 * in it (their account is newer) or its leaves are no longer kept.
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
  };
}
