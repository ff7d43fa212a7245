import "dotenv/config";
import { loadConfig } from "../config.ts";
import { runDataMigrations } from "../db/data-migrate.ts";
import { migrate } from "../db/migrate.ts";
import { systemClock } from "../lib/clock.ts";
import { createPriceFeed } from "../lib/price-feed/index.ts";
import { openCommandDatabase } from "./command-database.ts";

// `npm run db:migrate`: the SQL migrations, then the data migrations (data-migrations.ts), as a start does.
const config = loadConfig();
const database = await openCommandDatabase(config);
try {
  // The data migrations' modules are loaded once the database is ours (a refusal is quick).
  const { DATA_MIGRATIONS } = await import("../data-migrations.ts");
  const applied = [
    ...(await migrate(database)),
    ...(await runDataMigrations(database.db, DATA_MIGRATIONS, {
      priceFeed: createPriceFeed(config, systemClock),
      now: () => systemClock.now(),
    })),
  ];
  process.stdout.write(applied.length ? `Applied: ${applied.join(", ")}\n` : "Database is up to date\n");
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
