import { SEARCH_COUNT_CAP, type TAdminUsersPage, type TAdminUsersQuery } from "@vaultline/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows, queryRowsWith } from "../../db/client.ts";
import { toRow, type UserListRow } from "./admin.dto.ts";

/** `%`, `_` and `\` match themselves: escaped for LIKE … ESCAPE '\'. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The users matching `q`, as `id, created_at` rows. A longer term is a substring of search_text
 * (username, e-mail, first and last name, lowered, space-separated), kept in user_search (migration
 * 0026) and answered by user_search_trgm_idx; one or two characters match the start of a username,
 * e-mail, first or last name, from the prefix indexes of migration 0020 (for the short terms that
 * user_name_starts cannot answer, see fromNameStarts).
 */
export function searchMatches(q: string): SQL {
  if (isShortTerm(q)) {
    return sql`SELECT id, created_at FROM users WHERE ${prefixCondition(q)}`;
  }
  return sql`SELECT user_id AS id, created_at FROM user_search WHERE ${substringCondition(q)}`;
}

/** One or two characters: too short for a trigram. */
export function isShortTerm(q: string): boolean {
  return [...q].length <= 2;
}

/** On users: `q` starts the username, e-mail, first or last name. */
function prefixCondition(q: string): SQL {
  const prefix = sql`lower(${escapeLike(q)}) || '%'`;
  return sql`(lower(username) LIKE ${prefix} ESCAPE '\\' OR lower(email) LIKE ${prefix} ESCAPE '\\'
    OR lower(first_name) LIKE ${prefix} ESCAPE '\\' OR lower(last_name) LIKE ${prefix} ESCAPE '\\')`;
}

/** On user_search: `q` is a substring of search_text. */
function substringCondition(q: string): SQL {
  return sql`search_text LIKE ${substringPattern(q)} ESCAPE '\\'`;
}

/** The LIKE pattern (escape `\`) of search_text values that contain `q`. */
function substringPattern(q: string): SQL {
  return sql`'%' || lower(${escapeLike(q)}) || '%'`;
}

const COLUMNS = sql.raw(
  "id, username, email, first_name, last_name, is_verified, is_admin, image_file_id, created_at, balance_cents",
);

/** A run of 3 letters or digits: pg_trgm has a trigram to look up, so the index narrows the search. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

type Found = { rows: UserListRow[]; matched: number };

/** The page of all users, newest first, and their capped count, in one round trip. */
async function everyone(db: Db, limit: number, offset: number, countLimit: number): Promise<Found> {
  const [result] = await queryRows<PageAnswer>(
    db,
    sql`SELECT (SELECT count(*) FROM (SELECT 1 FROM users LIMIT ${countLimit}) AS counted) AS n,
      (SELECT json_agg(u ORDER BY u.created_at DESC, u.id DESC) FROM (SELECT ${COLUMNS} FROM users ORDER BY created_at DESC, id DESC
        LIMIT ${limit} OFFSET ${offset}) AS u) AS rows`,
  );
  return found(result);
}

/** The planner held to one way in: the search indexes, or a walk of the newest users. */
type Way = "search indexes" | "newest first";

function plannerSettings(way: Way): Record<string, string> {
  const closed = way === "search indexes" ? "enable_indexscan" : "enable_bitmapscan";
  return { enable_seqscan: "off", [closed]: "off" };
}

/** The count of `matches` (a CTE) and its page of full rows, newest first, in one answer. */
async function countAndPage(db: Db, matches: SQL, limit: number, offset: number, way?: Way): Promise<Found> {
  const query = sql`WITH m AS MATERIALIZED (${matches}),
      p AS (SELECT id FROM m ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset})
      SELECT (SELECT count(*) FROM m) AS n,
        (SELECT json_agg(u ORDER BY u.created_at DESC, u.id DESC)
          FROM (SELECT ${COLUMNS} FROM users WHERE id IN (SELECT id FROM p)) AS u) AS rows`;
  const [result] = way
    ? await queryRowsWith<PageAnswer>(db, plannerSettings(way), query)
    : await queryRows<PageAnswer>(db, query);
  return found(result);
}

/** A count and a page of rows as json_agg gives them (null for no rows). */
type PageAnswer = { n: number | string; rows: UserListRow[] | null };

