import { performance } from "node:perf_hooks";
import type { Database } from "../src/db/client.ts";
import { systemClock } from "../src/lib/clock.ts";
import { createSimulatedFeed } from "../src/lib/price-feed/simulated.ts";
import { buy, FIRST_NAV_MICRO, pricesNow } from "../src/modules/portfolios/index.ts";

const FIRST = [
  "Ada",
  "Grace",
  "Alan",
  "Linus",
  "Margaret",
  "Dennis",
  "Barbara",
  "Ken",
  "Frances",
  "Edsger",
  "Radia",
  "Donald",
  "Hedy",
  "Tim",
  "Katherine",
  "John",
  "Annie",
  "Vint",
  "Sophie",
  "Guido",
  "Mary",
  "James",
  "Joan",
  "Niklaus",
  "Karen",
  "Bjarne",
  "Shafi",
  "Leslie",
  "Evelyn",
  "Robin",
];
const LAST_A = [
  "Hop",
  "Love",
  "Tur",
  "Ham",
  "Rich",
  "Lis",
  "Thomp",
  "Knu",
  "Wirth",
  "Per",
  "Lam",
  "Gold",
  "Berners",
  "John",
  "Eas",
  "Cerf",
  "Wil",
  "Ross",
  "Kahn",
  "Dijk",
  "Stro",
  "Lee",
  "Mac",
  "Van",
  "Mor",
];
const LAST_B = [
  "per",
  "lace",
  "ing",
  "ilton",
  "ie",
  "kov",
  "son",
  "th",
  "ley",
  "man",
  "ard",
  "wick",
  "strom",
  "ton",
  "ber",
  "ner",
  "stein",
  "field",
  "worth",
  "ridge",
  "dale",
  "ford",
  "hurst",
  "more",
  "ville",
  "quist",
  "berg",
];
const LAST_C = ["", "s", "er", "ez", "ova", "ski", "sen", "ton", "ell", "ani", "ay", "ino", "ek", "ura", "ez"];
const DOMAINS = ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "corp.example", "mail.example.org"];

