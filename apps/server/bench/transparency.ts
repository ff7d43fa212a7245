// The daily proof of liabilities over every seeded account: sealing the ledger (every seeded entry,
// the first run), then the Merkle-sum tree of every account's wallet and positions. Target: the tree
// (publication without the sealing) in under 60 s for a million accounts; the sealing's throughput is
// reported. `npm run bench -- transparency` seeds its own database (BENCH_USERS, a million on a
// server, 100,000 on PGlite) and runs only this; `npm run bench -- http` runs it on its seeded
// database before the HTTP calls. On a kept database (BENCH_REUSE=1) the chain and the day's
// publication are cleared first, so the same first sealing and build are timed again.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { Database } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { seedPlans } from "../src/db/seed.ts";
import { systemClock } from "../src/lib/clock.ts";
import { createSimulatedFeed } from "../src/lib/price-feed/simulated.ts";
import { isoDay } from "../src/modules/portfolios/index.ts";
import { publishLiabilities, sealLedger } from "../src/modules/transparency/index.ts";
import { isReused, openBenchDatabase, out } from "./database.ts";
import { bookSeededPositions, seedMoney, seedUsers } from "./seed.ts";

const TARGET_SECONDS = 60;

const load = () => `load ${loadavg()[0]?.toFixed(1)}`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1e6).toLocaleString("en-US")} MB`;

/**
 * A kept database was sealed and published by the run that kept it: queue every entry again and
 * drop the chain and today's publication (the bench's own database only).
 */
async function unsealKeptDatabase(database: Database, day: string): Promise<void> {
  await database.withSession(async (query) => {
    await query("SET statement_timeout = 0");
    await query("TRUNCATE ledger_chain, ledger_unsealed");
    await query("INSERT INTO ledger_unsealed (seq, entry_id) SELECT seq, id FROM ledger_entries");
    await query(`DELETE FROM liability_trees WHERE day = '${day}'`);
    await query("VACUUM ANALYZE ledger_unsealed, ledger_chain, liability_chunks");
  });
}

/** Times the sealing and the publication on `database`; returns whether the tree met its target. */
export async function benchLiabilities(database: Database): Promise<boolean> {
  const feed = createSimulatedFeed(systemClock);
  if (isReused()) await unsealKeptDatabase(database, isoDay(systemClock.now()));
  out(`  before the sealing: ${load()}`);
  let started = performance.now();
  const { sealed } = await sealLedger(database.db, systemClock.now());
  const sealSeconds = (performance.now() - started) / 1000;
  const rate = sealSeconds > 0 ? Math.round(sealed / sealSeconds) : 0;
  out(
    `  ledger sealed: ${sealed.toLocaleString("en-US")} entries in ${sealSeconds.toFixed(2)} s, ` +
      `${rate.toLocaleString("en-US")} entries/s (reported; ${load()})`,
  );
  const rssBefore = process.memoryUsage().rss;
  started = performance.now();
  const { day, isNew, timings } = await publishLiabilities(database.db, feed, systemClock.now());
  const seconds = (performance.now() - started) / 1000;
  if (!isNew) throw new Error(`the publication of ${day.day} already existed: nothing was built`);
  const isMet = seconds < TARGET_SECONDS;
  out(
    `  liabilities tree over ${day.memberCount.toLocaleString("en-US")} accounts: ${seconds.toFixed(2)} s ` +
      `(target < ${TARGET_SECONDS} s) ${isMet ? "met" : "NOT MET"} (${load()}; process memory ` +
      `${megabytes(rssBefore)} before, ${megabytes(process.memoryUsage().rss)} after)`,
  );
  if (timings)
    out(
      `  of which: seal ${timings.seal.toFixed(2)} s, snapshot read and leaves ${timings.read.toFixed(2)} s, ` +
        `four trees built ${timings.build.toFixed(2)} s, written ${timings.write.toFixed(2)} s`,
    );
  return isMet;
}

/** `npm run bench -- transparency`: a seeded database of its own, then benchLiabilities. */
export async function benchTransparency(): Promise<boolean> {
  const bench = await openBenchDatabase();
  const users = Number(process.env.BENCH_USERS ?? (bench.databaseUrl ? 1_000_000 : 100_000));
  const log = (line: string) => out(`  ${line}`);
  try {
    out(`Transparency benchmark: ${users.toLocaleString("en-US")} users in ${bench.where}`);
    const { database } = bench;
    await migrate(database);
    if (isReused()) return await benchLiabilities(database);
    await seedPlans(database.db);
    await seedUsers(database, users, log);
    const [member] = await database.withSession((query) => query("SELECT id FROM users LIMIT 1"));
    await seedMoney(
      database,
      { deposits: users * 2, ledger: users * 2, member: String(member?.id), memberDeposits: 10 },
      log,
    );
    await bookSeededPositions(database, log);
    return await benchLiabilities(database);
  } finally {
    await bench.cleanup();
  }
}
