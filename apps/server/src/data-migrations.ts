import type { DataMigration } from "./db/data-migrate.ts";
import type { PriceFeed } from "./lib/price-feed/index.ts";
import { convertAcceptedDepositsMigration } from "./modules/deposits/index.ts";

/** What a data migration may use besides the database. */
export type DataMigrationContext = { priceFeed: PriceFeed; now: () => Date };

/**
 * The data migrations (db/data-migrate.ts), in the order they run, after the SQL migrations, at
 * every start and in `npm run db:migrate`; each runs once. Append only: a name once applied is
 * recorded in `data_migrations` and never runs again.
 */
export const DATA_MIGRATIONS: readonly DataMigration<DataMigrationContext>[] = [convertAcceptedDepositsMigration];