const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(",")}]`;

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Sessions loading at once on a server: PostgreSQL runs a statement on one core, the machine has two. */
const LANES = 2;

const since = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/**
 * A seeding session: no statement timeout, commits that do not wait for the WAL flush (a seeding cut
 * short is seeded again), and on a server the memory to build an index or sort in one pass.
 */
function inSeedingSession<T>(database: Database, fn: (query: Query) => Promise<T>): Promise<T> {
  return database.withSession(async (query) => {
    await query("SET statement_timeout = 0");
    await query("SET synchronous_commit = off");
    if (database.kind === "postgres") {
      await query("SET maintenance_work_mem = '1GB'");
      await query("SET work_mem = '256MB'");
    }
    return fn(query);
  });
}

/**
 * Runs `statements` on LANES sessions of a server's pool at once, each taking the next when it is
 * done; on PGlite (one connection) one after another. `done` is told each finished statement.
 */
async function inLanes(database: Database, statements: string[], done?: (finished: number) => void): Promise<void> {
  const lanes = Math.min(database.kind === "postgres" ? LANES : 1, statements.length);
  let next = 0;
  let finished = 0;
  await Promise.all(
    Array.from({ length: lanes }, () =>
      inSeedingSession(database, async (query) => {
        for (let index = next++; index < statements.length; index = next++) {
          await query(statements[index] as string);
          done?.(++finished);
        }
      }),
    ),
  );
}

/**
 * One INSERT … SELECT FROM generate_series per part: a million users in seconds. Sign-ups are 90 s
 * apart, about three years of them, like a product that has been running.
 */
export async function seedUsers(database: Database, count: number, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  // Each user also gets its user_search row and its user_name_starts rows, from triggers
  // (migrations 0026 and 0029); each ledger entry adds to its user's balance (0018) and queues
  // itself for the chain (0037), so the users' indexes are off while the entries go in too.
  await bulkLoad(
    database,
    ["users", "user_search", "user_name_starts", "ledger_entries", "ledger_unsealed"],
    log,
    async () => {
      log(`inserting ${count.toLocaleString("en-US")} users…`);
      const parts = database.kind === "postgres" ? 4 : 1;
      const size = Math.ceil(count / parts);
      const ranges = Array.from({ length: parts }, (_, part) => [part * size + 1, Math.min(count, (part + 1) * size)]);
      await inLanes(
        database,
        ranges
          .filter(([from, to]) => (from as number) <= (to as number))
          .map(
            ([from, to]) => `
      INSERT INTO users (username, email, first_name, last_name, password_hash, is_verified, created_at)
      SELECT lower(f) || '_' || g,
             lower(f) || '.' || lower(l) || g || '@' || (${arr(DOMAINS)})[1 + g % ${DOMAINS.length}],
             f, l, 'bench-no-login', g % 3 = 0,
             now() - make_interval(secs => (${count} - g) * 90)
      FROM generate_series(${from}, ${to}) AS g,
      LATERAL (SELECT (${arr(FIRST)})[1 + (g * 7) % ${FIRST.length}] AS f,
        (${arr(LAST_A)})[1 + g % ${LAST_A.length}]
          || (${arr(LAST_B)})[1 + (g / ${LAST_A.length}) % ${LAST_B.length}]
          || (${arr(LAST_C)})[1 + (g / ${LAST_A.length * LAST_B.length}) % ${LAST_C.length}] AS l) AS names`,
          ),
      );
      log(`  inserted in ${since(started)}`);
      await inSeedingSession(database, async (query) => {
        log("adding ledger entries…");
        // Every tenth user has money; the newest thousand have two entries each, for the first page.
        await query(`
      INSERT INTO ledger_entries (user_id, kind, amount_cents, reason)
      SELECT id, 'admin_adjustment', 1000 + (abs(hashtext(id::text)) % 500000), 'bench'
      FROM users WHERE abs(hashtext(id::text)) % 10 = 0`);
        await query(`
      INSERT INTO ledger_entries (user_id, kind, amount_cents, reason)
      SELECT id, 'admin_adjustment', 2500, 'bench' FROM users ORDER BY created_at DESC LIMIT 1000`);
      });
    },
  );
  await inLanes(database, [
    "ANALYZE users",
    "ANALYZE user_search",
    "ANALYZE user_name_starts",
    "ANALYZE ledger_entries",
  ]);
  log(`seeded the users in ${since(started)}`);
}

/**
 * Loads `tables` without their secondary indexes (not those of a key or unique constraint) and
 * without their foreign keys, then rebuilds the indexes from their own definitions and adds the keys
 * back, each checked by one join: an index built once costs less than one kept row by row, and a key
 * checked row by row queues a trigger event per inserted row and key (five keys on each of ten
 * million deposits). The benchmark still measures the migrations' indexes and keys.
 */
async function bulkLoad(
  database: Database,
  tables: string[],
  log: (line: string) => void,
  load: () => Promise<void>,
): Promise<void> {
  const names = tables.map((table) => `'${table}'`).join(", ");
  const { indexes, keys } = await inSeedingSession(database, async (query) => {
    const indexes = await query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN (${names})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = indexname)`,
    );
    const keys = await query(
      `SELECT conrelid::regclass::text AS "table", conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE contype = 'f' AND conparentid = 0 AND conrelid::regclass::text IN (${names})`,
    );
    for (const key of keys) await query(`ALTER TABLE ${String(key.table)} DROP CONSTRAINT ${String(key.conname)}`);
    for (const index of indexes) await query(`DROP INDEX ${String(index.indexname)}`);
    return { indexes, keys };
  });
  await load();
  let started = performance.now();
  log(`rebuilding the ${tables.join(", ")} indexes…`);
  // A partitioned table's index is listed as made "ON ONLY" the table, which would build it on no
  // partition.
  await inLanes(
    database,
    indexes.map((index) => String(index.indexdef).replace(" ON ONLY ", " ON ")),
  );
  log(`  ${indexes.length} indexes in ${since(started)}`);
  started = performance.now();
  await inLanes(
    database,
    keys.map(
      (key) => `ALTER TABLE ${String(key.table)} ADD CONSTRAINT ${String(key.conname)} ${String(key.definition)}`,
    ),
  );
  if (keys.length > 0) log(`  ${keys.length} foreign keys checked in ${since(started)}`);
}

/**
 * Deposits and ledger entries spread over the members (about three years of them, newest last):
 * mostly settled, 5% denied, 20% running, a thin stream of pending ones and the newest 200 pending,
 * as an admin's queue looks. Then `member` gets `memberDeposits` of their own.
 */
