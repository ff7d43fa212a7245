import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** Either driver: both are PostgreSQL, one dialect, one set of migrations. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  /** Runs `fn` on one dedicated connection; `query` accepts scripts of several statements. */
  withSession: <T>(fn: (query: (sqlText: string) => Promise<Record<string, unknown>[]>) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  kind: "pglite" | "postgres";
};

/** `DATABASE_URL` selects a PostgreSQL server; otherwise PGlite in `dataDir` (or in memory when null). */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client's error must not crash the process; the next query reports it.
    pool.on("error", () => {});
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Db,
      withSession: async (fn) => {
        const conn = await pool.connect();
        try {
          return await fn(async (sqlText) => {
            const result = await conn.query(sqlText);
            const last = Array.isArray(result) ? result.at(-1) : result;
            return last?.rows ?? [];
          });
        } finally {
          conn.release();
        }
      },
      close: () => pool.end(),
      kind: "postgres",
    };
  }
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir, { extensions: { pg_trgm } })
    : new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    withSession: (fn) =>
      fn(async (sqlText) => {
        const results = await client.exec(sqlText);
        return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
      }),
    close: () => client.close(),
    kind: "pglite",
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
