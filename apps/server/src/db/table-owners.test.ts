import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema.ts";
import { KNOWN_WRITERS, TABLE_OWNERS } from "./table-owners.ts";

// One writer per table (docs/architecture.md): every write to a table outside its owner fails here,
// unless it is one of the listed known writers. Migrations and tests are out of the scan.

const SRC = join(import.meta.dirname, "..");

/** Drizzle's name for each table (the schema's export) → its SQL name. */
const TABLES = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableConfig(table as PgTable).name]),
);
const SQL_NAMES = new Set(TABLES.values());

type Write = { file: string; table: string; line: number };

/** Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` and raw `INSERT INTO t`, `UPDATE t SET`, `DELETE FROM t`. */
const WRITE =
  /\.(?:insert|update|delete)\(\s*(?:schema\.)?([A-Za-z_]\w*)\s*[,)]|\b(?:INSERT\s+INTO|DELETE\s+FROM)\s+"?([a-z_]\w*)|\bUPDATE\s+"?([a-z_]\w*)"?(?:\s+AS\s+\w+)?\s+SET\b/g;

export function writesIn(file: string, text: string): Write[] {
  const found: Write[] = [];
  for (const match of text.matchAll(WRITE)) {
    const table = match[1] ? TABLES.get(match[1]) : (match[2] ?? match[3]);
    if (!table || !SQL_NAMES.has(table)) continue;
    found.push({ file, table, line: text.slice(0, match.index).split("\n").length });
  }
  return found;
}

const isAllowed = (write: Write) =>
  write.file.startsWith(TABLE_OWNERS[write.table] ?? "\0") ||
  KNOWN_WRITERS.some((known) => known.table === write.table && write.file.startsWith(known.writer));

export function strayWrites(files: { file: string; text: string }[]): string[] {
  return files
    .flatMap(({ file, text }) => writesIn(file, text))
    .filter((write) => !isAllowed(write))
    .map((w) => `${w.file}:${w.line} writes ${w.table}, owned by ${TABLE_OWNERS[w.table] ?? "no one"}`);
}

function serverFiles(): { file: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .map((path) => path.split("\\").join("/"))
    .filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts") && !path.startsWith("db/migrations/"))
    .filter((path) => path !== "db/table-owners.ts")
    .map((file) => ({ file, text: readFileSync(join(SRC, file), "utf8") }));
}

describe("one writer per table", () => {
  it("names an owner for every table of the schema", () => {
    expect([...SQL_NAMES].filter((name) => !TABLE_OWNERS[name]).sort()).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((name) => !SQL_NAMES.has(name))).toEqual([]);
  });

  it("finds no write to a table outside its owner but the listed known writers", () => {
    expect(strayWrites(serverFiles())).toEqual([]);
  });

  it("catches a planted write, by Drizzle or by raw SQL", () => {
    const planted = [
      {
        file: "modules/portfolios/planted.ts",
        text: [
          "await tx.update(deposits).set({ status: 'accepted' });",
          "await tx.insert(schema.ledgerEntries).values(entry);",
          "await db.execute(sql`DELETE FROM plan_transactions WHERE id = 1`);",
          "await db.execute(sql`UPDATE withdrawals SET status = 'paid'`);",
          "cache.delete(key);",
        ].join("\n"),
      },
      { file: "modules/deposits/planted.ts", text: "await tx.update(deposits).set({ status: 'accepted' });" },
    ];
    expect(strayWrites(planted)).toEqual([
      "modules/portfolios/planted.ts:1 writes deposits, owned by modules/deposits/",
      "modules/portfolios/planted.ts:2 writes ledger_entries, owned by modules/wallet/ledger.ts",
      "modules/portfolios/planted.ts:3 writes plan_transactions, owned by modules/portfolios/plan-ledger.ts",
      "modules/portfolios/planted.ts:4 writes withdrawals, owned by modules/withdrawals/",
    ]);
  });

  it("lists each known writer once, and only one that still writes", () => {
    const writes = serverFiles().flatMap(({ file, text }) => writesIn(file, text));
    const unused = KNOWN_WRITERS.filter(
      (known) => !writes.some((w) => w.table === known.table && w.file.startsWith(known.writer)),
    );
    expect(unused).toEqual([]);
  });
});
