import { MESSAGES } from "@vaultline/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";
import { AppError } from "./app-error.ts";

// Counters kept in PostgreSQL, so every app process shares them. Every attempt is one
// increment-and-return statement, and the decision is made on what that statement returns:
// parallel requests cannot all read "under the limit" before any of them counts.

/**
 * A 429 that says when to come back, in the message and in the Retry-After header alike: whole
 * seconds up to 2 minutes, then rounded up to whole minutes (the header too, so both say the same).
 * The error handler (plugins/errors.ts) writes the header, on whichever route the limit was hit.
 */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(waitSeconds: number) {
    const seconds = Math.max(1, Math.ceil(waitSeconds));
    const retryAfterSeconds = seconds <= 120 ? seconds : Math.ceil(seconds / 60) * 60;
    super("TOO_MANY_REQUESTS", MESSAGES.tooManyAttempts(retryAfterSeconds));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A timestamptz parameter: the limiter works on the caller's clock, so tests can move it. */
export function at(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz`;
}

export type WindowLimit = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit on every key (fixed windows) in one statement and refuses when any key is past
 * its limit. Refused hits count too: for requests that cost something every time (mail, accounts).
 */
export async function hitWindowLimits(db: Db, limits: WindowLimit[], now: Date = new Date()): Promise<void> {
  const rows = limits
    .slice()
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map((l) => sql`(${l.key}, ${at(now)} + make_interval(secs => ${l.windowSeconds}::float8))`);
  // Sorted keys: two statements touching the same keys lock them in the same order.
  const counted = await queryRows<{ key: string; count: number; reset_at: string | Date }>(
    db,
    sql`
    INSERT INTO rate_limits AS r (key, count, reset_at)
    SELECT key, 1, reset_at FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(key, reset_at) ORDER BY key
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.reset_at <= ${at(now)} THEN 1 ELSE r.count + 1 END,
      reset_at = CASE WHEN r.reset_at <= ${at(now)} THEN excluded.reset_at ELSE r.reset_at END
    RETURNING key, count, reset_at`,
  );
  for (const row of counted) {
    const limit = limits.find((l) => l.key === row.key);
    if (limit && Number(row.count) > limit.limit) {
      throw new RateLimitedError((new Date(row.reset_at).getTime() - now.getTime()) / 1000);
    }
  }
}

/** Deletes the counters whose window or failure streak is over; returns how many. */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  // SKIP LOCKED: a row an attempt is counting right now is left for the next run, and the
  // sweep never waits on (or deadlocks with) a login.
  const rows = await queryRows<{ key: string }>(
    db,
    sql`
    DELETE FROM rate_limits WHERE key IN (
      SELECT key FROM rate_limits WHERE reset_at <= ${at(now)} FOR UPDATE SKIP LOCKED
    )
    RETURNING key`,
  );
  return rows.length;
}
