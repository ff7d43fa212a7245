import { randomBytes } from "node:crypto";
import {
  assetAccountHashPrefix,
  PROOF_ASSETS,
  type SumNode,
  type TProofAsset,
  type TPublishedAsset,
  toHex,
} from "@vaultline/shared";
import { and, asc, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { liabilityAssetChunks, liabilityAssetTrees, liabilityChunks, liabilityTrees } from "../../db/schema.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { isoDay, unitsValueCents, valuePlans } from "../portfolios/index.ts";
import { type ChainHead, chainHead, pgArray, sealLedger } from "./ledger-chain.ts";
import {
  asBuffer,
  assetSecret,
  CHUNK_SIZE,
  type Chunk,
  LEAF_BYTES,
  LiabilityTreeBuilder,
  readCents,
  sortedOrder,
  uuidText,
  writeCents,
} from "./liability-tree.ts";

/** How long a day's leaves are kept, so members can fetch their path; roots and totals are kept for good. */
export const PROOF_KEEP_DAYS = 35;
/** Chunks written per INSERT (each holds up to CHUNK_SIZE packed leaves, 24 kB). */
const CHUNKS_PER_INSERT = 64;

/** Heap pages read per query: about 50,000 users of the bench's table, 1.2 MB on the wire. */
const PAGES_PER_READ = 2_048;
const ID_BYTES = 16;

/**
 * Reads a table in runs of `pagesPerRead` heap pages (its physical order, a keyset on ctid: each run
 * is one TID range scan, where an index's order would fetch a random page per row), each run's rows
 * packed by `packed` into one bytea. The next run is asked for before `take` works on this one, so
 * the database and this process work at the same time. The last run has no upper bound. Part of the
 * caller's snapshot: the table's size is read after it was taken, so no row it sees is past the end.
 */
async function readInPageRuns(
  tx: Db,
  table: { name: string; ctid: SQL },
  pagesPerRead: number,
  packed: (range: SQL) => SQL,
  take: (bytes: Buffer) => void,
): Promise<void> {
  const [size] = await queryRows<{ pages: string }>(
    tx,
    sql`SELECT (pg_relation_size(${table.name}::regclass) / current_setting('block_size')::int)::text AS pages`,
  );
  const pages = Number(size?.pages ?? 0);
  const { ctid } = table;
  const run = (from: number) => {
    const range =
      from + pagesPerRead >= pages
        ? sql`${ctid} >= ${`(${from},0)`}::tid`
        : sql`${ctid} >= ${`(${from},0)`}::tid AND ${ctid} < ${`(${from + pagesPerRead},0)`}::tid`;
    const rows = queryRows<{ packed: Uint8Array }>(tx, packed(range));
    rows.catch(() => {}); // awaited below; a failure while the previous run is worked on is not unhandled
    return rows;
  };
  let next = run(0);
  for (let from = 0; ; from += pagesPerRead) {
    const [row] = await next;
    const isLast = from + pagesPerRead >= pages;
    if (!isLast) {
      next = run(from + pagesPerRead);
      await new Promise(setImmediate); // lets the query go out before the work below holds the thread
    }
    take(asBuffer(row?.packed ?? new Uint8Array()));
    if (isLast) return;
  }
}

/**
 * Each account's positions summed: records of an account id and VALUES 8-byte amounts (cents at
 * market, then the shares of satoshis, gwei and cents), in id order.
 */
class PositionValues {
  static readonly VALUES = 4;
  static readonly STRIDE = ID_BYTES + 8 * PositionValues.VALUES;
  readonly #bytes: Buffer;
  readonly #starts = new Uint32Array(65_537);

  constructor(records: Buffer, count: number) {
    const stride = PositionValues.STRIDE;
    const order = sortedOrder(records, count, stride);
    this.#bytes = Buffer.allocUnsafe(count * stride);
    let unique = 0;
    for (const i of order) {
      const at = i * stride;
      const last = (unique - 1) * stride;
      if (unique > 0 && records.compare(this.#bytes, last, last + ID_BYTES, at, at + ID_BYTES) === 0) {
        for (let k = 0; k < PositionValues.VALUES; k++) {
          const into = last + ID_BYTES + 8 * k;
          const sum = readCents(this.#bytes, into) + readCents(records, at + ID_BYTES + 8 * k);
          if (!Number.isSafeInteger(sum)) throw new Error(`the positions of ${uuidText(records, at)} overflow`);
          writeCents(this.#bytes, into, sum);
        }
      } else {
        records.copy(this.#bytes, unique * stride, at, at + stride);
        unique++;
      }
    }
    for (let k = 0; k < unique; k++) {
      const b = this.#bucketOf(this.#bytes, k * stride) + 1;
      this.#starts[b] = (this.#starts[b] as number) + 1;
    }
    for (let b = 0; b < 65_536; b++)
      this.#starts[b + 1] = (this.#starts[b + 1] as number) + (this.#starts[b] as number);
  }

  #bucketOf(bytes: Buffer, at: number): number {
    return ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
  }

  /** Where the record of the account whose id is at `at` in `bytes` is (-1 without positions). */
  find(bytes: Buffer, at: number): number {
    const stride = PositionValues.STRIDE;
    const bucket = this.#bucketOf(bytes, at);
    let low = this.#starts[bucket] as number;
    let high = this.#starts[bucket + 1] as number;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = this.#bytes.compare(bytes, at, at + ID_BYTES, middle * stride, middle * stride + ID_BYTES);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return -1;
  }

  /** Amount `k` of the record found at `index` (0 for -1). */
  value(index: number, k: number): number {
    return index < 0 ? 0 : readCents(this.#bytes, index * PositionValues.STRIDE + ID_BYTES + 8 * k);
  }
}

/** The asset trees' builders, one per asset. */
export type AssetBuilders = Record<TProofAsset, LiabilityTreeBuilder>;
/** What the plans held of each asset (satoshis, gwei, cents) and the wallets' cash, in the read's snapshot. */
export type AssetHoldings = { plans: Record<TProofAsset, number>; walletCents: number };

/**
 * A member's share of a plan's holding: units × holding ÷ the plan's units, rounded down. The plan's
 * units are its units outstanding, or the sum of its members' units were that ever larger, so the
 * shares never add up to more than the plan holds.
 */
export const shareOf = (units: bigint, holding: bigint, planUnits: bigint): bigint =>
  planUnits > 0n && units > 0n && holding > 0n ? (units * holding) / planUnits : 0n;

/**
 * What the platform owes each account now, in cents: the wallet balance plus every position at its
 * plan's NAV (the dashboard's valuation), read in one snapshot with the ledger chain's head, added to
 * a tree builder as the accounts stream in. With `assetBuilders`, each account's amount per asset goes
 * to that asset's builder from the same snapshot: its share of each plan's satoshis, gwei and cents
 * (shareOf), plus its wallet cash for USD. Memory: 28 bytes a position as read and 48 once valued
 * (sorted, 48 more) besides the builders'.
 */
export async function readLiabilities(
  db: Db,
  feed: PriceFeed,
  now: Date,
  builder: LiabilityTreeBuilder,
  pagesPerRead = PAGES_PER_READ,
  assetBuilders?: AssetBuilders,
): Promise<{ head: ChainHead; holdings: AssetHoldings }> {
  return db.transaction(
    async (tx) => {
      const head = await chainHead(tx);
      const valuations = await valuePlans(tx, feed, now);
      const plans = [...valuations.byPlan.values()];
      // A position as read: the account, its units (8 bytes) and its plan's place in `plans` (4).
      const READ_BYTES = ID_BYTES + 8 + 4;
      let read = Buffer.alloc(0);
      let readBytes = 0;
      const unitsByPlan = plans.map(() => 0n);
      await readInPageRuns(
        tx,
        { name: "position_totals", ctid: sql`p.ctid` },
        pagesPerRead,
        (range) => sql`SELECT coalesce(string_agg(uuid_send(p.user_id) || int8send(p.units_micro) || int4send(v.n::int),
            ''::bytea), ''::bytea) AS packed
          FROM position_totals p
          JOIN unnest(${pgArray(plans.map((p) => p.row.id))}::uuid[]) WITH ORDINALITY AS v(plan_id, n) ON v.plan_id = p.plan_id
          WHERE p.units_micro > 0 AND ${range}`,
        (bytes) => {
          if (readBytes + bytes.length > read.length) {
            const grown = Buffer.allocUnsafe(Math.max(readBytes + bytes.length, 2 * read.length));
            read.copy(grown, 0, 0, readBytes);
            read = grown;
          }
          bytes.copy(read, readBytes);
          readBytes += bytes.length;
          for (let at = 0; at < bytes.length; at += READ_BYTES) {
            const n = bytes.readInt32BE(at + ID_BYTES + 8) - 1;
            unitsByPlan[n] = (unitsByPlan[n] as bigint) + bytes.readBigInt64BE(at + ID_BYTES);
          }
        },
      );
      const planUnits = plans.map((p, n) =>
        p.row.unitsMicro > (unitsByPlan[n] as bigint) ? p.row.unitsMicro : (unitsByPlan[n] as bigint),
      );
      const positionCount = readBytes / READ_BYTES;
      const stride = PositionValues.STRIDE;
      const positions = Buffer.allocUnsafe(positionCount * stride);
      for (let i = 0; i < positionCount; i++) {
        const at = i * READ_BYTES;
        const n = read.readInt32BE(at + ID_BYTES + 8) - 1;
        const plan = plans[n] as (typeof plans)[number];
        const units = read.readBigInt64BE(at + ID_BYTES);
        const into = i * stride;
        read.copy(positions, into, at, at + ID_BYTES);
        writeCents(positions, into + ID_BYTES, Number(unitsValueCents(units, plan.nav)));
        const whole = planUnits[n] as bigint;
        writeCents(positions, into + ID_BYTES + 8, Number(shareOf(units, plan.row.sats, whole)));
        writeCents(positions, into + ID_BYTES + 16, Number(shareOf(units, plan.row.gwei, whole)));
        writeCents(positions, into + ID_BYTES + 24, Number(shareOf(units, plan.row.cashCents, whole)));
      }
      read = Buffer.alloc(0);
      const values = new PositionValues(positions, positionCount);
      const sumOf = (pick: (row: (typeof plans)[number]["row"]) => bigint) =>
        Number(plans.reduce((total, p) => total + pick(p.row), 0n));
      const holdings: AssetHoldings = {
        plans: { BTC: sumOf((r) => r.sats), ETH: sumOf((r) => r.gwei), USD: sumOf((r) => r.cashCents) },
        walletCents: 0,
      };
      await readInPageRuns(
        tx,
        { name: "users", ctid: sql`ctid` },
        pagesPerRead,
        (range) => sql`SELECT coalesce(string_agg(uuid_send(id) || int8send(balance_cents), ''::bytea), ''::bytea)
          AS packed FROM users WHERE ${range}`,
        (accounts) => {
          const perAsset = assetBuilders
            ? PROOF_ASSETS.map(() => Buffer.allocUnsafe(accounts.length))
            : ([] as Buffer[]);
          for (let at = 0; at < accounts.length; at += LEAF_BYTES) {
            const found = values.find(accounts, at);
            const wallet = readCents(accounts, at + ID_BYTES);
            const owed = wallet + values.value(found, 0);
            if (!Number.isSafeInteger(owed)) throw new Error(`the liability of ${uuidText(accounts, at)} overflows`);
            holdings.walletCents += wallet;
            for (const [k, packed] of perAsset.entries()) {
              // BTC, ETH, USD: the shares (values 1 to 3), and the wallet's cash for USD.
              const amount = values.value(found, k + 1) + (PROOF_ASSETS[k] === "USD" ? wallet : 0);
              if (!Number.isSafeInteger(amount))
                throw new Error(`the ${PROOF_ASSETS[k]} of ${uuidText(accounts, at)} overflows`);
              accounts.copy(packed, at, at, at + ID_BYTES);
              writeCents(packed, at + ID_BYTES, amount);
            }
            writeCents(accounts, at + ID_BYTES, owed);
          }
          builder.add(accounts);
          for (const [k, packed] of perAsset.entries()) assetBuilders?.[PROOF_ASSETS[k] as TProofAsset].add(packed);
        },
      );
      return { head, holdings };
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
  /** The day's asset trees, in PROOF_ASSETS order; empty for a day published before them. */
  assets: TPublishedAsset[];
};

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
 * second run finds the day done. Leaves older than PROOF_KEEP_DAYS are dropped; the published roots stay.
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

  const secret = randomBytes(32);
  const builder = new LiabilityTreeBuilder(secret);
  const assetBuilders = Object.fromEntries(
    PROOF_ASSETS.map((asset) => [
      asset,
      new LiabilityTreeBuilder(assetSecret(secret, asset), 1024, assetAccountHashPrefix(asset)),
    ]),
  ) as AssetBuilders;
  const { head, holdings } = await readLiabilities(db, feed, now, builder, PAGES_PER_READ, assetBuilders);
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
  // Built one after the other, so that only one asset tree's hashes are held at a time.
  const assetTrees = PROOF_ASSETS.map((asset) => {
    const tree = assetBuilders[asset].build();
    const walletUnits = asset === "USD" ? holdings.walletCents : 0;
    if (tree.root.sum > holdings.plans[asset] + walletUnits)
      throw new Error(`the ${asset} tree counts more than the plans hold: ${tree.root.sum}`);
    return { asset, ...tree, plansUnits: holdings.plans[asset], walletUnits };
  });
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
