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
  return sql`lower(username || ' ' || email || ' ' || first_name || ' ' || last_name) LIKE '%' || lower(${escapeLike(q)}) || '%' ESCAPE '\\'`;
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
};

/**
 * Users newest first, optionally searched by username, e-mail, first or last name (case-insensitive
 * substring). The total is exact up to SEARCH_COUNT_CAP rows past the page, so a broad search at a
 * million users stays cheap; balances come from one grouped ledger query for this page only.
 */
export async function searchUsers(db: Db, query: TAdminUsersQuery): Promise<TAdminUsersPage> {
  const where = userSearchCondition(query.q);
  const offset = (query.page - 1) * query.pageSize;
  const countLimit = offset + SEARCH_COUNT_CAP + 1;
  // Two independent reads: on a pool they run side by side.
  const [rows, [counted]] = await Promise.all([
    queryRows<UserListRow>(
      db,
      sql`SELECT id, username, email, first_name, last_name, is_verified, is_admin, image_file_id, created_at
        FROM users WHERE ${where}
        ORDER BY created_at DESC, id DESC
        LIMIT ${query.pageSize} OFFSET ${offset}`,
    ),
    queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM (SELECT 1 FROM users WHERE ${where} LIMIT ${countLimit}) AS matches`,
    ),
  ]);
  const matched = Number(counted?.n ?? 0);
  const balances = await getBalances(
    db,
    rows.map((r) => r.id),
  );
  return {
    users: rows.map((r) => toRow(r, balances.get(r.id) ?? 0)),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(matched, countLimit - 1),
    isTotalCapped: matched >= countLimit,
  };
}

/** Wallet balances in cents of the given users, in one grouped query. */
export async function getBalances(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{ user_id: string; cents: number | string }>(
    db,
    sql`SELECT user_id, sum(amount_cents) AS cents FROM ledger_entries WHERE user_id IN (${ids}) GROUP BY user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, Number(r.cents)]));
}

function toRow(r: UserListRow, balanceCents: number): TAdminUserRow {
  return {
    _id: r.id,
    username: r.username,
    email: r.email,
    name: { firstname: r.first_name, lastname: r.last_name },
    wallet: balanceCents / 100,
    isVerified: r.is_verified,
    isAdmin: r.is_admin,
    imageUrl: fileUrl(r.image_file_id),
    createdAt: new Date(r.created_at).toISOString(),
  };
}
