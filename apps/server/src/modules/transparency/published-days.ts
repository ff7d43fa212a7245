import { PROOF_ASSETS, type SumNode, type TProofAsset, type TPublishedAsset } from "@vaultline/shared";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { liabilityAssetChunks, liabilityAssetTrees, liabilityChunks, liabilityTrees } from "../../db/schema.ts";
import { isoDay } from "../portfolios/index.ts";

// The days published so far, as the page, the proofs and the publication itself read them back.

export type PublishedDay = {
  day: string;
  rootHash: string;
  totalCents: number;
  memberCount: number;
  ledgerPosition: number;
  ledgerHash: string;
  builtAt: Date;
  /** The day's asset trees, in PROOF_ASSETS order; empty for a day published before them. */
  assets: TPublishedAsset[];
};

const PUBLIC_COLUMNS = {
  day: liabilityTrees.day,
  rootHash: liabilityTrees.rootHash,
  totalCents: liabilityTrees.totalCents,
  memberCount: liabilityTrees.memberCount,
  ledgerPosition: liabilityTrees.ledgerPosition,
  ledgerHash: liabilityTrees.ledgerHash,
  builtAt: liabilityTrees.builtAt,
};

/** The asset trees of these days, added to each in PROOF_ASSETS order. */
async function withAssets(db: Db, days: Omit<PublishedDay, "assets">[]): Promise<PublishedDay[]> {
  if (days.length === 0) return [];
  const rows = await db
    .select()
    .from(liabilityAssetTrees)
    .where(
      inArray(
        liabilityAssetTrees.day,
        days.map((d) => d.day),
      ),
    )
    .orderBy(asc(liabilityAssetTrees.day));
  const order = (asset: TProofAsset) => PROOF_ASSETS.indexOf(asset);
  return days.map((d) => ({
    ...d,
    assets: rows
      .filter((r) => r.day === d.day)
      .sort((a, b) => order(a.asset) - order(b.asset))
      .map((r) => ({
        asset: r.asset,
        rootHash: r.rootHash,
        totalUnits: r.totalUnits,
        plansUnits: r.plansUnits,
        walletUnits: r.walletUnits,
        remainderUnits: r.plansUnits + r.walletUnits - r.totalUnits,
      })),
  }));
}

export async function publishedDay(db: Db, day: string): Promise<PublishedDay | undefined> {
  const rows = await db.select(PUBLIC_COLUMNS).from(liabilityTrees).where(eq(liabilityTrees.day, day));
  return (await withAssets(db, rows))[0];
}

/** Whether today's proof of liabilities is published (a fresh install has none until its first run). */
export async function isTodayPublished(db: Db, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ day: liabilityTrees.day })
    .from(liabilityTrees)
    .where(eq(liabilityTrees.day, isoDay(now)));
  return row !== undefined;
}

/** The published days, newest first. */
export async function publishedDays(db: Db, limit: number): Promise<PublishedDay[]> {
  const rows = await db.select(PUBLIC_COLUMNS).from(liabilityTrees).orderBy(desc(liabilityTrees.day)).limit(limit);
  return withAssets(db, rows);
}

/** The roots of a day's chunks in order: the lower level of the tree every member's path climbs. */
export async function chunkRoots(db: Db, day: string): Promise<SumNode[]> {
  const rows = await db
    .select({ hash: liabilityChunks.rootHash, sum: liabilityChunks.rootSum })
    .from(liabilityChunks)
    .where(eq(liabilityChunks.day, day))
    .orderBy(liabilityChunks.chunk);
  return rows.map((r) => ({ hash: Buffer.from(r.hash, "hex"), sum: r.sum }));
}

/** The roots of an asset tree's chunks in order. */
export async function assetChunkRoots(db: Db, day: string, asset: TProofAsset): Promise<SumNode[]> {
  const rows = await db
    .select({ hash: liabilityAssetChunks.rootHash, sum: liabilityAssetChunks.rootSum })
    .from(liabilityAssetChunks)
    .where(and(eq(liabilityAssetChunks.day, day), eq(liabilityAssetChunks.asset, asset)))
    .orderBy(liabilityAssetChunks.chunk);
  return rows.map((r) => ({ hash: Buffer.from(r.hash, "hex"), sum: r.sum }));
}
