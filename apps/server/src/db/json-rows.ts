import { getTableColumns, type Table } from "drizzle-orm";

/**
 * A table's row from its JSON form (`to_json(table)`: keys are the column names), each value read
 * as drizzle reads the column's own (a timestamp's ISO text as a Date, a bigint as a number).
 *
 * Lists of many wide rows come as one json_agg value: PGlite then hands over one value instead of
 * every row's cells, each parsed on its own (50 deposits: about 1 ms less of 2.5).
 */
export function fromJsonRow<T extends Table>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}
