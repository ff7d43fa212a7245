import { CURSOR_MESSAGES, type TCursorQuery } from "@vaultline/shared";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { AppError } from "./app-error.ts";

// Keyset pagination for a member's long lists, newest first: a page is the rows after the cursor's
// (created_at, id), read from the (user_id, created_at) index whatever the total.

type Key = { createdAt: Date; id: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(key: Key): string {
  return Buffer.from(`${key.createdAt.toISOString()}|${key.id}`).toString("base64url");
}

/** The cursor's position; anything that is not a cursor we made is a 400. */
export function decodeCursor(cursor: string): Key {
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (rest.length > 0 || !id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError("BAD_REQUEST", CURSOR_MESSAGES.unknown, [{ field: "cursor", message: CURSOR_MESSAGES.unknown }]);
  }
  return { createdAt, id };
}

/** The condition "older than the cursor" (none for the first page). */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, query: TCursorQuery): SQL | undefined {
  if (!query.cursor) return undefined;
  const key = decodeCursor(query.cursor);
  return sql`(${createdAt}, ${id}) < (${key.createdAt.toISOString()}::timestamptz, ${key.id}::uuid)`;
}

/** Rows fetched with LIMIT limit + 1: the page, and the cursor of the next one if there is more. */
export function cursorPage<R, T>(
  rows: R[],
  query: TCursorQuery,
  keyOf: (row: R) => Key,
  toItem: (row: R) => T,
): { items: T[]; limit: number; nextCursor: string | null } {
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    limit: query.limit,
    nextCursor: rows.length > query.limit && last ? encodeCursor(keyOf(last)) : null,
  };
}
