// The benchmarks' database: a database of its own on DATABASE_URL's server (dropped afterwards unless
// BENCH_KEEP=1), or an embedded PGlite in a temporary folder.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../src/db/client.ts";

const BENCH_DB = "vaultline_bench";

export type BenchDatabase = {
  database: Database;
  where: string;
  /** How the server under test reaches the same data: DATABASE_URL, or the PGlite folder. */
  databaseUrl: string | null;
  pgliteDir: string | null;
  cleanup: () => Promise<void>;
};

export const out = (line: string) => process.stdout.write(`${line}\n`);

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    if (!isReused()) {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
      await adminQuery(serverUrl, `CREATE DATABASE ${BENCH_DB}`);
    }
    const url = new URL(serverUrl);
    url.pathname = `/${BENCH_DB}`;
    const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
    return {
      database,
      where: `PostgreSQL server (database ${BENCH_DB})`,
      databaseUrl: url.toString(),
      pgliteDir: null,
      cleanup: async () => {
        await database.close().catch(() => {});
        if (process.env.BENCH_KEEP === "1" || isReused()) out(`Kept database ${BENCH_DB}`);
        else await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
      },
    };
  }
  // BENCH_KEEP=1 keeps the folder where BENCH_REUSE=1 finds it; otherwise a temporary one.
  const isKept = process.env.BENCH_KEEP === "1" || isReused();
  if (isKept && !isReused()) rmSync(KEPT_PGLITE, { recursive: true, force: true });
  const dir = isKept ? KEPT_PGLITE : mkdtempSync(path.join(tmpdir(), "vaultline-bench-"));
  const pgliteDir = path.join(dir, "db");
  const database = await openDatabase({ pgliteDir });
  return {
    database,
    where: "embedded PGlite (set DATABASE_URL to use a PostgreSQL server)",
    databaseUrl: null,
    pgliteDir,
    cleanup: async () => {
      await database.close().catch(() => {});
      if (isKept) out(`Kept the embedded database in ${path.relative(process.cwd(), dir)}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Where a BENCH_KEEP=1 run on PGlite keeps its data folder. */
const KEPT_PGLITE = path.resolve(import.meta.dirname, "../../../.tmp/bench/pglite");

/**
 * BENCH_REUSE=1: run on the database a BENCH_KEEP=1 run left, without seeding it again (on a server,
 * or on PGlite when its kept folder is there).
 */
export function isReused(): boolean {
  if (process.env.BENCH_REUSE !== "1") return false;
  return Boolean(process.env.DATABASE_URL) || existsSync(path.join(KEPT_PGLITE, "db"));
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
