import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "./client.ts";

const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations");
const LOCK_ID = 727274;

/**
 * Applies the committed SQL migrations in name order, each once, each in its own transaction, with
 * no statement timeout (rewriting a large table takes longer than a request may).
 * An advisory lock keeps two app processes starting together from racing. `through` (a migration's
 * file name) stops after that migration, for a test of the next one on a database it left.
 */
export function migrate(
  database: Pick<Database, "withSession">,
  options: { through?: string } = {},
): Promise<string[]> {
  return database.withSession(async (query) => {
    // The lock comes first: two CREATE TABLE IF NOT EXISTS at once can both try to create the table.
    await query(`SELECT pg_advisory_lock(${LOCK_ID})`);
    try {
      await query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      const rows = await query("SELECT name FROM schema_migrations");
      const applied = new Set(rows.map((r) => String(r.name)));
      const pending = readdirSync(MIGRATIONS_DIR)
        .filter((f) => f.endsWith(".sql") && !applied.has(f) && (!options.through || f <= options.through))
        .sort();
      for (const name of pending) {
        const body = readFileSync(path.join(MIGRATIONS_DIR, name), "utf8");
        try {
          await query(
            `BEGIN;\nSET LOCAL statement_timeout = 0;\n${body}\n;INSERT INTO schema_migrations (name) VALUES ('${name.replaceAll("'", "''")}');\nCOMMIT;`,
          );
        } catch (error) {
          await query("ROLLBACK").catch(() => {});
          throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
        }
      }
      return pending;
    } finally {
      await query(`SELECT pg_advisory_unlock(${LOCK_ID})`);
    }
  });
}
