import { PROOF_ASSETS, type TProofAsset } from "@vaultline/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { valuePlans } from "../portfolios/index.ts";
import { type ChainHead, chainHead, pgArray } from "./ledger-chain.ts";
import {
  asBuffer,
  LEAF_BYTES,
  type LiabilityTreeBuilder,
  readCents,
  sortedOrder,
  uuidText,
  writeCents,
} from "./liability-tree.ts";

// What the platform owes each account on the day, read in one database snapshot for the day's trees
// (docs/transparency.md, "Building it at scale"): the wallets, and each position at its plan's NAV
// and as its shares of the plan's satoshis, gwei and cents, which PostgreSQL computes exactly
// (numeric) while it reads them.

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
 * market, then the shares of satoshis, gwei and cents), in id order, from the positions' records of
 * the same layout.
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

/** A growing buffer the page runs are appended to. */
class Appended {
  bytes = Buffer.alloc(0);
  length = 0;

  add(more: Buffer): void {
    if (this.length + more.length > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.length + more.length, 2 * this.bytes.length));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    more.copy(this.bytes, this.length);
    this.length += more.length;
  }
}

/**
 * Every position, valued as PositionValues records. PostgreSQL values each one as the dashboard does
 * (`unitsValueCents`: units × NAV ÷ 10^10, rounded down) and gives it its share of each plan holding:
 * ⌊units × holding ÷ the plan's units⌋, the plan's units being its units outstanding, or the sum of its
 * members' units were that ever larger, so that the shares never add up to more than the plan holds
 * (0 when either is 0). numeric is exact at any size, like the BigInt it replaces; `div` rounds down
 * (both factors are positive).
 */
async function readPositions(
  tx: Db,
  plans: { id: string; nav: bigint; unitsMicro: bigint; sats: bigint; gwei: bigint; cashCents: bigint }[],
  pagesPerRead: number,
): Promise<PositionValues> {
  const members = await queryRows<{ plan_id: string; units: string }>(
    tx,
    sql`SELECT plan_id::text AS plan_id, sum(units_micro)::text AS units FROM position_totals
      WHERE units_micro > 0 GROUP BY plan_id`,
  );
  const membersUnits = new Map(members.map((m) => [m.plan_id, BigInt(m.units)]));
  const whole = plans.map((p) => {
    const units = membersUnits.get(p.id) ?? 0n;
    return p.unitsMicro > units ? p.unitsMicro : units;
  });
  const column = (values: bigint[]) => pgArray(values.map(String));
  const share = (holding: SQL) =>
    sql`int8send(CASE WHEN v.whole > 0 AND ${holding} > 0 THEN div(p.units_micro * ${holding}, v.whole) ELSE 0 END::int8)`;
  const read = new Appended();
  await readInPageRuns(
    tx,
    { name: "position_totals", ctid: sql`p.ctid` },
    pagesPerRead,
    (range) => sql`SELECT coalesce(string_agg(uuid_send(p.user_id)
          || int8send(div(p.units_micro * v.nav, 10000000000)::int8)
          || ${share(sql`v.sats`)} || ${share(sql`v.gwei`)} || ${share(sql`v.cash`)}, ''::bytea), ''::bytea) AS packed
        FROM position_totals p
        JOIN unnest(${pgArray(plans.map((p) => p.id))}::uuid[], ${column(plans.map((p) => p.nav))}::numeric[],
          ${column(plans.map((p) => p.sats))}::numeric[], ${column(plans.map((p) => p.gwei))}::numeric[],
          ${column(plans.map((p) => p.cashCents))}::numeric[], ${column(whole)}::numeric[])
          AS v(plan_id, nav, sats, gwei, cash, whole) ON v.plan_id = p.plan_id
        WHERE p.units_micro > 0 AND ${range}`,
    (bytes) => read.add(bytes),
  );
  return new PositionValues(read.bytes, read.length / PositionValues.STRIDE);
}

/**
 * What the platform owes each account now, in cents: the wallet balance plus every position at its
 * plan's NAV (the dashboard's valuation), read in one snapshot with the ledger chain's head, added to
 * a tree builder as the accounts stream in. With `assetBuilders`, each account's amount per asset goes
 * to that asset's builder from the same snapshot: its shares of each plan's satoshis, gwei and cents
 * (readPositions), plus its wallet cash for USD. Memory: 48 bytes a position as read and 48 once
 * summed per account, besides the builders'.
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
      const plans = [...valuations.byPlan.values()].map(({ row, nav }) => ({ ...row, nav }));
      const values = await readPositions(tx, plans, pagesPerRead);
      const sumOf = (pick: (plan: (typeof plans)[number]) => bigint) =>
        Number(plans.reduce((total, p) => total + pick(p), 0n));
      const holdings: AssetHoldings = {
        plans: { BTC: sumOf((p) => p.sats), ETH: sumOf((p) => p.gwei), USD: sumOf((p) => p.cashCents) },
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
