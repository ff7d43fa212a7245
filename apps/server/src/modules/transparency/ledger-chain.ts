import { hash } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/** The previous hash of the first entry in the chain. */
export const GENESIS_HASH = "0".repeat(64);
export const LEDGER_HASH_FORMAT = "vaultline-ledger-v1";
/**
 * Entries sealed per transaction: read in queue order, hashed here, written with one INSERT and
 * taken off the queue with one DELETE. About 10 MB of rows in memory at a time.
 */
export const SEAL_BATCH = 20_000;
/** Chain rows read per query by the verifier. */
const VERIFY_BATCH = 10_000;
/** Serialises sealing runs (the app and a worker may both run the job). */
const SEAL_LOCK_ID = 727_337;

/** An entry's content as the chain hashes it; the date is read as text, to the microsecond. */
type EntryContent = {
  id: string;
  user_id: string;
  kind: string;
  amount_cents: string;
  created_at: string;
  ref_type: string | null;
  ref_id: string | null;
  reason: string | null;
  created_by: string | null;
};

const CONTENT_COLUMNS = sql.raw(`e.id, e.user_id, e.kind, e.amount_cents::text AS amount_cents,
  to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
  e.ref_type, e.ref_id, e.reason, e.created_by`);

/** The canonical content of an entry: a JSON array in a fixed order, amounts as integer strings. */
export function canonicalContent(e: EntryContent): string {
  return JSON.stringify([
    LEDGER_HASH_FORMAT,
    e.id,
    e.user_id,
    e.kind,
    e.amount_cents,
    e.created_at,
    e.ref_type,
    e.ref_id,
    e.reason,
    e.created_by,
  ]);
}

/** hash = SHA-256(previous hash ‖ "\n" ‖ canonical content), in lowercase hex (UTF-8 text). */
export function entryHash(prevHash: string, e: EntryContent): string {
  return hash("sha256", `${prevHash}\n${canonicalContent(e)}`, "hex");
}

/** One array parameter, as PostgreSQL's array text (the values here are digits, hex and uuids). */
export const pgArray = (values: (string | number)[]) => `{${values.join(",")}}`;

export type ChainHead = { position: number; hash: string };

export async function chainHead(db: Db): Promise<ChainHead> {
  const [head] = await queryRows<{ position: string; hash: string }>(
    db,
    sql`SELECT c.position::text AS position, c.hash FROM ledger_chain c ORDER BY c.position DESC LIMIT 1`,
  );
  return head ? { position: Number(head.position), hash: head.hash } : { position: 0, hash: GENESIS_HASH };
}

/**
 * Hashes every committed entry not yet in the chain, in insertion order, onto the chain's head.
 * Entries queue themselves as they are inserted (a trigger, migration 0037), so money writes never
 * wait on this; an entry whose transaction commits after a run is sealed by the next. Works in
 * batches of `batchSize`, one transaction each under the sealing lock, reading the queue from where
 * the previous batch stopped (a keyset on its order). Returns the number of entries sealed and the
 * new head.
 */
