import {
  type TBalancePoint,
  type TLedgerEntry,
  type TLedgerKind,
  type TPage,
  toDollars,
  WALLET_MESSAGES,
} from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { writeAudit } from "../admin/audit.ts";
import { getBalanceCents, lockWallet, postLedgerEntry } from "./ledger.ts";

/**
 * An admin adds (or, negative, removes) money with a reason: one ledger entry and one audit row in
 * one transaction. A removal that would take the wallet below zero is refused.
 */
export async function adjustBalance(
  db: Db,
  input: { adminId: string; userId: string; amountCents: number; reason: string },
): Promise<{ userId: string; balanceCents: number; entryId: string }> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, input.userId);
    const before = await getBalanceCents(tx, input.userId);
    if (before + input.amountCents < 0) throw new AppError("BAD_REQUEST", WALLET_MESSAGES.belowZero);
    const entry = await postLedgerEntry(tx, {
      userId: input.userId,
      kind: "admin_adjustment",
      amountCents: input.amountCents,
      reason: input.reason,
      createdBy: input.adminId,
    });
    await writeAudit(tx, {
      adminId: input.adminId,
      action: "wallet.adjust",
      targetType: "user",
      targetId: input.userId,
      before: { balanceCents: before },
      after: { balanceCents: entry.balanceCents, amountCents: input.amountCents, entryId: entry.id },
      reason: input.reason,
    });
    return { userId: input.userId, balanceCents: entry.balanceCents, entryId: entry.id };
  });
}

type LedgerRow = {
  id: string;
  kind: TLedgerEntry["kind"];
  amount_cents: string | number;
  balance_after: string | number;
  reason: string | null;
  ref_type: string | null;
  ref_id: string | null;
  created_at: string | Date;
};

function iso(value: string | Date): string {
  return new Date(value).toISOString();
}

/** The user's ledger, newest first, each entry with the balance right after it. */
export async function listTransactions(
  db: Db,
  userId: string,
  paging: { page: number; pageSize: number },
): Promise<TPage<TLedgerEntry>> {
  const offset = (paging.page - 1) * paging.pageSize;
  const rows = await queryRows<LedgerRow>(
    db,
    sql`SELECT id, kind, amount_cents, reason, ref_type, ref_id, created_at,
          sum(amount_cents) OVER (ORDER BY seq ROWS UNBOUNDED PRECEDING) AS balance_after
        FROM ledger_entries WHERE user_id = ${userId}
        ORDER BY seq DESC LIMIT ${paging.pageSize} OFFSET ${offset}`,
  );
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM ledger_entries WHERE user_id = ${userId}`,
  );
  return {
    items: rows.map((r) => ({
      _id: r.id,
      kind: r.kind,
      amount: toDollars(Number(r.amount_cents)),
      balanceAfter: toDollars(Number(r.balance_after)),
      reason: r.reason,
      refType: r.ref_type,
      refId: r.ref_id,
      createdAt: iso(r.created_at),
    })),
    page: paging.page,
    pageSize: paging.pageSize,
    total: Number(count?.n ?? 0),
  };
}

/** The closing balance of every day the wallet changed (UTC days), oldest first, at most the last 366. */
export async function getBalanceHistory(db: Db, userId: string): Promise<TBalancePoint[]> {
  // Every entry with the balance right after it (the last 500), so reserves, releases and payouts
  // each show as a step rather than disappearing into a daily total.
  const rows = await queryRows<{
    at: string | Date;
    kind: TLedgerKind;
    amount_cents: string | number;
    balance: string | number;
  }>(
    db,
    sql`SELECT id, created_at AS at, kind, amount_cents, balance FROM (
          SELECT id, created_at, kind, amount_cents,
                 sum(amount_cents) OVER (ORDER BY created_at, id) AS balance
          FROM ledger_entries WHERE user_id = ${userId}
        ) entries ORDER BY at DESC, id DESC LIMIT 500`,
  );
  return rows
    .map((r) => {
      const at = new Date(r.at).toISOString();
      return {
        date: at.slice(0, 10),
        at,
        kind: r.kind,
        change: toDollars(Number(r.amount_cents)),
        balance: toDollars(Number(r.balance)),
      };
    })
    .reverse();
}
