import {
  LEDGER_KIND_LABELS,
  monthKey,
  STATEMENT_MESSAGES,
  type TLedgerKind,
  type TStatementSummary,
  toDollars,
} from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { unitsValueCents } from "../portfolios/index.ts";

/** A UTC calendar month: `YYYY-MM`, its first instant and the first instant of the next month. */
export type Month = { key: string; start: Date; end: Date };

export function monthOf(key: string): Month {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return { key, start: new Date(Date.UTC(year, month - 1, 1)), end: new Date(Date.UTC(year, month, 1)) };
}

/** The month before the one `now` is in: the newest month whose statement is final. */
export function previousMonth(now: Date): Month {
  return monthOf(monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))));
}

export type StatementMovement = {
  entryId: string;
  at: Date;
  kind: TLedgerKind;
  description: string;
  referenceType: string;
  reference: string;
  amountCents: number;
  balanceAfterCents: number;
};

/** A deposit that bought units of a plan in the month (card and crypto deposits never touch the wallet). */
export type StatementInvestment = {
  depositId: string;
  at: Date;
  planName: string;
  paidCents: number;
  unitsMicro: bigint;
  navMicro: bigint;
};

/** A position held at the month's end, valued at the NAV of its plan's last snapshot of the month. */
export type StatementPosition = {
  depositId: string;
  planName: string;
  unitsMicro: bigint;
  navMicro: bigint;
  navDay: string;
  /**
   * Which NAV values it: the plan's daily record on or before the month's last day, or, when none is
   * later, the NAV of the plan's last trade before the month's end (for a plan launched in the month,
   * the buy's own NAV).
   */
  navKind: "daily" | "trade";
  valueCents: number;
};

export type Statement = {
  month: Month;
  member: { id: string; name: string; username: string; email: string };
  openingCents: number;
  movements: StatementMovement[];
  closingCents: number;
  investments: StatementInvestment[];
  positions: StatementPosition[];
};

type MovementRow = {
  id: string;
  created_at: string | Date;
  kind: TLedgerKind;
  amount_cents: string | number;
  reason: string | null;
  ref_type: string | null;
  ref_id: string | null;
};

/**
 * A member's statement of one month, made from the ledger as it is: the opening balance is the sum
 * of every entry before the month, each entry of the month follows in the order it was booked, and
 * the closing balance is opening + movements (docs/statements.md). Refused for a month that has not
 * ended or in which the member had nothing and did nothing.
 */
export async function buildStatement(db: Db, input: { userId: string; month: string; now: Date }): Promise<Statement> {
  const month = monthOf(input.month);
  if (month.end > input.now) throw new AppError("BAD_REQUEST", STATEMENT_MESSAGES.notClosed);
  const [member] = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    username: string;
    email: string;
  }>(db, sql`SELECT id, first_name, last_name, username, email FROM users WHERE id = ${input.userId}`);
  if (!member) throw new AppError("NOT_FOUND", STATEMENT_MESSAGES.notFound);
  const [opening] = await queryRows<{ cents: string | number | null }>(
    db,
    sql`SELECT sum(amount_cents) AS cents FROM ledger_entries
        WHERE user_id = ${input.userId} AND created_at < ${month.start}`,
  );
  const rows = await queryRows<MovementRow>(
    db,
    sql`SELECT id, created_at, kind, amount_cents, reason, ref_type, ref_id FROM ledger_entries
        WHERE user_id = ${input.userId} AND created_at >= ${month.start} AND created_at < ${month.end}
        ORDER BY created_at, seq`,
  );
  const openingCents = Number(opening?.cents ?? 0);
  let balance = openingCents;
  const movements = rows.map((row): StatementMovement => {
    const amountCents = Number(row.amount_cents);
    balance += amountCents;
    const label = LEDGER_KIND_LABELS[row.kind];
    return {
      entryId: row.id,
      at: new Date(row.created_at),
      kind: row.kind,
      description: row.reason ? `${label}: ${row.reason}` : label,
      referenceType: row.ref_type ?? "ledger_entry",
      reference: row.ref_id ?? row.id,
      amountCents,
      balanceAfterCents: balance,
    };
  });
  const [investments, positions] = await Promise.all([
    investmentsOf(db, input.userId, month),
    positionsAt(db, input.userId, month),
  ]);
  if (
    openingCents === 0 &&
    movements.length === 0 &&
    investments.length === 0 &&
    !(await hadPositions(db, input.userId, month))
  ) {
    throw new AppError("NOT_FOUND", STATEMENT_MESSAGES.notFound);
  }
  return {
    month,
    member: {
      id: member.id,
      name: `${member.first_name} ${member.last_name}`,
      username: member.username,
      email: member.email,
    },
    openingCents,
    movements,
    closingCents: balance,
    investments,
    positions,
  };
}

async function investmentsOf(db: Db, userId: string, month: Month): Promise<StatementInvestment[]> {
  const rows = await queryRows<{
    id: string;
    invested_at: string | Date;
    plan_name: string;
    amount_cents: string | number;
    units_micro: string;
    buy_nav_micro: string;
  }>(
    db,
    sql`SELECT id, invested_at, plan_name, amount_cents, units_micro, buy_nav_micro FROM deposits
        WHERE user_id = ${userId} AND invested_at >= ${month.start} AND invested_at < ${month.end}
          AND units_micro IS NOT NULL
        ORDER BY invested_at, id`,
  );
  return rows.map((r) => ({
    depositId: r.id,
    at: new Date(r.invested_at),
    planName: r.plan_name,
    paidCents: Number(r.amount_cents),
    unitsMicro: BigInt(r.units_micro),
    navMicro: BigInt(r.buy_nav_micro),
  }));
}

