import { SEARCH_COUNT_CAP, type TAuditPage, type TAuditQuery } from "@vaultline/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { type AuditRow, toAuditEntry } from "./admin.dto.ts";
import { describeTargets } from "./audit-targets.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function filters(query: TAuditQuery): SQL {
  const parts: SQL[] = [];
  if (query.admin) {
    parts.push(
      UUID.test(query.admin)
        ? sql`a.admin_id = ${query.admin}::uuid`
        : sql`a.admin_id = (SELECT id FROM users WHERE lower(username) = lower(${query.admin}))`,
    );
  }
  if (query.action) parts.push(sql`a.action = ${query.action}`);
  if (query.targetType) parts.push(sql`a.target_type = ${query.targetType}`);
  if (query.targetId) parts.push(sql`a.target_id = ${query.targetId}`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** The audit log, newest first, filtered by admin (id or username), action and target. Read-only. */
export async function listAudit(db: Db, query: TAuditQuery): Promise<TAuditPage> {
  const where = filters(query);
  const offset = (query.page - 1) * query.pageSize;
  const rows = await queryRows<AuditRow>(
    db,
    sql`SELECT a.id, a.admin_id, u.username AS admin_username, u.first_name || ' ' || u.last_name AS admin_name, a.action, a.target_type, a.target_id,
        a.before, a.after, a.reason, a.created_at
      FROM audit_log a LEFT JOIN users u ON u.id = a.admin_id
      WHERE ${where}
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${query.pageSize} OFFSET ${offset}`,
  );
  const countLimit = offset + SEARCH_COUNT_CAP + 1;
  const [counted] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM audit_log a WHERE ${where} LIMIT ${countLimit}) AS matches`,
  );
  const matched = Number(counted?.n ?? 0);
  const targets = await describeTargets(
    db,
    rows.map((r) => ({ targetType: r.target_type, targetId: r.target_id })),
  );
  return {
    entries: rows.map((r, i) => toAuditEntry(r, targets[i])),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(matched, countLimit - 1),
    isTotalCapped: matched >= countLimit,
  };
}
