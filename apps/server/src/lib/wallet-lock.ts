import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { AppError } from "./app-error.ts";

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