export async function seedMoney(
  database: Database,
  sizes: { deposits: number; ledger: number; member: string; memberDeposits: number },
  log: (line: string) => void,
): Promise<void> {
  const { deposits, ledger, member, memberDeposits } = sizes;
  const span = 3 * 365 * 24 * 3600;
  const m = await inSeedingSession(database, async (query) => {
    await query(`CREATE UNLOGGED TABLE bench_members AS
      SELECT row_number() OVER (ORDER BY created_at) AS n, id FROM users WHERE NOT is_admin`);
    await query("ALTER TABLE bench_members ADD PRIMARY KEY (n)");
    await query(`CREATE UNLOGGED TABLE bench_plans AS
      SELECT row_number() OVER (ORDER BY weight_usd DESC) - 1 AS n, id, name FROM plans WHERE NOT is_hidden LIMIT 5`);
    await query("ANALYZE bench_members, bench_plans");
    const [members] = await query("SELECT count(*) AS n FROM bench_members");
    return Number(members?.n ?? 1);
  });
  let started = performance.now();
  await bulkLoad(database, ["deposits"], log, async () => {
    log(`inserting ${deposits.toLocaleString("en-US")} deposits…`);
    const chunk = 1_000_000;
    const chunks: string[] = [];
    for (let from = 1; from <= deposits; from += chunk) {
      const to = Math.min(deposits, from + chunk - 1);
      chunks.push(`
          INSERT INTO deposits (user_id, plan_id, plan_name, amount_cents, method, currency, status,
            deny_reason, payout_cents, decided_at, settled_at, created_at,
            units_micro, buy_nav_micro, invested_at, withdrawal_date)
          SELECT b.id, p.id, p.name, 50000 + (g % 400) * 1000,
            CASE WHEN g % 2 = 0 THEN 'card' ELSE 'crypto' END,
            CASE WHEN g % 2 = 0 THEN NULL ELSE 'BTC' END,
            s.status,
            CASE WHEN s.status = 'denied' THEN 'No payment arrived' END,
            CASE WHEN s.status = 'withdrawn' THEN 55000 + (g % 400) * 1100 END,
            CASE WHEN s.status <> 'pending' THEN s.at + interval '1 hour' END,
            CASE WHEN s.status = 'withdrawn' THEN s.at + interval '31 days' END,
            s.at,
            -- Running ones hold units bought at $1.00 (plan_positions below books them in their plan).
            CASE WHEN s.status = 'accepted' THEN (50000 + (g % 400) * 1000)::bigint * 10000 END,
            CASE WHEN s.status = 'accepted' THEN 1000000 END,
            CASE WHEN s.status = 'accepted' THEN s.at + interval '1 hour' END,
            CASE WHEN s.status = 'accepted' THEN s.at + interval '1 hour' + interval '30 days' END
          FROM generate_series(${from}, ${to}) AS g
          JOIN bench_members b ON b.n = 1 + (g::bigint * 7919) % ${m}
          JOIN bench_plans p ON p.n = g % 5,
          LATERAL (SELECT now() - make_interval(secs => (${deposits} - g)::double precision * ${span} / ${deposits}) AS at,
            CASE WHEN g % 1000 = 0 OR g > ${deposits - 200} THEN 'pending'
                 WHEN g % 20 = 1 THEN 'denied'
                 WHEN g % 5 = 2 THEN 'accepted'
                 ELSE 'withdrawn' END AS status) AS s`);
    }
    // The member's own: nine in ten hold units in one of the plans, the rest wait.
    chunks.push(`
        INSERT INTO deposits (user_id, plan_id, plan_name, amount_cents, method, currency, status, created_at,
          decided_at, units_micro, buy_nav_micro, invested_at, withdrawal_date)
        SELECT '${member}', p.id, p.name, 50000 + g * 100, 'crypto', 'BTC',
          CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'accepted' END,
          now() - make_interval(secs => g * 600),
          CASE WHEN g % 10 <> 0 THEN now() - make_interval(secs => g * 600) END,
          CASE WHEN g % 10 <> 0 THEN (50000 + g * 100)::bigint * 10000 END,
          CASE WHEN g % 10 <> 0 THEN 1000000 END,
          CASE WHEN g % 10 <> 0 THEN now() - make_interval(secs => g * 600) END,
          CASE WHEN g % 10 <> 0 THEN now() - make_interval(secs => g * 600) + interval '30 days' END
        FROM generate_series(1, ${memberDeposits}) AS g
        JOIN bench_plans p ON p.n = g % 5`);
    await inLanes(database, chunks, (finished) => {
      if (finished < chunks.length) log(`  ${finished} of ${chunks.length - 1} parts of the deposits`);
    });
    log(`  inserted in ${since(started)}`);
  });
  log(`seeded the deposits in ${since(started)}`);
  const [entries] = await inSeedingSession(database, (query) => query("SELECT count(*) AS n FROM ledger_entries"));
  const more = ledger - Number(entries?.n ?? 0);
  if (more > 0) {
    started = performance.now();
    // Their users' balances change (0018): the users' indexes are off for that too.
    await bulkLoad(database, ["ledger_entries", "ledger_unsealed", "users"], log, async () => {
      log(`inserting ${more.toLocaleString("en-US")} more ledger entries…`);
      await inSeedingSession(database, (query) =>
        query(`
          INSERT INTO ledger_entries (user_id, kind, amount_cents, reason, created_at)
          SELECT b.id, 'admin_adjustment', 100 + g % 90000, 'bench',
            now() - make_interval(secs => (${more} - g)::double precision * ${span} / ${more})
          FROM generate_series(1, ${more}) AS g
          JOIN bench_members b ON b.n = 1 + (g::bigint * 104729) % ${m}`),
      );
    });
    log(`seeded the ledger entries in ${since(started)}`);
  }
  started = performance.now();
  await inSeedingSession(database, async (query) => {
    await query("DROP TABLE bench_members");
    await query("DROP TABLE bench_plans");
  });
  // Sets the visibility map (index-only scans) and keeps autovacuum from starting during the timing;
  // the deposits on one lane, every other table on the other.
  await inLanes(database, ["VACUUM ANALYZE deposits", "VACUUM (ANALYZE, SKIP_LOCKED)"]);
  log(`vacuumed in ${since(started)}`);
}

