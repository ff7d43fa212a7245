import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { previousMonth } from "./statement-data.ts";
import { formatMonth } from "./statement-format.ts";

/** Members told per transaction: a month of a large membership is announced in many small steps. */
const BATCH = 500;

/**
 * Run on the 1st (the statement-notices job): tells every member who has a statement for the month
 * that just ended that it can be downloaded. A member has one when, in that month, their wallet had
 * an entry or a non-zero balance at its start, or a position of theirs was bought, moved or held.
 * Each notice is recorded with its mail in one transaction, so a retried run tells nobody twice.
 * Returns how many members were told.
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
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const rows = await queryRows<{ user_id: string; email: string; first_name: string }>(
        tx,
        sql`WITH due AS (
              SELECT user_id FROM (
                SELECT user_id FROM ledger_entries WHERE created_at < ${month.end}
                GROUP BY user_id
                HAVING count(*) FILTER (WHERE created_at >= ${month.start}) > 0
                    OR coalesce(sum(amount_cents) FILTER (WHERE created_at < ${month.start}), 0) <> 0
                UNION
                SELECT d.user_id FROM deposits d
                WHERE d.invested_at < ${month.end} AND d.units_micro IS NOT NULL
                  AND (d.invested_at >= ${month.start}
                    OR d.units_micro + coalesce((SELECT sum(units_micro) FROM plan_transactions
                         WHERE deposit_id = d.id AND kind = 'sell' AND created_at < ${month.start}), 0) > 0)
              ) members
              WHERE NOT EXISTS (SELECT 1 FROM statement_notices n
                                WHERE n.user_id = members.user_id AND n.month = ${monthDay}::date)
              LIMIT ${BATCH}
            ), noted AS (
              INSERT INTO statement_notices (user_id, month, sent_at)
              SELECT user_id, ${monthDay}::date, ${now} FROM due
              ON CONFLICT DO NOTHING RETURNING user_id
            )
            SELECT u.id AS user_id, u.email, u.first_name FROM noted JOIN users u ON u.id = noted.user_id`,
      );
      for (const row of rows) {
        await deps.jobs.enqueue(tx, sendMailJob, {
          to: row.email,
          subject: `Your statement for ${formatMonth(month.key)} is ready`,
          text: `Hello ${row.first_name},\n\nYour statement for ${formatMonth(month.key)} is ready: your opening and closing wallet balance, every movement with its reference, and your positions at the month's end.\n\nDownload it as PDF or CSV from your dashboard: ${link}\n\nVaultline`,
        });
      }
      return rows.length;
    });
    told += sent;
    if (sent < BATCH) return told;
  }
}
