import path from "node:path";
import type { Config } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { exitIfDatabaseInUse } from "../db/embedded-lock.ts";

/** A command's database: the configured server, or the embedded one under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
}

/**
 * As `openConfiguredDatabase`, for a command that runs as its own process: while the running server
 * holds the embedded database, it says so in one line and exits, not in a stack trace.
 */
export function openCommandDatabase(config: Config): Promise<Database> {
  return openConfiguredDatabase(config).catch(exitIfDatabaseInUse);
}
