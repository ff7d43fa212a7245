import type { TAdminDashboard } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

const DAYS = 30;

type CountsRow = {
  pending_deposits: number | string;
  users: number | string;
  pending_verifications: number | string;
  pending_withdrawals: number | string;
  pending_course_payments: number | string;
};
type DayRow = { day: string; signups: number | string; deposits: number | string; deposit_cents: number | string };

/** The counts of every admin queue, read from the tables, and the last 30 days of sign-ups and deposits. */
export async function getDashboard(db: Db): Promise<TAdminDashboard> {
  const [counts] = await queryRows<CountsRow>(
    db,
    sql`SELECT
      (SELECT count(*) FROM deposits WHERE status = 'pending') AS pending_deposits,
      (SELECT count(*) FROM users) AS users,
      (SELECT count(*) FROM verification_requests WHERE status = 'pending') AS pending_verifications,
      (SELECT count(*) FROM withdrawals WHERE status = 'pending') AS pending_withdrawals,
      (SELECT count(*) FROM course_payments WHERE status = 'pending') AS pending_course_payments`,
  );
  // Days are UTC calendar days; the range predicates keep the created_at indexes usable.
  const daily = await queryRows<DayRow>(
    db,
    sql`WITH days AS (
        SELECT generate_series(
          date_trunc('day', now() AT TIME ZONE 'UTC') - make_interval(days => ${DAYS - 1}),
          date_trunc('day', now() AT TIME ZONE 'UTC'),
          interval '1 day'
        ) AS day
      ),
      signups AS (
        SELECT date_trunc('day', created_at AT TIME ZONE 'UTC') AS day, count(*) AS n
        FROM users
        WHERE created_at >= (date_trunc('day', now() AT TIME ZONE 'UTC') - make_interval(days => ${DAYS - 1})) AT TIME ZONE 'UTC'
        GROUP BY 1
      ),
      deps AS (
        SELECT date_trunc('day', created_at AT TIME ZONE 'UTC') AS day, count(*) AS n, sum(amount_cents) AS cents
        FROM deposits
        WHERE created_at >= (date_trunc('day', now() AT TIME ZONE 'UTC') - make_interval(days => ${DAYS - 1})) AT TIME ZONE 'UTC'
        GROUP BY 1
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
        coalesce(signups.n, 0) AS signups,
        coalesce(deps.n, 0) AS deposits,
        coalesce(deps.cents, 0) AS deposit_cents
      FROM days
      LEFT JOIN signups ON signups.day = days.day
      LEFT JOIN deps ON deps.day = days.day
      ORDER BY days.day`,
  );
  return {
    counts: {
      pendingDeposits: Number(counts?.pending_deposits ?? 0),
      users: Number(counts?.users ?? 0),
      pendingVerifications: Number(counts?.pending_verifications ?? 0),
      pendingWithdrawals: Number(counts?.pending_withdrawals ?? 0),
      pendingCoursePayments: Number(counts?.pending_course_payments ?? 0),
    },
    daily: daily.map((d) => ({
      day: d.day,
      signups: Number(d.signups),
      deposits: Number(d.deposits),
      depositAmount: Number(d.deposit_cents) / 100,
    })),
  };
}
