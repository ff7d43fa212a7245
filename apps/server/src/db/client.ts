import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type ExtractTablesWithRelations, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockEmbeddedDatabase } from "./embedded-lock.ts";
import { type EmbeddedClient, startPgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema.ts";
import { retryConflictingTransactions } from "./transaction-retry.ts";

export type Schema = typeof schema;
/** Either driver: both are PostgreSQL, one dialect, one set of migrations. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type PoolStats = { total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  /** The driver underneath, for the job queue (pg-boss) to share the same database. */
  driver: { kind: "pglite"; client: EmbeddedClient } | { kind: "postgres"; connectionString: string };
  /** Connection pool usage (PGlite: its one connection, on its thread). */
  stats: () => PoolStats;
  /** Runs `fn` on one dedicated connection; `query` accepts scripts of several statements. */
  withSession: <T>(fn: (query: (sqlText: string) => Promise<Record<string, unknown>[]>) => Promise<T>) => Promise<T>;
  /**
   * Calls `listener` after each write this process's pool runs (INSERT, UPDATE, DELETE, COMMIT…) has
   * finished, before the code that ran it goes on; returns the unsubscribe. PostgreSQL server only:
   * PGlite delivers a write's notifications (LISTEN) during the write itself, so it needs none.
   */
  onLocalWrite: (listener: () => void) => () => void;
  close: () => Promise<void>;
  kind: "pglite" | "postgres";
};

export type OpenOptions = {
  databaseUrl?: string;
  pgliteDir: string | null;
  /**
   * Told about connection errors that no query is waiting on (a server restart, a failover), and
   * about PGlite's thread stopping.
   */
  onConnectionError?: (error: Error) => void;
  /** Connections in the pool (PostgreSQL server only). */
  poolSize?: number;
  /**
   * In memory only: a PGlite data folder saved with `dumpDataDir` (an uncompressed tarball) to start
   * from instead of an empty database. The tests start each file's database from one migrated copy.
   */
  pgliteTemplate?: string;
};

/** `DATABASE_URL` selects a PostgreSQL server; otherwise PGlite in `dataDir` (or in memory when null). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const onError = options.onConnectionError ?? (() => {});
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A request waits at most this long for a connection, then fails with a 503 instead of hanging.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // No statement may run longer than this; a stuck query answers 503 rather than hanging.
      options: "-c statement_timeout=30000",
    });
    // A terminated connection emits 'error' on its client, idle or checked out; an unhandled one
    // would exit the process. The query on it rejects, its request answers 503, and the pool drops
    // the broken client and opens a new one for the next request.
    pool.on("error", onError);
    const writeListeners = new Set<() => void>();
    pool.on("connect", (client) => {
      client.on("error", onError);
      reportWrites(client, () => {
        for (const listener of writeListeners) listener();
      });
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    releaseAfterFailedBegin(pool, db);
    retryConflictingTransactions(db);
    return {
      db,
      driver: { kind: "postgres", connectionString: options.databaseUrl },
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      withSession: async (fn) => {
        const conn = await pool.connect();
        let failure: Error | undefined;
        try {
          return await fn(async (sqlText) => {
            const result = await conn.query(sqlText);
            const last = Array.isArray(result) ? result.at(-1) : result;
            return last?.rows ?? [];
          });
        } catch (error) {
          failure = error as Error;
          throw error;
        } finally {
          // A failed session may hold a broken connection or an open transaction: drop it.
          conn.release(failure);
        }
      },
      onLocalWrite: (listener) => {
        writeListeners.add(listener);
        return () => writeListeners.delete(listener);
      },
      close: () => pool.end(),
      kind: "postgres",
    };
  }
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  // One process at a time in a PGlite folder (db/embedded-lock.ts); refused before anything is opened.
  const release = options.pgliteDir ? lockEmbeddedDatabase(options.pgliteDir) : () => {};
  let client: EmbeddedClient;
  try {
    client = await startPgliteThread(options.pgliteDir, options.onConnectionError, options.pgliteTemplate);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  retryConflictingTransactions(db);
  return {
    db,
    driver: { kind: "pglite", client },
    stats: () => ({ total: 1, idle: 1, waiting: 0 }),
    withSession: (fn) =>
      fn(async (sqlText) => {
        const results = await client.exec(sqlText);
        return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
      }),
    onLocalWrite: () => () => {},
    close: async () => {
      await client.close();
      release();
    },
    kind: "pglite",
  };
}

/**
 * drizzle's `transaction` on a pool sends BEGIN before the try whose `finally` gives the connection
 * back: when BEGIN fails (its connection was terminated), the connection is never released, and
 * the pool has one fewer for good; after `max` of them every request waits and answers 503. This
 * releases it, dropping it, when the transaction fails without having done so (the crash-point
 * test, test/crash-points.test.ts, fails BEGIN on purpose).
 */
