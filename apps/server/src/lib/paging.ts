import { SEARCH_COUNT_CAP, type TCursorQuery } from "@vaultline/shared";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type Db, queryRows } from "../db/client.ts";
import { olderThan } from "./keyset.ts";

// Numbered pages of the admin queues at any size: each part of a page is read from an index in its
// own order, and the total is counted only up to SEARCH_COUNT_CAP rows past the page ("more than").

export type PageWindow = { limit: number; offset: number };
export type CappedTotal = { total: number; isTotalCapped: boolean };

/** A table of a member's rows: each names its member and when it was made. */
type MemberTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn; createdAt: AnyPgColumn };

/** A member's rows of `table`, newest first (ties by id), `limit` at most when given. */
export async function newestOfMember<T extends MemberTable>(
  db: Db,
  table: T,
  userId: string,
  limit?: number,
): Promise<T["$inferSelect"][]> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.id));
  return (await (limit === undefined ? query : query.limit(limit))) as T["$inferSelect"][];
}

/**
 * A member's rows of `table` after the page's cursor, newest first: one more than the page, so
 * `cursorPage` (lib/keyset.ts) can tell whether another page follows.
 */
export async function memberCursorRows<T extends MemberTable>(
  db: Db,
  table: T,
  userId: string,
  page: TCursorQuery,
): Promise<T["$inferSelect"][]> {
  return (await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.userId, userId), olderThan(table.createdAt, table.id, page)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(page.limit + 1)) as T["$inferSelect"][];
}

/** Rows matching `where`, counted up to SEARCH_COUNT_CAP past `offset`: never a scan of a large table. */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, offset: number): Promise<CappedTotal> {
  const limit = offset + SEARCH_COUNT_CAP + 1;
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${table} ${where ? sql`WHERE ${where}` : sql``} LIMIT ${limit}) AS t`,
  );
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, limit - 1), isTotalCapped: n >= limit };
}

/** An exact count: only for sets an index keeps small, like the pending part of a queue. */
export async function countExactly(db: Db, table: PgTable, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${table} WHERE ${where}`);
  return Number(row?.n ?? 0);
}

/**
 * A page of a queue that lists pending rows first, then the rest, each newest first. The two parts
 * come from their own indexes, instead of one `ORDER BY (status = 'pending')` no index can answer;
 * the pending rows are counted only when the page starts past them.
 */
export async function pendingFirstPage<T>(
  window: PageWindow,
  parts: {
    pending: (window: PageWindow) => Promise<T[]>;
    countPending: () => Promise<number>;
    rest: (window: PageWindow) => Promise<T[]>;
  },
): Promise<T[]> {
  const pending = await parts.pending(window);
  if (pending.length === window.limit) return pending;
  const pendingTotal = pending.length > 0 ? window.offset + pending.length : await parts.countPending();
  const rest = await parts.rest({
    limit: window.limit - pending.length,
    offset: Math.max(0, window.offset - pendingTotal),
  });
  return [...pending, ...rest];
}
