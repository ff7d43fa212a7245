import { MESSAGES } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";
import { AppError } from "./app-error.ts";

/**
 * Counts a hit on `key` in a fixed window and refuses past `limit` with a 429.
 * The counter lives in PostgreSQL so every app process shares it.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
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
  const count = Number(rows[0]?.count ?? 0);
  if (count > limit) throw new AppError("TOO_MANY_REQUESTS", MESSAGES.tooManyAttempts);
}
