import type { TLedgerKind } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ledgerEntries, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

export type LedgerKind = TLedgerKind;

/**
 * The wallet balance in cents: the sum of the user's ledger entries, which the database keeps on the
 * user's row as entries are inserted (migration 0018). Exact inside the transaction that posted them.
 */
export async function getBalanceCents(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, userId));
  return row?.balanceCents ?? 0;
}

/**
 * Serialises balance changes of one user: call first inside the transaction that posts entries,
 * so two racing debits cannot both see the same balance.
 *
 * Lock order (docs/adr/0101-lock-order.md), in every transaction that moves money or decides on it:
 * 1. the member's users row, here (it holds the wallet balance), before any row of theirs is locked;
 * 2. then the item: the withdrawal, deposit, pending adjustment, course payment or saved address.
 * Read an item's owner without a lock to find whom to lock first. The lock is FOR NO KEY UPDATE: it
 * serialises wallet changes but not the key-share locks that foreign keys take on a users row (an
 * audit row naming the admin, a decision's decided_by), so an admin who is locked as a member while
 * deciding for another member, who decides for them, waits for nobody. The idempotency key's row
 * has no foreign key at all. A deadlock that still happens is retried by db.transaction.
 */
export async function lockWallet(tx: Db, userId: string): Promise<void> {
  const locked = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  if (!locked.length) throw new AppError("NOT_FOUND", "User not found");
}

export type NewLedgerEntry = {
  userId: string;
  kind: LedgerKind;
  amountCents: number;
  reason?: string | null;
  refType?: string | null;
  refId?: string | null;
  createdBy?: string | null;
  /** The app's clock when a rule counts entries by time (the four-eyes window); the database's otherwise. */
  createdAt?: Date;
};

/**
 * Appends one entry. A debit that would take the balance below zero is refused.
 * Must run inside a transaction that called lockWallet for the same user.
 */
export async function postLedgerEntry(tx: Db, entry: NewLedgerEntry): Promise<{ id: string; balanceCents: number }> {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
    throw new AppError("BAD_REQUEST", "Amount must be a non-zero whole number of cents");
  }
  const before = await getBalanceCents(tx, entry.userId);
  const after = before + entry.amountCents;
  if (after < 0) throw new AppError("BAD_REQUEST", "Insufficient wallet balance");
  const [row] = await tx.insert(ledgerEntries).values(entry).returning({ id: ledgerEntries.id });
  if (!row) throw new Error("ledger insert returned nothing");
  return { id: row.id, balanceCents: after };
}
