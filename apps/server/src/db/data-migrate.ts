import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { dataMigrations } from "./schema.ts";

/** Any number unused by the other advisory locks (727274 migrations, 727275 seeding, 727276 job queues…). */
const LOCK_ID = 727_277;

/**
 * A one-off change to rows that SQL cannot make alone (it needs prices from the price feed, say).
 * `prepare` reads what it needs from outside the database, before any transaction opens, and
 * returns the change, which runs in the transaction that records it.
 */
export type DataMigration<Context> = {
  /** Recorded in `data_migrations` once applied; never renamed. */
  name: string;
  prepare: (db: Db, context: Context) => Promise<(tx: Tx) => Promise<void>>;
};

async function isApplied(db: Db | Tx, name: string): Promise<boolean> {
  const [row] = await db
    .select({ name: dataMigrations.name })
    .from(dataMigrations)
    .where(eq(dataMigrations.name, name));
  return Boolean(row);
}

/**
 * Applies the data migrations not yet recorded, in list order, after the SQL migrations: each in one
 * transaction with its record, so a failure rolls it back whole and it runs again next time. An
 * advisory lock held by that transaction makes a second process starting at the same moment wait,
 * then find it recorded. Stops at the first failure (a later one may build on it) and throws it.
 * Returns the names it applied.
 */
export async function runDataMigrations<Context>(
  db: Db,
  migrations: readonly DataMigration<Context>[],
  context: Context,
): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    if (await isApplied(db, migration.name)) continue;
    try {
      const change = await migration.prepare(db, context);
      const ran = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
        if (await isApplied(tx, migration.name)) return false;
        await change(tx);
        await tx.insert(dataMigrations).values({ name: migration.name });
        return true;
      });
      if (ran) applied.push(migration.name);
    } catch (error) {
      throw new Error(`Data migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return applied;
}
