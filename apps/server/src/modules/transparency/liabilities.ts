import { randomBytes } from "node:crypto";
import { type SumNode, toHex } from "@vaultline/shared";
import { desc, eq, lt, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { liabilityChunks, liabilityTrees } from "../../db/schema.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { isoDay, unitsValueCents, valuePlans } from "../portfolios/index.ts";
import { type ChainHead, chainHead, pgArray, sealLedger } from "./ledger-chain.ts";
import {
  asBuffer,
  CHUNK_SIZE,
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

/** Each account's positions at market, summed: records of an account id and cents, in id order. */
class PositionValues {
  readonly #bytes: Buffer;
  readonly #starts = new Uint32Array(65_537);

  constructor(records: Buffer, count: number) {
    const order = sortedOrder(records, count, LEAF_BYTES);
    this.#bytes = Buffer.allocUnsafe(count * LEAF_BYTES);
    let unique = 0;
    for (const i of order) {
      const at = i * LEAF_BYTES;
      const last = (unique - 1) * LEAF_BYTES;
      if (unique > 0 && records.compare(this.#bytes, last, last + ID_BYTES, at, at + ID_BYTES) === 0) {
        const cents = readCents(this.#bytes, last + ID_BYTES) + readCents(records, at + ID_BYTES);
        if (!Number.isSafeInteger(cents)) throw new Error(`the positions of ${uuidText(records, at)} overflow`);
        writeCents(this.#bytes, last + ID_BYTES, cents);
      } else {
        records.copy(this.#bytes, unique * LEAF_BYTES, at, at + LEAF_BYTES);
        unique++;
      }
    }
    for (let k = 0; k < unique; k++) {
      const b = this.#bucketOf(this.#bytes, k * LEAF_BYTES) + 1;
      this.#starts[b] = (this.#starts[b] as number) + 1;
    }
    for (let b = 0; b < 65_536; b++)
      this.#starts[b + 1] = (this.#starts[b + 1] as number) + (this.#starts[b] as number);
  }

  #bucketOf(bytes: Buffer, at: number): number {
    return ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
  }

  /** The cents of the positions of the account whose id is at `at` in `bytes` (0 without any). */
  valueAt(bytes: Buffer, at: number): number {
    const bucket = this.#bucketOf(bytes, at);
    let low = this.#starts[bucket] as number;
    let high = this.#starts[bucket + 1] as number;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = this.#bytes.compare(bytes, at, at + ID_BYTES, middle * LEAF_BYTES, middle * LEAF_BYTES + ID_BYTES);
      if (order === 0) return readCents(this.#bytes, middle * LEAF_BYTES + ID_BYTES);
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return 0;
  }
}

/**
 * What the platform owes each account now, in cents: the wallet balance plus every position at its
 * plan's NAV (the dashboard's valuation), read in one snapshot with the ledger chain's head, added to
 * a tree builder as the accounts stream in. Memory: 24 bytes a position (36 while they are sorted)
 * besides the builder's.
 */
export async function readLiabilities(
  db: Db,
  feed: PriceFeed,
  now: Date,
  builder: LiabilityTreeBuilder,
  pagesPerRead = PAGES_PER_READ,
): Promise<{ head: ChainHead }> {
  return db.transaction(
    async (tx) => {
      const head = await chainHead(tx);
      const valuations = await valuePlans(tx, feed, now);
      const plans = [...valuations.byPlan.entries()];
      // A position as read: the account, its units (8 bytes) and its plan's place in `plans` (4).
      const READ_BYTES = ID_BYTES + 8 + 4;
      let positions = Buffer.alloc(0);
      let positionCount = 0;
      await readInPageRuns(
        tx,
        { name: "position_totals", ctid: sql`p.ctid` },
        pagesPerRead,
        (range) => sql`SELECT coalesce(string_agg(uuid_send(p.user_id) || int8send(p.units_micro) || int4send(v.n::int),
            ''::bytea), ''::bytea) AS packed
          FROM position_totals p
          JOIN unnest(${pgArray(plans.map(([id]) => id))}::uuid[]) WITH ORDINALITY AS v(plan_id, n) ON v.plan_id = p.plan_id
          WHERE p.units_micro > 0 AND ${range}`,
        (bytes) => {
          const count = bytes.length / READ_BYTES;
          if ((positionCount + count) * LEAF_BYTES > positions.length) {
            const grown = Buffer.allocUnsafe(Math.max((positionCount + count) * LEAF_BYTES, 2 * positions.length));
            positions.copy(grown, 0, 0, positionCount * LEAF_BYTES);
            positions = grown;
          }
          for (let i = 0; i < count; i++) {
            const at = i * READ_BYTES;
            const nav = plans[bytes.readInt32BE(at + ID_BYTES + 8) - 1]?.[1].nav as bigint;
            const into = (positionCount + i) * LEAF_BYTES;
            bytes.copy(positions, into, at, at + ID_BYTES);
            writeCents(positions, into + ID_BYTES, Number(unitsValueCents(bytes.readBigInt64BE(at + ID_BYTES), nav)));
          }
          positionCount += count;
        },
      );
      const values = new PositionValues(positions, positionCount);
      await readInPageRuns(
        tx,
        { name: "users", ctid: sql`ctid` },
        pagesPerRead,
        (range) => sql`SELECT coalesce(string_agg(uuid_send(id) || int8send(balance_cents), ''::bytea), ''::bytea)
          AS packed FROM users WHERE ${range}`,
        (accounts) => {
          for (let at = 0; at < accounts.length; at += LEAF_BYTES) {
            const owed = readCents(accounts, at + ID_BYTES) + values.valueAt(accounts, at);
            if (!Number.isSafeInteger(owed)) throw new Error(`the liability of ${uuidText(accounts, at)} overflows`);
            writeCents(accounts, at + ID_BYTES, owed);
          }
          builder.add(accounts);
        },
      );
      return { head };
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

  const secret = randomBytes(32);
  const builder = new LiabilityTreeBuilder(secret);
  const { head } = await readLiabilities(db, feed, now, builder);
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

/** Whether today's proof of liabilities is published (a fresh install has none until its first run). */
export async function isTodayPublished(db: Db, now: Date): Promise<boolean> {
  return (await publishedDay(db, isoDay(now))) !== undefined;
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
