import "dotenv/config";
import path from "node:path";
import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { exitIfDatabaseInUse } from "./embedded-lock.ts";
import { migrate } from "./migrate.ts";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "db"),
}).catch(exitIfDatabaseInUse);
const applied = await migrate(database);
process.stdout.write(applied.length ? `Applied: ${applied.join(", ")}\n` : "Database is up to date\n");
await database.close();