export async function sealLedger(
  db: Db,
  now: Date,
  batchSize = SEAL_BATCH,
): Promise<{ sealed: number; head: ChainHead }> {
  let sealed = 0;
  let after = "0";
  for (;;) {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEAL_LOCK_ID})`);
      const head = await chainHead(tx);
      const entries = await queryRows<EntryContent & { seq: string }>(
        tx,
        sql`SELECT u.seq::text AS seq, ${CONTENT_COLUMNS}
          FROM (SELECT seq, entry_id FROM ledger_unsealed WHERE seq > ${after}::bigint ORDER BY seq LIMIT ${batchSize}) u
          JOIN ledger_entries e ON e.id = u.entry_id ORDER BY u.seq`,
      );
      if (entries.length === 0) return { count: 0, head, last: after };
      const positions: number[] = [];
      const ids: string[] = [];
      const prevs: string[] = [];
      const hashes: string[] = [];
      let position = head.position;
      let prev = head.hash;
      for (const entry of entries) {
        const next = entryHash(prev, entry);
        positions.push(++position);
        ids.push(entry.id);
        prevs.push(prev);
        hashes.push(next);
        prev = next;
      }
      await tx.execute(sql`INSERT INTO ledger_chain (position, entry_id, prev_hash, hash, sealed_at)
        SELECT p, i, ph, h, ${now}
        FROM unnest(${pgArray(positions)}::bigint[], ${pgArray(ids)}::uuid[], ${pgArray(prevs)}::text[],
          ${pgArray(hashes)}::text[]) AS t(p, i, ph, h)`);
      await tx.execute(
        sql`DELETE FROM ledger_unsealed WHERE seq = ANY(${pgArray(entries.map((e) => e.seq))}::bigint[])`,
      );
      return { count: entries.length, head: { position, hash: prev }, last: entries.at(-1)?.seq ?? after };
    });
    sealed += done.count;
    after = done.last;
    if (done.count < batchSize) return { sealed, head: done.head };
  }
}

export type ChainProblem = { position: number; entryId: string; problem: string };
export type ChainReport = {
  checked: number;
  unsealed: number;
  head: ChainHead;
  firstProblem: ChainProblem | null;
};

/**
 * Recomputes the whole chain from its first entry: each entry's hash from the previous hash and the
 * entry as it is now, and each day's published hash against the chain. The first entry that does not
 * match is named: an amount, date, account or any other field changed by hand, a deleted entry or a
 * rewritten chain row.
 */
export async function verifyLedgerChain(db: Db): Promise<ChainReport> {
  let prev = GENESIS_HASH;
  let checked = 0;
  let firstProblem: ChainProblem | null = null;
  let after = 0;
  while (!firstProblem) {
    const rows = await queryRows<
      Omit<EntryContent, "id"> & {
        position: string;
        entry_id: string;
        id: string | null;
        prev_hash: string;
        hash: string;
      }
    >(
      db,
      sql`SELECT c.position::text AS position, c.entry_id, c.prev_hash, c.hash, ${CONTENT_COLUMNS}
        FROM ledger_chain c LEFT JOIN ledger_entries e ON e.id = c.entry_id
        WHERE c.position > ${after} ORDER BY c.position LIMIT ${VERIFY_BATCH}`,
    );
    for (const row of rows) {
      const position = Number(row.position);
      const at = { position, entryId: row.entry_id };
      if (position !== checked + 1) firstProblem = { ...at, problem: `the chain skips from ${checked} to ${position}` };
      else if (row.id === null) firstProblem = { ...at, problem: "the entry is missing from the ledger" };
      else if (row.prev_hash !== prev) firstProblem = { ...at, problem: "its previous hash is not the hash before it" };
      else if (entryHash(prev, { ...row, id: row.id }) !== row.hash) {
        firstProblem = {
          ...at,
          problem: "its content does not match its hash (amount, date, account or another field changed)",
        };
      }
      if (firstProblem) break;
      prev = row.hash;
      checked = position;
    }
    if (rows.length < VERIFY_BATCH) break;
    after = checked;
  }
  if (!firstProblem) firstProblem = await checkPublishedHashes(db);
  const [unsealed] = await queryRows<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM ledger_unsealed`);
  return { checked, unsealed: Number(unsealed?.n ?? 0), head: { position: checked, hash: prev }, firstProblem };
}

/** Each day's published ledger hash must still be the chain's hash at that position. */
async function checkPublishedHashes(db: Db): Promise<ChainProblem | null> {
  const [mismatch] = await queryRows<{ day: string; position: string; entry_id: string | null }>(
    db,
    sql`SELECT t.day::text AS day, t.ledger_position::text AS position, c.entry_id
      FROM liability_trees t LEFT JOIN ledger_chain c ON c.position = t.ledger_position
      WHERE t.ledger_position > 0 AND (c.hash IS DISTINCT FROM t.ledger_hash)
      ORDER BY t.ledger_position LIMIT 1`,
  );
  if (!mismatch) return null;
  return {
    position: Number(mismatch.position),
    entryId: mismatch.entry_id ?? "",
    problem: `the hash published for ${mismatch.day} is not the chain's hash at this position (the chain was rewritten)`,
  };
}