function found(result: PageAnswer | undefined): Found {
  return { rows: result?.rows ?? [], matched: Number(result?.n ?? 0) };
}

/** Matches the search indexes may collect and sort; past it the page comes from a walk. */
const INDEX_LIMIT = 50_000;

/**
 * Every match (up to INDEX_LIMIT) from the trigram or prefix indexes, sorted for the page: the cost
 * grows with the number of matches, so this is the way for searches that match few users.
 */
async function fromSearchIndexes(db: Db, q: string, limit: number, offset: number, countLimit: number) {
  const collect = Math.max(INDEX_LIMIT, countLimit);
  const found = await countAndPage(db, sql`${searchMatches(q)} LIMIT ${collect}`, limit, offset, "search indexes");
  if (found.matched < collect) return found;
  // The estimate sent a broad search here: its page comes from the newest users down.
  const { rows } = await fromNewest(db, q, limit, offset, offset + limit);
  return { rows, matched: found.matched };
}

/**
 * The first `countLimit` matches among the newest `window` users (all of them without a window),
 * read from one index of user_search alone (user_search_created_at_idx includes search_text).
 */
export function newestMatches(q: string, countLimit: number, window?: number): SQL {
  const newest = sql`(SELECT user_id AS id, created_at, search_text FROM user_search
    ORDER BY created_at DESC, user_id DESC ${window === undefined ? sql`` : sql`LIMIT ${window}`}) AS newest`;
  if (isShortTerm(q)) return newestWordStarts(q, countLimit, newest);
  return sql`SELECT id, created_at FROM ${newest} WHERE ${substringCondition(q)} LIMIT ${countLimit}`;
}

/**
 * A short term that user_name_starts cannot answer (see fitsNameStarts) looks for a word of
 * search_text that starts with it: when search_text has just its three separating spaces, its
 * words are exactly the four fields; otherwise (a name with a space) the user's fields are read.
 */
function newestWordStarts(q: string, countLimit: number, newest: SQL): SQL {
  const term = escapeLike(q);
  // A term with a space could span a separator: only the fields themselves can say.
  const isWordEnough = q.includes(" ") ? sql`false` : sql`NOT has_spaced_name`;
  // OFFSET 0 keeps the cheap test in its own step: with the field comparison beside it, PostgreSQL
  // ran the walk at a third of the speed.
  return sql`SELECT id, created_at FROM (
      SELECT id, created_at, length(search_text) - length(replace(search_text, ' ', '')) <> 3 AS has_spaced_name
      FROM ${newest}
      WHERE search_text LIKE lower(${term}) || '%' ESCAPE '\\' OR search_text LIKE '% ' || lower(${term}) || '%' ESCAPE '\\'
      OFFSET 0
    ) AS candidates
    WHERE ${isWordEnough} OR EXISTS (SELECT 1 FROM users WHERE users.id = candidates.id AND ${prefixCondition(q)})
    LIMIT ${countLimit}`;
}

/**
 * A short term that user_name_starts answers exactly: one whose lowering keeps its length, so that
 * lowered it is a one- or two-character start as the table stores them (PostgreSQL's lower() keeps
 * the length; a collation that did not could make it longer).
 */
function fitsNameStarts(q: string): boolean {
  return [...q.toLowerCase()].length === [...q].length;
}

/**
 * A short term's matches from user_name_starts (migration 0029), whose index lists the users of
 * each start in sign-up order: the newest `countLimit` of them are read and no more, however many
 * users share the start, so no estimate is needed to choose a way.
 */
function fromNameStarts(db: Db, q: string, limit: number, offset: number, countLimit: number) {
  const matches = sql`SELECT user_id AS id, created_at FROM user_name_starts WHERE start = lower(${q})
    ORDER BY created_at DESC, user_id DESC LIMIT ${countLimit}`;
  return countAndPage(db, matches, limit, offset);
}

/**
 * Walks the newest users, keeping the first `countLimit` matches: the cost grows with countLimit
 * divided by the share of users that match, so this is the way for broad searches.
 */
function fromNewest(db: Db, q: string, limit: number, offset: number, countLimit: number, window?: number) {
  return countAndPage(db, newestMatches(q, countLimit, window), limit, offset, "newest first");
}

