import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { assetAccountHashPrefix, PROOF_ASSETS, type TProofAsset, toHex } from "@vaultline/shared";
import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { liabilityAssetChunks, liabilityAssetTrees, liabilityChunks, liabilityTrees } from "../../db/schema.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { isoDay } from "../portfolios/index.ts";
import { sealLedger } from "./ledger-chain.ts";
import { type AssetBuilders, readLiabilities } from "./liability-snapshot.ts";
import { assetSecret, CHUNK_SIZE, type Chunk, LiabilityTreeBuilder } from "./liability-tree.ts";
import { type PublishedDay, publishedDay } from "./published-days.ts";

// The day's publication (docs/transparency.md): the trees built from the day's snapshot and stored.

/** How long a day's leaves are kept, so members can fetch their path; roots and totals are kept for good. */
export const PROOF_KEEP_DAYS = 35;
/** Chunks written per INSERT (each holds up to CHUNK_SIZE packed leaves, 24 kB). */
const CHUNKS_PER_INSERT = 64;

/** Seconds each step of a day's publication took: the bench prints them (docs/performance-log.md). */
export type PublicationTimings = { seal: number; read: number; build: number; write: number };

/** Writes a tree's chunks, CHUNKS_PER_INSERT to a statement. */
async function insertChunks(tx: Db, chunks: Chunk[], row: (c: Chunk) => Record<string, unknown>, asset?: TProofAsset) {
  for (let i = 0; i < chunks.length; i += CHUNKS_PER_INSERT) {
    const values = chunks.slice(i, i + CHUNKS_PER_INSERT).map(row);
    if (asset) await tx.insert(liabilityAssetChunks).values(values as (typeof liabilityAssetChunks.$inferInsert)[]);
    else await tx.insert(liabilityChunks).values(values as (typeof liabilityChunks.$inferInsert)[]);
  }
}

/**
 * The day's publication: seals the ledger, then builds the Merkle-sum tree of every account's
 * liability, and one tree per asset from the same snapshot, and stores their roots and totals with the
 * chain's last sealed hash, and the packed leaves members fetch their paths from. Once per UTC day: a
 * second run finds the day done (and `timings` is null). Leaves older than PROOF_KEEP_DAYS are
 * dropped; the published roots stay.
 */
export async function publishLiabilities(
  db: Db,
  feed: PriceFeed,
  now: Date,
): Promise<{ day: PublishedDay; isNew: boolean; sealed: number; timings: PublicationTimings | null }> {
  let started = performance.now();
  const lap = () => {
    const seconds = (performance.now() - started) / 1000;
    started = performance.now();
    return seconds;
  };
  const { sealed } = await sealLedger(db, now);
  const day = isoDay(now);
  const existing = await publishedDay(db, day);
  if (existing) return { day: existing, isNew: false, sealed, timings: null };
  const seal = lap();

  const secret = randomBytes(32);
  const builder = new LiabilityTreeBuilder(secret);
  const assetBuilders = Object.fromEntries(
    PROOF_ASSETS.map((asset) => [
      asset,
      new LiabilityTreeBuilder(assetSecret(secret, asset), 1024, assetAccountHashPrefix(asset)),
    ]),
  ) as AssetBuilders;
  const { head, holdings } = await readLiabilities(db, feed, now, builder, undefined, assetBuilders);
  const read = lap();
  const { chunks, root } = builder.build();
  const row = {
    day,
    rootHash: toHex(root.hash),
    totalCents: root.sum,
    memberCount: builder.count,
    ledgerPosition: head.position,
    ledgerHash: head.hash,
    secret,
    chunkSize: CHUNK_SIZE,
    builtAt: now,
  };
  const assetTrees = PROOF_ASSETS.map((asset) => {
    const tree = assetBuilders[asset].build();
    const walletUnits = asset === "USD" ? holdings.walletCents : 0;
    if (tree.root.sum > holdings.plans[asset] + walletUnits)
      throw new Error(`the ${asset} tree counts more than the plans hold: ${tree.root.sum}`);
    return { asset, ...tree, plansUnits: holdings.plans[asset], walletUnits };
  });
  const build = lap();
  const isNew = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(liabilityTrees)
      .values(row)
      .onConflictDoNothing()
      .returning({ day: liabilityTrees.day });
    if (!inserted.length) return false;
    await insertChunks(tx, chunks, (c) => ({
      day,
      chunk: c.index,
      firstNonce: c.firstNonce,
      leaves: c.leaves,
      rootHash: toHex(c.root.hash),
      rootSum: c.root.sum,
    }));
    for (const tree of assetTrees) {
      await tx.insert(liabilityAssetTrees).values({
        day,
        asset: tree.asset,
        rootHash: toHex(tree.root.hash),
        totalUnits: tree.root.sum,
        plansUnits: tree.plansUnits,
        walletUnits: tree.walletUnits,
      });
      await insertChunks(
        tx,
        tree.chunks,
        (c) => ({
          day,
          asset: tree.asset,
          chunk: c.index,
          firstNonce: c.firstNonce,
          leaves: c.leaves,
          rootHash: toHex(c.root.hash),
          rootSum: c.root.sum,
        }),
        tree.asset,
      );
    }
    const oldest = isoDay(new Date(now.getTime() - PROOF_KEEP_DAYS * 24 * 60 * 60 * 1000));
    await tx.delete(liabilityChunks).where(lt(liabilityChunks.day, oldest));
    await tx.delete(liabilityAssetChunks).where(lt(liabilityAssetChunks.day, oldest));
    return true;
  });
  const published = await publishedDay(db, day);
  if (!published) throw new Error(`the publication of ${day} is missing after it was written`);
  return { day: published, isNew, sealed, timings: { seal, read, build, write: lap() } };
}