function releaseAfterFailedBegin(pool: pg.Pool, db: Db): void {
  type Checkout = { release?: (error: Error) => void; isReleased: boolean };
  const checkouts = new AsyncLocalStorage<Checkout>();
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  // Only drizzle's transaction asks for a connection by promise: queries ask with a callback.
  pool.connect = ((...args: unknown[]) => {
    const checkout = checkouts.getStore();
    if (args.length > 0 || !checkout || checkout.release) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      // The pool sets `release` anew at every checkout: this wraps this checkout's only.
      const release = client.release.bind(client);
      checkout.release = release;
      client.release = (error?: Error | boolean) => {
        checkout.isReleased = true;
        return release(error);
      };
      return client;
    });
  }) as typeof pool.connect;
  const transaction = db.transaction.bind(db);
  db.transaction = (fn, config) => {
    const checkout: Checkout = { isReleased: false };
    return checkouts.run(checkout, async () => {
      try {
        return await transaction(fn, config);
      } catch (error) {
        if (checkout.release && !checkout.isReleased) checkout.release(error as Error);
        throw error;
      }
    });
  };
}

const WRITE_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "MERGE", "COPY", "COMMIT"]);

/**
 * Wraps a pooled connection's `query` to call `onWrite` once a write has completed: a transaction's
 * COMMIT or a statement run on its own. A READ ONLY transaction (PostgreSQL refuses any write in it,
 * a data-modifying CTE too) reports nothing at its COMMIT. Both call styles of pg are covered: a
 * promise (drizzle) and a callback (the pool's own `query`).
 */
function reportWrites(client: pg.PoolClient, onWrite: () => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let isReadOnly = false;
  const check = (result: unknown) => {
    const results = (Array.isArray(result) ? result : [result]) as { command?: string }[];
    const commands = results.map((r) => r?.command ?? "");
    if (commands.some((c) => WRITE_COMMANDS.has(c) && !(c === "COMMIT" && isReadOnly))) onWrite();
  };
  const noteBegin = (statement: unknown) => {
    const text = typeof statement === "string" ? statement : (statement as { text?: unknown } | null)?.text;
    if (typeof text === "string" && /^\s*begin\b/i.test(text)) isReadOnly = /\bread only\b/i.test(text);
  };
  client.query = ((...args: unknown[]) => {
    noteBegin(args[0]);
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        if (!error) check(result);
        callback(error, result);
      };
      return query(...args);
    }
    const answer = query(...args);
    return answer instanceof Promise
      ? answer.then((result) => {
          check(result);
          return result;
        })
      : answer;
  }) as typeof client.query;
}

const dialect = new PgDialect();

/**
 * Rows of a read-only query planned under `settings` (planner switches such as enable_seqscan),
 * which hold for it alone. On PGlite its thread runs the whole transaction in one call, so nothing
 * else waits on this process between the steps.
 */
export async function queryRowsWith<T>(db: Db, settings: Record<string, string>, query: SQL): Promise<T[]> {
  const client = (db as { $client?: Partial<EmbeddedClient> }).$client;
  if (client?.readWith) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.readWith<T>(Object.entries(settings), text, params)).rows;
  }
  const calls = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`SELECT ${sql.join(calls, sql`, `)}`);
      return queryRows<T>(tx as unknown as Db, query);
    },
    // READ ONLY: its commit is not a write, so the process keeps its cached users (reportWrites).
    { accessMode: "read only" },
  );
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The row a write's `returning()` gave back. None is a bug (the write's own condition held), not a refusal. */
export function returnedRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} returned nothing`);
  return row;
}
