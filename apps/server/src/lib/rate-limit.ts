import { MESSAGES } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";
import { AppError } from "./app-error.ts";

// Fixed-window counters kept in PostgreSQL, so every app process shares them.

/** Counts one hit on `key` in a window of `windowSeconds`; returns the count so far in the window. */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING count`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Refuses with a 429 when `key` already has `limit` hits in its current window. */
export async function assertUnderLimit(db: Db, key: string, limit: number): Promise<void> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`SELECT count FROM rate_limits WHERE key = ${key} AND reset_at > now()`,
  );
  if (Number(rows[0]?.count ?? 0) >= limit) throw new AppError("TOO_MANY_REQUESTS", MESSAGES.tooManyAttempts);
}

/** Counts a hit and refuses past `limit` (for requests that cost something every time, like sending mail). */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  if ((await countHit(db, key, windowSeconds)) > limit) {
    throw new AppError("TOO_MANY_REQUESTS", MESSAGES.tooManyAttempts);
  }
}
