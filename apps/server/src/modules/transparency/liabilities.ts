import { randomBytes } from "node:crypto";
import { type SumNode, toHex } from "@vaultline/shared";
import { desc, eq, lt, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { liabilityChunks, liabilityTrees } from "../../db/schema.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { isoDay, unitsValueCents, valuePlans } from "../portfolios/index.ts";
import { chainHead, sealLedger } from "./ledger-chain.ts";
import { type Account, buildLiabilityTree, CHUNK_SIZE } from "./liability-tree.ts";

/** How long a day's leaves are kept, so members can fetch their path; roots and totals are kept for good. */
export const PROOF_KEEP_DAYS = 35;
/** Chunks written per INSERT (each holds up to CHUNK_SIZE packed leaves, 24 kB). */
const CHUNKS_PER_INSERT = 64;

/**
 * What the platform owes each account now, in cents: the wallet balance plus every position at its
 * plan's NAV (the dashboard's valuation), read in one snapshot with the ledger chain's head.
 */
async function readLiabilities(db: Db, feed: PriceFeed, now: Date) {
  return db.transaction(
    async (tx) => {
      const head = await chainHead(tx);
      const valuations = await valuePlans(tx, feed, now);
      const wallets = await queryRows<{ id: string; cents: string }>(
        tx,
        sql`SELECT id::text AS id, balance_cents::text AS cents FROM users`,
      );
      const positions = await queryRows<{ user_id: string; plan_id: string; units: string }>(
        tx,
        sql`SELECT user_id::text AS user_id, plan_id::text AS plan_id, units_micro::text AS units
          FROM position_totals WHERE units_micro > 0`,
      );
      const owed = new Map<string, bigint>();
      for (const w of wallets) owed.set(w.id, BigInt(w.cents));
      for (const p of positions) {
        const plan = valuations.byPlan.get(p.plan_id);
        if (!plan) continue;
        owed.set(p.user_id, (owed.get(p.user_id) ?? 0n) + unitsValueCents(BigInt(p.units), plan.nav));
      }
      const accounts: Account[] = [];
      for (const [id, cents] of owed) accounts.push({ id, balanceCents: Number(cents) });
      return { head, accounts };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

export type PublishedDay = {
  day: string;
  rootHash: string;
  totalCents: number;
  memberCount: number;
  ledgerPosition: number;
  ledgerHash: string;
  builtAt: Date;
};

/**
 * The day's publication: seals the ledger, then builds the Merkle-sum tree of every account's
 * liability and stores its root, total and member count with the chain's last sealed hash, and the
 * packed leaves members fetch their path from. Once per UTC day: a second run finds the day done.
 * Leaves older than PROOF_KEEP_DAYS are dropped; the published roots stay.
 */
export async function publishLiabilities(
  db: Db,
  feed: PriceFeed,
  now: Date,
): Promise<{ day: PublishedDay; isNew: boolean; sealed: number }> {
  const { sealed } = await sealLedger(db, now);
  const day = isoDay(now);
  const existing = await publishedDay(db, day);
  if (existing) return { day: existing, isNew: false, sealed };

  const { head, accounts } = await readLiabilities(db, feed, now);
  const secret = randomBytes(32);
  const { chunks, root } = buildLiabilityTree(accounts, secret);
  const row = {
    day,
    rootHash: toHex(root.hash),
    totalCents: root.sum,
    memberCount: accounts.length,
    ledgerPosition: head.position,
    ledgerHash: head.hash,
    secret,
    chunkSize: CHUNK_SIZE,
    builtAt: now,
  };
  const isNew = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(liabilityTrees)
      .values(row)
      .onConflictDoNothing()
      .returning({ day: liabilityTrees.day });
    if (!inserted.length) return false;
    for (let i = 0; i < chunks.length; i += CHUNKS_PER_INSERT) {
      await tx.insert(liabilityChunks).values(
        chunks.slice(i, i + CHUNKS_PER_INSERT).map((c) => ({
          day,
          chunk: c.index,
          firstNonce: c.firstNonce,
          leaves: c.leaves,
          rootHash: toHex(c.root.hash),
          rootSum: c.root.sum,
        })),
      );
    }
    const oldest = isoDay(new Date(now.getTime() - PROOF_KEEP_DAYS * 24 * 60 * 60 * 1000));
    await tx.delete(liabilityChunks).where(lt(liabilityChunks.day, oldest));
    return true;
  });
  const published = await publishedDay(db, day);
  if (!published) throw new Error(`the publication of ${day} is missing after it was written`);
  return { day: published, isNew, sealed };
}

const PUBLIC_COLUMNS = {
  day: liabilityTrees.day,
  rootHash: liabilityTrees.rootHash,
  totalCents: liabilityTrees.totalCents,
  memberCount: liabilityTrees.memberCount,
  ledgerPosition: liabilityTrees.ledgerPosition,
  ledgerHash: liabilityTrees.ledgerHash,
  builtAt: liabilityTrees.builtAt,
};

export async function publishedDay(db: Db, day: string): Promise<PublishedDay | undefined> {
  const [row] = await db.select(PUBLIC_COLUMNS).from(liabilityTrees).where(eq(liabilityTrees.day, day));
  return row;
}

/** The published days, newest first. */
export function publishedDays(db: Db, limit: number): Promise<PublishedDay[]> {
  return db.select(PUBLIC_COLUMNS).from(liabilityTrees).orderBy(desc(liabilityTrees.day)).limit(limit);
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
