// The daily proof of liabilities over every seeded account: sealing the ledger (every seeded entry,
// the first run), then the Merkle-sum tree of every account's wallet and positions. Target: the tree
// (publication without the sealing) in under 60 s for a million accounts. `npm run bench --
// transparency` seeds its own database (BENCH_USERS, default 100,000) and runs only this; `npm run
// bench -- http` runs it on its seeded database before the HTTP calls.
import { performance } from "node:perf_hooks";
import type { Database } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { seedPlans } from "../src/db/seed.ts";
import { systemClock } from "../src/lib/clock.ts";
import { createSimulatedFeed } from "../src/lib/price-feed/simulated.ts";
import { publishLiabilities, sealLedger } from "../src/modules/transparency/index.ts";
import { openBenchDatabase, out } from "./database.ts";
import { bookSeededPositions, seedMoney, seedUsers } from "./seed.ts";

const TARGET_SECONDS = 60;

/** Times the sealing and the publication on `database`; returns whether the tree met its target. */
export async function benchLiabilities(database: Database): Promise<boolean> {
  const feed = createSimulatedFeed(systemClock);
  let started = performance.now();
  const { sealed } = await sealLedger(database.db, systemClock.now());
  const sealSeconds = (performance.now() - started) / 1000;
  out(`  ledger sealed: ${sealed.toLocaleString("en-US")} entries in ${sealSeconds.toFixed(2)} s (reported)`);
  started = performance.now();
  const { day } = await publishLiabilities(database.db, feed, systemClock.now());
  const seconds = (performance.now() - started) / 1000;
  const isMet = seconds < TARGET_SECONDS;
  out(
    `  liabilities tree over ${day.memberCount.toLocaleString("en-US")} accounts: ${seconds.toFixed(2)} s ` +
      `(target < ${TARGET_SECONDS} s) ${isMet ? "met" : "NOT MET"}`,
  );
  return isMet;
}

/** `npm run bench -- transparency`: a seeded database of its own, then benchLiabilities. */
export async function benchTransparency(): Promise<boolean> {
  const bench = await openBenchDatabase();
  const users = Number(process.env.BENCH_USERS ?? 100_000);
  const log = (line: string) => out(`  ${line}`);
  try {
    out(`Transparency benchmark: ${users.toLocaleString("en-US")} users in ${bench.where}`);
    const { database } = bench;
    await migrate(database);
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
