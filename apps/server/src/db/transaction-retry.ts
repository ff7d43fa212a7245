import { setTimeout as sleep } from "node:timers/promises";
import type { PgTransactionConfig } from "drizzle-orm/pg-core";

/** deadlock_detected and serialization_failure: PostgreSQL rolled the transaction back, and it may simply run again. */
const CONFLICT_CODES = new Set(["40P01", "40001"]);
/** Runs of one transaction in all; the waits between them grow 10, 20, 40, 80 ms, each a random part of it. */
export const TRANSACTION_ATTEMPTS = 5;
const BASE_WAIT_MS = 10;

/** Whether `error` (or one of its causes) is a deadlock or a serialization failure. */
export function isTransactionConflict(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string" && CONFLICT_CODES.has(e.code)) return true;
    if (e.cause === e) break;
  }
  return false;
}

/**
 * Makes every top-level `db.transaction` run again, after a short random wait, when PostgreSQL
 * breaks a deadlock by rolling it back or refuses it as a serialization failure: the request then
 * waits a few milliseconds instead of failing. Money paths take their locks in one order (see
 * docs/adr/0101-lock-order.md), so this is the safety net, not the rule. A transaction's callback
 * must therefore only change the database through `tx` (it may run more than once); savepoints
 * (`tx.transaction`) are not retried on their own, as a deadlock aborts the whole transaction.
 */
/** What the retry wraps: a database handle's `transaction` (client.ts passes its drizzle handle). */
type Transactional<Tx> = {
  transaction: <T>(fn: (tx: Tx) => Promise<T>, config?: PgTransactionConfig) => Promise<T>;
};

export function retryConflictingTransactions<Tx>(db: Transactional<Tx>, attempts = TRANSACTION_ATTEMPTS): void {
  const original = db.transaction.bind(db);
  db.transaction = async <T>(fn: (tx: Tx) => Promise<T>, config?: PgTransactionConfig): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await original(fn, config);
      } catch (error) {
        if (attempt >= attempts || !isTransactionConflict(error)) throw error;
        // Full jitter: transactions that collided do not collide again in step.
        await sleep(Math.random() * BASE_WAIT_MS * 2 ** (attempt - 1));
      }
    }
  };
}
