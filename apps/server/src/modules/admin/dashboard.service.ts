import { type TAdminDashboard, toDollars } from "@vaultline/shared";
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

/**
 * The counts of every admin queue (pending rows, read from the status indexes), the number of users
 * (the kept member count plus the admins) and the last 30 UTC days of sign-ups and deposits from
 * daily_totals (migration 0019; each counter's slots added up, 0025): constant work whatever the size
 * of the tables.
 */
export async function getDashboard(db: Db): Promise<TAdminDashboard> {
  const [counts] = await queryRows<CountsRow>(
    db,
    sql`SELECT
      (SELECT count(*) FROM deposits WHERE status = 'pending') AS pending_deposits,
      (SELECT coalesce(sum(n), 0) FROM member_count) + (SELECT count(*) FROM users WHERE is_admin) AS users,
      (SELECT count(*) FROM verification_requests WHERE status = 'pending') AS pending_verifications,
      (SELECT count(*) FROM withdrawals WHERE status = 'pending') AS pending_withdrawals,
      (SELECT count(*) FROM course_payments WHERE status = 'pending') AS pending_course_payments`,
  );
  const daily = await queryRows<DayRow>(
    db,
    sql`SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
        coalesce(t.signups, 0) AS signups,
        coalesce(t.deposits, 0) AS deposits,
        coalesce(t.deposit_cents, 0) AS deposit_cents
      FROM generate_series(
        (now() AT TIME ZONE 'UTC')::date - ${DAYS - 1}::int,
        (now() AT TIME ZONE 'UTC')::date,
        interval '1 day'
      ) AS days(day)
      LEFT JOIN (
        SELECT day, sum(signups) AS signups, sum(deposits) AS deposits, sum(deposit_cents) AS deposit_cents
        FROM daily_totals
        WHERE day > (now() AT TIME ZONE 'UTC')::date - ${DAYS}::int
        GROUP BY day
      ) AS t ON t.day = days.day::date
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
      depositAmount: toDollars(Number(d.deposit_cents)),
    })),
  };
}
