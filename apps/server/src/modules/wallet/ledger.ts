import type { TLedgerKind } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { ledgerEntries, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

// The member row lock lives below the modules, so the decision workflow (modules/admin) takes it too.
export { lockWallet } from "../../lib/wallet-lock.ts";

export type LedgerKind = TLedgerKind;

/**
 * The wallet balance in cents: the sum of the user's ledger entries, which the database keeps on the
 * user's row as entries are inserted (migration 0018). Exact inside the transaction that posted them.
 */
export async function getBalanceCents(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, userId));
  return row?.balanceCents ?? 0;
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
  const row = returnedRow(
    await tx.insert(ledgerEntries).values(entry).returning({ id: ledgerEntries.id }),
    "ledger insert",
  );
  return { id: row.id, balanceCents: after };
}
