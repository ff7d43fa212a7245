import { type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { at, RateLimitedError } from "../../lib/rate-limit.ts";

// Failed logins slow guessing down without locking the owner out (OWASP: device cookies against
// credential stuffing):
// - a known device (a browser that signed in to the account before, device-cookie.ts) has an
//   allowance of its own: `loginPerDevice` free failures, then each failure doubles the wait
//   (`loginBackoffSeconds`, 2×, 4× … up to `loginBackoffMaxSeconds`). Nothing done elsewhere
//   counts against it, so the owner's known devices are never slowed by an attack;
// - every other device shares one allowance per account, whatever its address: `loginPerAccount`
//   free failures, then the same doubling waits. Rotating addresses buys nothing; the owner on a
//   new device waits out the back-off like the attacker (the capped wait, never a lock-out);
// - an unknown device's address also has a loose allowance across accounts (`loginPerIp`).
// A streak is forgotten `loginForgetSeconds` after its last failure. The counters are rows of
// `rate_limits`, so every app process shares them.

/** Which allowances an attempt counts against, in the order their rows are locked. */
export type LoginKeys = { kind: "known"; device: string } | { kind: "unknown"; ip: string; account: string };

export function loginKeys(input: { account: string; ip: string; knownDevice: string | null }): LoginKeys {
  if (input.knownDevice) return { kind: "known", device: `login:device:${input.account}:${input.knownDevice}` };
  return { kind: "unknown", ip: `login:ip:${input.ip}`, account: `login:account:${input.account}` };
}

/** What counting the attempt found: `isSlowdownStart` when it is the failure that starts the account's back-off. */
export type CountedAttempt = { isSlowdownStart: boolean };

/**
 * Counts the attempt as a failure before the password is checked (a success takes it back), in one
 * statement, and refuses with a 429 while one of its allowances waits out its back-off.
 */
export async function countLoginAttempt(
  db: Db,
  rules: Config["rateLimits"],
  keys: LoginKeys,
  now: Date,
): Promise<CountedAttempt> {
  const t = at(now);
  const forget = sql`make_interval(secs => ${rules.loginForgetSeconds}::float8)`;
  const next = sql`(CASE WHEN r.reset_at <= ${t} THEN 1 ELSE r.count + 1 END)`;
  // The wait after the nth failure when `free` failures are free.
  const { loginBackoffSeconds: base, loginBackoffMaxSeconds: max } = rules;
  const wait = (n: SQL, free: number) => sql`make_interval(secs => CASE WHEN ${n} < ${free}::int THEN 0
    ELSE least(${max}::float8, ${base}::float8 * power(2, least(${n} - ${free}::int, 30))) END)`;
  const isOpen = sql`(r.reset_at <= ${t} OR r.blocked_until IS NULL OR r.blocked_until <= ${t})`;
  /** Counts on `key` if the step before it did (`after`), unless the key waits; returns its count. */
  const step = (key: string, free: number, after: SQL | null) => sql`
    INSERT INTO rate_limits AS r (key, count, reset_at, blocked_until)
    SELECT ${key}, 1, ${t} + ${forget}, ${t} + ${wait(sql`1`, free)} ${after ? sql`FROM ${after}` : sql``}
    ON CONFLICT (key) DO UPDATE SET
      count = ${next}, reset_at = excluded.reset_at, blocked_until = ${t} + ${wait(next, free)}
    WHERE ${isOpen}
    RETURNING count`;
  const steps =
    keys.kind === "known"
      ? [{ key: keys.device, free: rules.loginPerDevice }]
      : [
          { key: keys.ip, free: rules.loginPerIp },
          { key: keys.account, free: rules.loginPerAccount },
        ];
  // Each step runs on the row the one before returned, so every attempt locks its rows in this
  // order (no deadlock between parallel attempts), and a refused row (not updated, nothing
  // returned) stops the rest.
  const ctes = steps.map(
    (s, i) => sql`s${sql.raw(String(i))} AS (${step(s.key, s.free, i ? sql.raw(`s${i - 1}`) : null)})`,
  );
  const last = sql.raw(`s${steps.length - 1}`);
  const [row] = await queryRows<{ count: number | null; blocked_until: string | Date | null }>(
    db,
    sql`
    WITH ${sql.join(ctes, sql`, `)}
    SELECT
      (SELECT count FROM ${last}) AS count,
      (SELECT max(blocked_until) FROM rate_limits
        WHERE key IN (${sql.join(
          steps.map((s) => sql`${s.key}`),
          sql`, `,
        )}) AND reset_at > ${t}) AS blocked_until`,
  );
  if (row?.count == null) {
    // The refusing row as it was when the statement began; a parallel attempt may have blocked it
    // since, and then the first wait is the best guess.
    const waitMs = row?.blocked_until ? new Date(row.blocked_until).getTime() - now.getTime() : 0;
    throw new RateLimitedError(waitMs > 0 ? waitMs / 1000 : rules.loginBackoffSeconds);
  }
  return { isSlowdownStart: keys.kind === "unknown" && Number(row.count) === rules.loginPerAccount };
}

/**
 * After the right password. A known device starts its allowance afresh. From an unknown device only
 * this attempt is taken back: the failures before it may be anyone's. Its row was open (the attempt
 * was let through), so it is open again.
 */
export async function clearLoginFailures(db: Db, keys: LoginKeys): Promise<void> {
  if (keys.kind === "known") {
    await db.execute(sql`DELETE FROM rate_limits WHERE key = ${keys.device}`);
    return;
  }
  // Same ip → account lock order as countLoginAttempt: the account's key is looked up through the
  // first update's result, so that update has run (and locked its row) first.
  await db.execute(sql`
    WITH ip AS (
      UPDATE rate_limits SET count = greatest(count - 1, 0), blocked_until = NULL WHERE key = ${keys.ip} RETURNING 1
    )
    UPDATE rate_limits SET count = greatest(count - 1, 0), blocked_until = NULL
    WHERE key = (SELECT ${keys.account}::text FROM (SELECT count(*) FROM ip) AS done)`);
}
