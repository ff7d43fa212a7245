// One member's statement of a month with 10,000 ledger entries, made as the download makes it:
// the ledger read, then the CSV and the PDF, each timed against the 2 s target.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { buildStatement, statementCsv, statementPdf } from "../src/modules/statements/index.ts";
import { openBenchDatabase, out } from "./database.ts";

const ENTRIES = 10_000;
const TARGET_MS = 2000;
const MONTH = "2026-03";

/** Returns whether both formats were made within the target. */
export async function benchStatements(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-bench-statements-"));
  const { database, where, cleanup } = await openBenchDatabase();
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" }), webDistDir: undefined };
  const app = await buildApp(config, { database, logger: false });
  try {
    out(`Statement benchmark: one member, ${ENTRIES.toLocaleString("en-US")} ledger entries in ${MONTH}, ${where}`);
    const suffix = Date.now().toString(36);
    await app.db.execute(sql`INSERT INTO users (first_name, last_name, email, username, password_hash)
      VALUES ('Bench', 'Statement', ${`statement-${suffix}@example.test`}, ${`statement_${suffix}`}, 'x')`);
    const [user] = (
      (await app.db.execute(sql`SELECT id FROM users WHERE username = ${`statement_${suffix}`}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    if (!user) throw new Error("bench user missing");
    // Credits and smaller debits alternating, spread over the month, so the balance never goes below zero.
    await app.db.execute(sql`INSERT INTO ledger_entries (user_id, kind, amount_cents, reason, created_at)
      SELECT ${user.id}::uuid, 'admin_adjustment', CASE WHEN i % 2 = 0 THEN 1234 ELSE -1000 END, 'bench entry ' || i,
             timestamptz '2026-03-01 00:00:00+00' + (i * interval '4 minutes')
      FROM generate_series(1, ${ENTRIES}) AS i`);
    const now = new Date("2026-04-02T00:00:00.000Z");
    let isMet = true;
    for (const format of ["csv", "pdf"] as const) {
      const started = performance.now();
      const statement = await buildStatement(app.db, { userId: user.id, month: MONTH, now });
      const read = performance.now() - started;
      const bytes =
        format === "csv" ? Buffer.byteLength(statementCsv(statement)) : (await statementPdf(statement, now)).length;
      const ms = performance.now() - started;
      const met = ms < TARGET_MS && statement.movements.length === ENTRIES;
      isMet &&= met;
      out(
        `  ${format.toUpperCase()}: ${ms.toFixed(0)} ms (ledger read ${read.toFixed(0)} ms), ${(bytes / 1024).toFixed(0)} KiB, ${statement.movements.length} movements (target < ${TARGET_MS} ms) ${met ? "met" : "NOT MET"}`,
      );
    }
    return isMet;
  } finally {
    await app.close();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