/**
 * The matches of a longer term from the newest quarters of user_search down (migration 0027),
 * stopping after the quarter in which there are `countLimit` of them: the cost grows with the
 * quarters read, so this is the way for a term with more matches than the count shows but too few
 * for a walk. Every match left unread is older than the page, so page and count stay exact.
 */
function fromNewestQuarters(db: Db, q: string, limit: number, offset: number, countLimit: number) {
  const matches = sql`SELECT id, created_at FROM user_search_newest_quarters(${substringPattern(q)}, ${countLimit})`;
  return countAndPage(db, matches, limit, offset, "search indexes");
}

type Estimate = { matches: number; users: number };

/**
 * The planner's estimates, from the tables' statistics, of the users `matches` finds and of all
 * users: the two branches of one EXPLAIN, so one round trip.
 */
export async function estimateMatches(db: Db, matches: SQL): Promise<Estimate> {
  const [explained] = await queryRows<{ "QUERY PLAN": unknown }>(
    db,
    sql`EXPLAIN (FORMAT JSON) ${matches} UNION ALL SELECT id, created_at FROM users`,
  );
  type Node = { "Plan Rows": number; Plans?: Node[] };
  const plan = explained?.["QUERY PLAN"] as [{ Plan: Node }] | undefined;
  const [matching, all] = plan?.[0]?.Plan.Plans ?? [];
  return { matches: matching?.["Plan Rows"] ?? 0, users: all?.["Plan Rows"] ?? 0 };
}

/**
 * A row of the walk (read from an index) costs about a fifth of a match collected from the search
 * indexes (a table page each), measured at a million users.
 */
const WALK_ROW_COST = 0.2;

/**
 * Which way is cheaper. The indexes read every match (M of them); a walk reads countLimit ÷ (M ÷
 * users) rows to find countLimit matches. The walk wins when M² > WALK_ROW_COST × countLimit ×
 * users: at a million users, more than about 14,000 matches.
 */
export function isBroad({ matches, users }: Estimate, countLimit: number): boolean {
  return users > 0 && matches * matches > WALK_ROW_COST * countLimit * users;
}

export type SearchOptions = { estimate?: (db: Db, matches: SQL) => Promise<Estimate> };

/**
 * Users newest first, optionally searched by username, e-mail, first or last name (case-insensitive
 * substring; one or two characters match the start of one of them). The total is exact up to
 * SEARCH_COUNT_CAP rows past the page, so a broad search at a million users stays cheap; balances
 * are the stored running balances.
 */
export async function searchUsers(
  db: Db,
  query: TAdminUsersQuery,
  options: SearchOptions = {},
): Promise<TAdminUsersPage> {
  const { q, pageSize } = query;
  const offset = (query.page - 1) * pageSize;
  const countLimit = offset + SEARCH_COUNT_CAP + 1;
  let found: Found | undefined;
  if (!q) {
    found = await everyone(db, pageSize, offset, countLimit);
  } else if (isShortTerm(q) && fitsNameStarts(q)) {
    found = await fromNameStarts(db, q, pageSize, offset, countLimit);
  } else if (HAS_TRIGRAM.test(q) || isShortTerm(q)) {
    const estimate = await (options.estimate ?? estimateMatches)(db, searchMatches(q));
    if (isBroad(estimate, countLimit)) {
      // Four times the rows the estimate expects to walk; fewer matches than that means it was wrong.
      const window = Math.ceil((4 * countLimit * estimate.users) / estimate.matches);
      const newest = await fromNewest(db, q, pageSize, offset, countLimit, window);
      if (newest.matched >= countLimit) found = newest;
    } else if (!isShortTerm(q) && estimate.matches >= countLimit) {
      found = await fromNewestQuarters(db, q, pageSize, offset, countLimit);
    }
    // Few matches expected (or a walk that fell short): every quarter's index at once.
    found ??= await fromSearchIndexes(db, q, pageSize, offset, countLimit);
  } else {
    // A longer term with no trigram to look up (punctuation only): no index narrows it.
    found = await fromNewest(db, q, pageSize, offset, countLimit);
  }
  const { rows, matched } = found;
  return {
    users: rows.map(toRow),
    page: query.page,
    pageSize,
    total: Math.min(matched, countLimit - 1),
    isTotalCapped: matched >= countLimit,
  };
}
