import { SEARCH_COUNT_CAP, type TAdminUserRow, type TAdminUsersPage, type TAdminUsersQuery } from "@vaultline/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { fileUrl } from "../files/files.service.ts";

/** `%`, `_` and `\` match themselves: escaped for LIKE … ESCAPE '\'. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The search condition. The left side is exactly the expression of users_search_trgm_idx, so the
 * planner can answer it from that trigram index.
 */
export function userSearchCondition(q: string): SQL {
  if (!q) return sql`true`;
  if (isShortTerm(q)) {
    const prefix = sql`lower(${escapeLike(q)}) || '%'`;
    return sql`(lower(username) LIKE ${prefix} ESCAPE '\\' OR lower(email) LIKE ${prefix} ESCAPE '\\'
      OR lower(first_name) LIKE ${prefix} ESCAPE '\\' OR lower(last_name) LIKE ${prefix} ESCAPE '\\')`;
  }
  return sql`lower(username || ' ' || email || ' ' || first_name || ' ' || last_name) LIKE '%' || lower(${escapeLike(q)}) || '%' ESCAPE '\\'`;
}

/**
 * One or two characters: too short for a trigram, so they match the start of a username, e-mail,
 * first or last name, from the prefix indexes of migration 0020.
 */
export function isShortTerm(q: string): boolean {
  return [...q].length <= 2;
}

type UserListRow = {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_verified: boolean;
  is_admin: boolean;
  image_file_id: string | null;
  created_at: Date | string;
  balance_cents: number | string;
};

const COLUMNS = sql.raw(
  "id, username, email, first_name, last_name, is_verified, is_admin, image_file_id, created_at, balance_cents",
);

/** A run of 3 letters or digits: pg_trgm has a trigram to look up, so the index narrows the search. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

type Found = { rows: UserListRow[]; matched: number };

/** The page in `created_at` order plus the capped count, the planner choosing the path for each. */
async function orderedPage(db: Db, where: SQL, limit: number, offset: number, countLimit: number): Promise<Found> {
  const [rows, [counted]] = await Promise.all([
    queryRows<UserListRow>(
      db,
      sql`SELECT ${COLUMNS} FROM users WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM (SELECT 1 FROM users WHERE ${where} LIMIT ${countLimit}) AS matches`,
    ),
  ]);
  return { rows, matched: Number(counted?.n ?? 0) };
}

/** Runs `fn` with the search indexes as the only way in: no sequential scan, no created_at walk. */
function throughSearchIndexes<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    return fn(tx as unknown as Db);
  });
}

/**
 * Collects up to `countLimit` matches through the search indexes, then sorts them. When that is all
 * of them (a selective search), the page and exact count come from this one read, whatever the
 * planner would have guessed: its LIKE estimates can send a rare match down a walk of the
 * created_at index through most of the table.
 */
function selectiveMatches(db: Db, where: SQL, limit: number, offset: number, countLimit: number): Promise<Found> {
  return throughSearchIndexes(db, async (tx) => {
    const [result] = await queryRows<{ n: number | string; rows: UserListRow[] | string | null }>(
      tx,
      sql`WITH m AS MATERIALIZED (SELECT ${COLUMNS} FROM users WHERE ${where} LIMIT ${countLimit})
        SELECT (SELECT count(*) FROM m) AS n,
          (SELECT json_agg(p ORDER BY p.created_at DESC, p.id DESC)
            FROM (SELECT * FROM m ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}) AS p) AS rows`,
    );
    const rows = typeof result?.rows === "string" ? (JSON.parse(result.rows) as UserListRow[]) : result?.rows;
    return { rows: rows ?? [], matched: Number(result?.n ?? 0) };
  });
}

/** Newest users looked at by a broad search before it falls back to sorting every match. */
const RECENT_WINDOW = 20_000;

/**
 * A broad search (more matches than the cap): its newest matches are usually among the newest
 * users, so walk those first; if the page is not there, sort all matches from the search indexes.
 */
async function broadPage(db: Db, where: SQL, limit: number, offset: number, window: number): Promise<UserListRow[]> {
  const recent = await queryRows<UserListRow>(
    db,
    sql`SELECT ${COLUMNS} FROM (
        SELECT ${COLUMNS} FROM users ORDER BY created_at DESC, id DESC LIMIT ${window}
      ) AS recent WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  if (recent.length === limit) return recent;
  return throughSearchIndexes(db, (tx) =>
    queryRows<UserListRow>(
      tx,
      sql`SELECT ${COLUMNS} FROM users WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
  );
}

/**
 * Users newest first, optionally searched by username, e-mail, first or last name (case-insensitive
 * substring; one or two characters match the start of one of them). The total is exact up to SEARCH_COUNT_CAP rows past the page, so a broad search at a
 * million users stays cheap; balances are the stored running balances.
 */
export async function searchUsers(
  db: Db,
  query: TAdminUsersQuery,
  options: { recentWindow?: number } = {},
): Promise<TAdminUsersPage> {
  const where = userSearchCondition(query.q);
  const offset = (query.page - 1) * query.pageSize;
  const countLimit = offset + SEARCH_COUNT_CAP + 1;
  let found: Found;
  if (HAS_TRIGRAM.test(query.q) || (query.q && isShortTerm(query.q))) {
    found = await selectiveMatches(db, where, query.pageSize, offset, countLimit);
    if (found.matched >= countLimit)
      found.rows = await broadPage(db, where, query.pageSize, offset, options.recentWindow ?? RECENT_WINDOW);
  } else {
    // No search, or a longer term with no trigram to look up (punctuation only).
    found = await orderedPage(db, where, query.pageSize, offset, countLimit);
  }
  const { rows, matched } = found;
  return {
    users: rows.map(toRow),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(matched, countLimit - 1),
    isTotalCapped: matched >= countLimit,
  };
}

function toRow(r: UserListRow): TAdminUserRow {
  return {
    _id: r.id,
    username: r.username,
    email: r.email,
    name: { firstname: r.first_name, lastname: r.last_name },
    wallet: Number(r.balance_cents) / 100,
    isVerified: r.is_verified,
    isAdmin: r.is_admin,
    imageUrl: fileUrl(r.image_file_id),
    createdAt: new Date(r.created_at).toISOString(),
  };
}
