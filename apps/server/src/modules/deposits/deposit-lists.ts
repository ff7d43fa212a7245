import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { fromJsonRow } from "../../db/json-rows.ts";
import { deposits } from "../../db/schema.ts";
import type { UserSummaryRow } from "../users/index.ts";
import type { DepositRow } from "./deposits.dto.ts";

export type DepositWithUser = { deposit: DepositRow; user: UserSummaryRow };

/**
 * The deposits matching `where`, newest first, `limit` of them after `offset`, each with its user's
 * summary, in one JSON value (see fromJsonRow). The page's ids are found in the index first, so the
 * rows skipped by the offset are never joined.
 */
export async function depositsWithUsers(
  db: Db,
  where: SQL | undefined,
  window: { limit: number; offset?: number },
): Promise<DepositWithUser[]> {
  const [answer] = await queryRows<{ rows: { deposit: Record<string, unknown>; user: UserSummaryRow }[] }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_object('deposit', to_json(deposits), 'user', json_build_object(
        'id', users.id, 'username', users.username, 'email', users.email,
        'firstName', users.first_name, 'lastName', users.last_name))
      ORDER BY deposits.created_at DESC, deposits.id DESC), '[]') AS rows
      FROM deposits JOIN users ON users.id = deposits.user_id
      WHERE deposits.id IN (SELECT deposits.id FROM deposits ${where ? sql`WHERE ${where}` : sql``}
        ORDER BY deposits.created_at DESC, deposits.id DESC LIMIT ${window.limit} OFFSET ${window.offset ?? 0})`,
  );
  return (answer?.rows ?? []).map((row) => ({
    deposit: fromJsonRow(deposits, row.deposit),
    user: row.user,
  }));
}
