// The benchmark's evidence that no call reads a large table whole: PostgreSQL's own counters of
// sequential scans, read before and after the calls.
import type { Database } from "../src/db/client.ts";
import { out } from "./database.ts";

type Counts = Map<string, { scans: number; rows: number }>;

/** A capped count may read a few thousand rows in table order; reading more than this is a scan. */
const MAX_ROWS_PER_SEQ_SCAN = 10_000;

/** Sequential scans of the large tables so far (with their partitions), and the rows they read. */
export async function seqScans(database: Database): Promise<Counts> {
  return database.withSession(async (query) => {
    const rows = await query(
      `SELECT coalesce(parent.relname, s.relname) AS relname, sum(s.seq_scan) AS seq_scan,
          sum(s.seq_tup_read) AS seq_tup_read
        FROM pg_stat_user_tables s
        LEFT JOIN pg_inherits i ON i.inhrelid = s.relid
        LEFT JOIN pg_class parent ON parent.oid = i.inhparent
        WHERE coalesce(parent.relname, s.relname) IN ('users', 'user_search', 'user_name_starts', 'deposits', 'ledger_entries')
        GROUP BY 1`,
    );
    return new Map(rows.map((r) => [String(r.relname), { scans: Number(r.seq_scan), rows: Number(r.seq_tup_read) }]));
  });
}

/** Prints the scans since `before`, table by table; true when none read more than the limit on average. */
export async function reportSeqScans(database: Database, before: Counts): Promise<boolean> {
  // Backends report their counters when idle for a while; wait for that before reading.
  await new Promise((r) => setTimeout(r, 12_000));
  const after = await seqScans(database);
  out("Sequential scans of the large tables during all the calls above (PostgreSQL's own counters):");
  let isAllBounded = true;
  for (const [table, now] of after) {
    const scans = now.scans - (before.get(table)?.scans ?? 0);
    const rows = now.rows - (before.get(table)?.rows ?? 0);
    const perScan = scans ? Math.round(rows / scans) : 0;
    const isBounded = perScan <= MAX_ROWS_PER_SEQ_SCAN;
    if (!isBounded) isAllBounded = false;
    out(
      `  ${table.padEnd(17)} ${scans} scans reading ${perScan.toLocaleString("en-US")} rows each on average ` +
        `(${isBounded ? "bounded, no full scan" : "FULL SCANS"}; limit ${MAX_ROWS_PER_SEQ_SCAN.toLocaleString("en-US")})`,
    );
  }
  return isAllBounded;
}
