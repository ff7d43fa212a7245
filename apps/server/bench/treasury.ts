// The treasury at scale: the reconciliation (what the books owe against what is held, per asset) and
// the order proposal over BENCH_USERS members (a million on a server, 100,000 on PGlite) with two
// positions each. Target: each under 60 s. `npm run bench -- treasury` seeds its own database.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { Config } from "../src/config.ts";
import { migrate } from "../src/db/migrate.ts";
import { seedPlans } from "../src/db/seed.ts";
import type { JobQueue } from "../src/jobs/queue.ts";
import type { ChainWatch } from "../src/lib/chain/index.ts";
import { systemClock } from "../src/lib/clock.ts";
import { createSimulatedExchange } from "../src/lib/exchange/index.ts";
import { createSimulatedFeed } from "../src/lib/price-feed/simulated.ts";
import { proposeOrders, reconcile, syncExchangeLocation } from "../src/modules/treasury/index.ts";
import { isReused, openBenchDatabase, out } from "./database.ts";
import { bookSeededPositions, seedMoney, seedUsers } from "./seed.ts";

const TARGET_SECONDS = 60;
const load = () => `load ${loadavg()[0]?.toFixed(1)}`;

/** No chain watcher: the bench measures the books' side and the exchange, not a chain's latency. */
const NO_CHAIN: ChainWatch = {
  mode: "off",
  source: () => null,
  explorerTxUrl: () => null,
  isSimulated: false,
  balanceOf: async () => null,
};

export async function benchTreasury(): Promise<boolean> {
  const bench = await openBenchDatabase();
  const users = Number(process.env.BENCH_USERS ?? (bench.databaseUrl ? 1_000_000 : 100_000));
  const log = (line: string) => out(`  ${line}`);
  try {
    out(`Treasury benchmark: ${users.toLocaleString("en-US")} users in ${bench.where}`);
    const { database } = bench;
    await migrate(database);
    if (!isReused()) {
      await seedPlans(database.db);
      await seedUsers(database, users, log);
      const [member] = await database.withSession((query) => query("SELECT id FROM users LIMIT 1"));
      await seedMoney(
        database,
        { deposits: users * 2, ledger: users * 2, member: String(member?.id), memberDeposits: 10 },
        log,
      );
      await bookSeededPositions(database, log);
    }
    const priceFeed = createSimulatedFeed(systemClock);
    const exchange = createSimulatedExchange(database.db, priceFeed, { feeBp: 10 });
    await syncExchangeLocation(database.db, exchange, systemClock.now());
    let mails = 0;
    // The shortfall e-mails are counted, not sent: the bench times the reconciliation itself.
    const jobs = { enqueue: async () => void mails++ } as unknown as JobQueue;
    const config = {
      treasury: { toleranceCents: 1000, bandPercent: 2, minOrderCents: 1000, tradingCosts: "operator" },
      fourEyesThresholdCents: 0,
      publicUrl: "http://localhost",
    } as Pick<Config, "treasury" | "fourEyesThresholdCents" | "publicUrl">;
    const services = { db: database.db, chain: NO_CHAIN, exchange, priceFeed, jobs, config };
    let started = performance.now();
    const short = await reconcile(services, systemClock.now());
    const reconcileSeconds = (performance.now() - started) / 1000;
    out(
      `  reconciliation: ${reconcileSeconds.toFixed(2)} s (target < ${TARGET_SECONDS} s; short: ${short.join(", ") || "none"}; ${mails} e-mails queued; ${load()})`,
    );
    started = performance.now();
    const orders = await proposeOrders(services, systemClock.now());
    const proposeSeconds = (performance.now() - started) / 1000;
    out(
      `  order proposal: ${proposeSeconds.toFixed(2)} s (target < ${TARGET_SECONDS} s; ${orders.length} orders; ${load()})`,
    );
    return reconcileSeconds < TARGET_SECONDS && proposeSeconds < TARGET_SECONDS;
  } finally {
    await bench.cleanup();
  }
}