/**
 * Books the seeded positions in their plans: per plan, one buy of everything its running deposits
 * paid in, at $1.00 a unit and today's simulated prices, so each plan's units are the sum of its
 * deposits' units and its holdings the sum of its transactions, as the app keeps them.
 */
export async function bookSeededPositions(database: Database, log: (line: string) => void): Promise<void> {
  const { btcCents, ethCents } = await pricesNow(createSimulatedFeed(systemClock));
  const prices = { btcCents, ethCents };
  const started = performance.now();
  const plans = await inSeedingSession(database, async (query) => {
    const plans = await query(`SELECT p.id, p.weight_btc, p.weight_eth, p.weight_usd,
        coalesce(sum(d.amount_cents) FILTER (WHERE d.units_micro IS NOT NULL), 0)::text AS paid,
        coalesce(sum(d.units_micro - d.units_moved_micro), 0)::text AS units
      FROM plans p LEFT JOIN deposits d ON d.plan_id = p.id GROUP BY p.id`);
    for (const plan of plans) {
      const paid = BigInt(String(plan.paid));
      if (paid === 0n) continue;
      const empty = { sats: 0n, gwei: 0n, cashCents: 0n, unitsMicro: 0n, navMicro: FIRST_NAV_MICRO };
      const weights = { BTC: Number(plan.weight_btc), ETH: Number(plan.weight_eth), USD: Number(plan.weight_usd) };
      const { delta, nav } = buy(empty, prices, weights, paid);
      if (delta.unitsMicro !== BigInt(String(plan.units))) throw new Error("seeded units do not match their money");
      await query(`INSERT INTO plan_transactions (plan_id, kind, units_micro, sats, gwei, cash_cents, amount_cents,
          nav_micro, btc_cents, eth_cents, price_source, created_at)
        VALUES ('${plan.id}', 'buy', ${delta.unitsMicro}, ${delta.sats}, ${delta.gwei}, ${delta.cashCents}, ${paid},
          ${nav}, ${btcCents}, ${ethCents}, 'simulated', now())`);
      await query(`UPDATE plans SET units_micro = ${delta.unitsMicro}, sats = ${delta.sats}, gwei = ${delta.gwei},
          cash_cents = ${delta.cashCents} WHERE id = '${plan.id}'`);
    }
    return plans;
  });
  await bulkLoad(database, ["position_totals"], log, () =>
    inSeedingSession(database, async (query) => {
      await query(`INSERT INTO position_totals (user_id, plan_id, units_micro, paid_in_cents, paid_in_seconds,
        first_invested_at, last_invested_at)
      SELECT user_id, plan_id, sum(units_micro - units_moved_micro), sum(amount_cents),
        sum(amount_cents * floor(extract(epoch FROM invested_at))), min(invested_at), max(invested_at)
      FROM deposits WHERE units_micro IS NOT NULL GROUP BY user_id, plan_id`);
    }),
  );
  // Seeded after the vacuum of seedMoney: without this, autovacuum would start on it during the timing.
  await inSeedingSession(database, (query) => query("VACUUM ANALYZE position_totals"));
  log(`booked the positions of ${plans.length} plans in ${since(started)}`);
}
