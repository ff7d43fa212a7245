import { formatMonthYear } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { statementReadyMail } from "../../lib/mail-templates/members.ts";
import { previousMonth } from "./statement-data.ts";

/** Members looked at per transaction: a large membership is announced in many small steps. */
const BATCH = 500;

/**
 * Run on the 1st (the statement-notices job): tells every member who has a statement for the month
 * that just ended that it can be downloaded. A member has one when, in that month, their wallet had
 * an entry or a non-zero balance at its start, or a position of theirs was bought, moved or held.
 * Members are walked in id order, a batch at a time, each test an index lookup on their own rows, so
 * the work grows with the membership and not with its square. Each notice is recorded with its mail
 * in one transaction, so a retried run tells nobody twice. Returns how many members were told.
 */
export async function announceStatements(
  db: Db,
  deps: { jobs: JobQueue; publicUrl: string },
  now: Date,
): Promise<number> {
  const month = previousMonth(now);
  const monthDay = month.start.toISOString().slice(0, 10);
  const link = `${deps.publicUrl}/dashboard#statements`;
  let told = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const ids = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM users WHERE id > ${after}::uuid ORDER BY id LIMIT ${BATCH}`,
    );
    const last = ids.at(-1)?.id;
    if (!last) return told;
    told += await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: string; email: string; first_name: string }>(
        tx,
        sql`WITH due AS (
              SELECT u.id, u.email, u.first_name FROM users u
              WHERE u.id > ${after}::uuid AND u.id <= ${last}::uuid
                AND NOT EXISTS (SELECT 1 FROM statement_notices n WHERE n.user_id = u.id AND n.month = ${monthDay}::date)
                AND (
                  EXISTS (SELECT 1 FROM ledger_entries e
                          WHERE e.user_id = u.id AND e.created_at >= ${month.start} AND e.created_at < ${month.end})
                  OR coalesce((SELECT sum(amount_cents) FROM ledger_entries e
                               WHERE e.user_id = u.id AND e.created_at < ${month.start}), 0) <> 0
                  OR EXISTS (
                    SELECT 1 FROM deposits d
                    WHERE d.user_id = u.id AND d.invested_at < ${month.end} AND d.units_micro IS NOT NULL
                      AND (d.invested_at >= ${month.start}
                        OR d.units_micro + coalesce((SELECT sum(units_micro) FROM plan_transactions
                             WHERE deposit_id = d.id AND kind = 'sell' AND created_at < ${month.start}), 0) > 0)
                  )
                )
            ), noted AS (
              INSERT INTO statement_notices (user_id, month, sent_at)
              SELECT id, ${monthDay}::date, ${now} FROM due
              ON CONFLICT DO NOTHING RETURNING user_id
            )
            SELECT due.id, due.email, due.first_name FROM due JOIN noted ON noted.user_id = due.id`,
      );
      for (const row of rows) {
        const mail = statementReadyMail({ firstName: row.first_name }, formatMonthYear(month.key), link);
        await deps.jobs.enqueue(tx, sendMailJob, mailTo({ email: row.email }, mail));
      }
      return rows.length;
    });
    after = last;
  }
}
