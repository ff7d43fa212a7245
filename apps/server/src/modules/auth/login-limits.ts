import { type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { at, RateLimitedError } from "../../lib/rate-limit.ts";

// Failed logins slow an attacker down without locking the owner out:
// - per (account, address): `loginPerPair` free failures, then each failure doubles the wait
//   (`loginBackoffSeconds`, 2×, 4× … up to `loginBackoffMaxSeconds`);
// - per address, across accounts: the same back-off after `loginPerIp` attempts that were not a
//   success (hammering a pair that waits counts here);
// - per account, across addresses: past `loginPerAccount` checked failures the account is under
//   attack and every address gets one free guess before its back-off starts. An address that
//   never failed on the account is always let through, so the owner's right password still works.
// A streak is forgotten `loginForgetSeconds` after its last failure.

export type LoginKeys = { ip: string; account: string; pair: string };

export function loginKeys(account: string, ip: string): LoginKeys {
  return { ip: `login:ip:${ip}`, account: `login:account:${account}`, pair: `login:pair:${account}:${ip}` };
}

/**
 * Counts the attempt as a failure before the password is checked (a success takes it back), in one
 * statement, and refuses with a 429 when the address or the pair is waiting out its back-off.
 */
export async function countLoginAttempt(
  db: Db,
  rules: Config["rateLimits"],
  keys: LoginKeys,
  now: Date,
): Promise<void> {
  const t = at(now);
  const forget = sql`make_interval(secs => ${rules.loginForgetSeconds}::float8)`;
  const next = sql`(CASE WHEN r.reset_at <= ${t} THEN 1 ELSE r.count + 1 END)`;
  // The wait after the nth failure when `free` failures are free.
  const { loginBackoffSeconds: base, loginBackoffMaxSeconds: max } = rules;
  const wait = (n: SQL, free: SQL) => sql`make_interval(secs => CASE WHEN ${n} < ${free} THEN 0
    ELSE least(${max}::float8, ${base}::float8 * power(2, least(${n} - ${free}, 30))) END)`;
  const isOpen = sql`(r.reset_at <= ${t} OR r.blocked_until IS NULL OR r.blocked_until <= ${t})`;
  const ipFree = sql`${rules.loginPerIp}::int`;
  // ip → pair → account: each runs on the rows the one before returned, so every attempt locks its
  // rows in this order (no deadlock between parallel attempts), and a refused row (not updated,
  // nothing returned) stops the rest. The account's heat is read as the statement found it.
  const [row] = await queryRows<{ pair_count: number | null; blocked_until: string | Date | null }>(
    db,
    sql`
    WITH ip AS (
      INSERT INTO rate_limits AS r (key, count, reset_at, blocked_until)
      VALUES (${keys.ip}, 1, ${t} + ${forget}, ${t} + ${wait(sql`1`, ipFree)})
      ON CONFLICT (key) DO UPDATE SET
        count = ${next}, reset_at = excluded.reset_at, blocked_until = ${t} + ${wait(next, ipFree)}
      WHERE ${isOpen}
      RETURNING count
    ), pair_rule AS (
      SELECT CASE
        WHEN coalesce((SELECT count FROM rate_limits WHERE key = ${keys.account} AND reset_at > ${t}), 0)
          >= ${rules.loginPerAccount}::int THEN least(1, ${rules.loginPerPair}::int)
        ELSE ${rules.loginPerPair}::int END AS free
      FROM ip
    ), pair AS (
      INSERT INTO rate_limits AS r (key, count, reset_at, blocked_until)
      SELECT ${keys.pair}, 1, ${t} + ${forget}, ${t} + ${wait(sql`1`, sql`free`)} FROM pair_rule
      ON CONFLICT (key) DO UPDATE SET
        count = ${next}, reset_at = excluded.reset_at,
        blocked_until = ${t} + ${wait(next, sql`(SELECT free FROM pair_rule)`)}
      WHERE ${isOpen}
      RETURNING count
    ), account AS (
      INSERT INTO rate_limits AS r (key, count, reset_at)
      SELECT ${keys.account}, 1, ${t} + ${forget} FROM pair
      ON CONFLICT (key) DO UPDATE SET count = ${next}, reset_at = excluded.reset_at
      RETURNING count
    )
    SELECT
      (SELECT count FROM pair) AS pair_count,
      (SELECT max(blocked_until) FROM rate_limits
        WHERE key IN (${keys.ip}, ${keys.pair}) AND reset_at > ${t}) AS blocked_until`,
  );
  if (row?.pair_count == null) {
    // The refusing row as it was when the statement began; a parallel attempt may have blocked it
    // since, and then the first wait is the best guess.
    const waitMs = row?.blocked_until ? new Date(row.blocked_until).getTime() - now.getTime() : 0;
    throw new RateLimitedError(waitMs > 0 ? waitMs / 1000 : rules.loginBackoffSeconds);
  }
}

/**
 * After the right password: the failures of this account from this address (this attempt included)
 * were the owner's, so the address and the account forget them too, and the pair starts afresh.
 */
export async function clearLoginFailures(db: Db, keys: LoginKeys): Promise<void> {
  // Same ip → pair → account lock order as countLoginAttempt: each key is looked up through the
  // previous step's result, so that step has run (and locked its row) first.
  await db.execute(sql`
    WITH forgiven AS (
      SELECT coalesce((SELECT count FROM rate_limits WHERE key = ${keys.pair}), 0) AS n
    ), ip AS (
      UPDATE rate_limits SET count = greatest(count - (SELECT n FROM forgiven), 0) WHERE key = ${keys.ip} RETURNING 1
    ), pair AS (
      DELETE FROM rate_limits WHERE key = (SELECT ${keys.pair}::text FROM (SELECT count(*) FROM ip) AS done)
      RETURNING 1
    )
    UPDATE rate_limits SET count = greatest(count - (SELECT n FROM forgiven), 0)
    WHERE key = (SELECT ${keys.account}::text FROM (SELECT count(*) FROM pair) AS done)`);
}
