import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/helpers.ts";
import { queryRows } from "./client.ts";
import { migrate } from "./migrate.ts";
import * as schema from "./schema.ts";

// The queries are written against the Drizzle schema, the database is built by the SQL migrations:
// nothing else keeps the two in step, so this compares them column by column on a fresh database.

/** Tables the migrations make that the Drizzle schema leaves out on purpose, and why. */
const TABLES_ONLY_IN_SQL: Record<string, string> = {
  schema_migrations: "the migrations' own record of what was applied (db/migrate.ts), never queried by the app",
  // Kept by triggers in the database and read only through raw SQL, so the app never writes them.
  member_count: "the member count's counter slots (0017, 0025), read by the dashboard and the public stats",
  daily_totals: "the dashboard's per-day counters (0019, 0025)",
  user_search: "the admin search's text per user, partitioned by quarter (0026-0028)",
  user_name_starts: "the admin search's name starts (0029)",
};

type Column = { table: string; column: string; type: string; isNullable: boolean };
const key = (c: Column) => `${c.table}.${c.column}`;

/** Drizzle's name for a type, in PostgreSQL's own spelling (format_type's). */
function postgresType(drizzleType: string): string {
  return drizzleType
    .replace(/^bigserial$/, "bigint")
    .replace(/^serial$/, "integer")
    .replace(/^timestamp(\(\d+\))?$/, "timestamp$1 without time zone")
    .replace(/^varchar/, "character varying")
    .replace(/, /g, ",");
}

function drizzleColumns(): Column[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((column) => ({
        table: config.name,
        column: column.name,
        type: postgresType(column.getSQLType()),
        isNullable: !column.notNull,
      }));
    });
}

const { database, drop } = await freshDatabase();
afterAll(drop);
await migrate(database);

async function migratedColumns(): Promise<Column[]> {
  const rows = await queryRows<{ table: string; column: string; type: string; is_nullable: string }>(
    database.db,
    sql`SELECT c.table_name AS "table", c.column_name AS "column", c.is_nullable,
               format_type(a.atttypid, a.atttypmod) AS "type"
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        JOIN pg_class r ON r.oid = format('%I.%I', c.table_schema, c.table_name)::regclass
        JOIN pg_attribute a ON a.attrelid = r.oid AND a.attname = c.column_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND NOT r.relispartition`,
  );
  return rows.map((r) => ({ table: r.table, column: r.column, type: r.type, isNullable: r.is_nullable === "YES" }));
}

const inDrizzle = drizzleColumns();
const inSql = (await migratedColumns()).filter((c) => !(c.table in TABLES_ONLY_IN_SQL));

describe("the Drizzle schema and the SQL migrations", () => {
  it("reads the schema it is comparing", () => {
    expect(new Set(inDrizzle.map((c) => c.table)).size).toBeGreaterThan(20);
  });

  it("have the same tables", () => {
    const drizzleTables = new Set(inDrizzle.map((c) => c.table));
    const sqlTables = new Set(inSql.map((c) => c.table));
    expect
      .soft(
        [...drizzleTables].filter((t) => !sqlTables.has(t)),
        "tables only in the Drizzle schema",
      )
      .toEqual([]);
    expect
      .soft(
        [...sqlTables].filter((t) => !drizzleTables.has(t)),
        "migrated tables missing from Drizzle",
      )
      .toEqual([]);
  });

  it("have the same columns, each with the same type and nullability", () => {
    const migrated = new Map(inSql.map((c) => [key(c), c]));
    const declared = new Map(inDrizzle.map((c) => [key(c), c]));
    expect
      .soft(inDrizzle.filter((c) => !migrated.has(key(c))).map(key), "columns only in the Drizzle schema")
      .toEqual([]);
    expect
      .soft(inSql.filter((c) => !declared.has(key(c))).map(key), "migrated columns missing from Drizzle")
      .toEqual([]);
    const differing = inDrizzle.flatMap((c) => {
      const m = migrated.get(key(c));
      if (!m || (m.type === c.type && m.isNullable === c.isNullable)) return [];
      const say = (x: Column) => `${x.type}${x.isNullable ? " NULL" : " NOT NULL"}`;
      return [`${key(c)}: Drizzle ${say(c)}, migrations ${say(m)}`];
    });
    expect.soft(differing, "columns whose type or nullability differ").toEqual([]);
  });
});