/**
 * Units each position held at the month's end: bought before the end, less what was moved to the
 * wallet (the plan's sell rows of that deposit) before the end. Valued at the last NAV known at the
 * month's end: the plan's daily snapshot on or before its last day, or its last trade's NAV when that
 * came later (a plan launched in the month has no snapshot yet, but every position has its buy).
 */
async function positionsAt(db: Db, userId: string, month: Month): Promise<StatementPosition[]> {
  const lastDay = new Date(month.end.getTime() - 1).toISOString().slice(0, 10);
  const rows = await queryRows<{
    id: string;
    plan_name: string;
    units_micro: string;
    nav_micro: string | null;
    nav_day: string | Date | null;
    trade_nav_micro: string;
    trade_at: string | Date;
  }>(
    db,
    sql`SELECT d.id, d.plan_name, (d.units_micro + coalesce(moved.units, 0))::text AS units_micro,
               snap.nav_micro::text AS nav_micro, snap.day AS nav_day,
               trade.nav_micro::text AS trade_nav_micro, trade.created_at AS trade_at
        FROM deposits d
        LEFT JOIN LATERAL (
          SELECT sum(units_micro) AS units FROM plan_transactions
          WHERE deposit_id = d.id AND kind = 'sell' AND created_at < ${month.end}
        ) moved ON true
        LEFT JOIN LATERAL (
          SELECT nav_micro, day FROM plan_nav_snapshots
          WHERE plan_id = d.plan_id AND day <= ${lastDay}::date
          ORDER BY day DESC LIMIT 1
        ) snap ON true
        JOIN LATERAL (
          SELECT nav_micro, created_at FROM plan_transactions
          WHERE plan_id = d.plan_id AND created_at < ${month.end}
          ORDER BY created_at DESC, id DESC LIMIT 1
        ) trade ON true
        WHERE d.user_id = ${userId} AND d.invested_at < ${month.end} AND d.units_micro IS NOT NULL
          AND d.units_micro + coalesce(moved.units, 0) > 0
        ORDER BY d.invested_at, d.id`,
  );
  return rows.map((r) => {
    const units = BigInt(r.units_micro);
    const tradeDay = dayOf(r.trade_at);
    // A snapshot is taken at the day's end: a trade on a later day is the newer NAV.
    const isDaily = r.nav_micro !== null && r.nav_day !== null && dayOf(r.nav_day) >= tradeDay;
    const nav = BigInt(isDaily ? (r.nav_micro as string) : r.trade_nav_micro);
    return {
      depositId: r.id,
      planName: r.plan_name,
      unitsMicro: units,
      navMicro: nav,
      navDay: isDaily ? dayOf(r.nav_day as string | Date) : tradeDay,
      navKind: isDaily ? "daily" : "trade",
      valueCents: Number(unitsValueCents(units, nav)),
    };
  });
}

function dayOf(value: string | Date): string {
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** Whether the member held units at any time in the month (at its start, or bought and moved within it). */
async function hadPositions(db: Db, userId: string, month: Month): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM deposits d
          WHERE d.user_id = ${userId} AND d.invested_at < ${month.end} AND d.units_micro IS NOT NULL
            AND d.units_micro + coalesce((SELECT sum(units_micro) FROM plan_transactions
                  WHERE deposit_id = d.id AND kind = 'sell' AND created_at < ${month.start}), 0) > 0
        ) AS held`,
  );
  return Boolean(row?.held);
}

/**
 * The months with a statement for one member, newest first, up to the last month that has ended: a
 * month in which the member's wallet or plans moved, or in which they held money or units.
 */
export async function listStatementMonths(db: Db, userId: string, now: Date): Promise<TStatementSummary[]> {
  const current = monthKey(now);
  const rows = await queryRows<{ month: string; entries: string | number; cents: string | number; units: string }>(
    db,
    sql`SELECT month, sum(entries) AS entries, sum(cents) AS cents, sum(units)::text AS units FROM (
          SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*) AS entries,
                 sum(amount_cents) AS cents, 0::numeric AS units
          FROM ledger_entries WHERE user_id = ${userId} GROUP BY 1
          UNION ALL
          SELECT to_char(invested_at AT TIME ZONE 'UTC', 'YYYY-MM'), 0, 0, sum(units_micro)
          FROM deposits WHERE user_id = ${userId} AND invested_at IS NOT NULL AND units_micro IS NOT NULL GROUP BY 1
          UNION ALL
          SELECT to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), 0, 0, sum(t.units_micro)
          FROM plan_transactions t JOIN deposits d ON d.id = t.deposit_id
          WHERE d.user_id = ${userId} AND t.kind = 'sell' GROUP BY 1
        ) activity GROUP BY month ORDER BY month`,
  );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const first = rows[0]?.month;
  const out: TStatementSummary[] = [];
  if (!first) return out;
  let cents = 0;
  let units = 0n;
  for (let key = first; key < current; key = nextMonthKey(key)) {
    const row = byMonth.get(key);
    const openingCents = cents;
    const heldAtStart = openingCents !== 0 || units > 0n;
    cents += Number(row?.cents ?? 0);
    units += BigInt(row?.units ?? "0");
    // A month with no entry but with a buy or a move still has one: the plan activity counts.
    if (row || heldAtStart) {
      out.push({
        month: key,
        openingBalance: toDollars(openingCents),
        closingBalance: toDollars(cents),
        movements: Number(row?.entries ?? 0),
      });
    }
  }
  return out.reverse();
}

function nextMonthKey(key: string): string {
  const { end } = monthOf(key);
  return monthKey(end);
}
