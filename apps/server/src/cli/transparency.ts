// `npm run ledger:verify`: recomputes the ledger's hash chain and names the first entry that does not
// match (exit 1). `npm run transparency:publish`: seals the ledger and publishes today's proof of
// liabilities now, as the daily job does (docs/transparency.md).
import "dotenv/config";
import { formatCount, formatMoney } from "@vaultline/shared";
import { loadConfig } from "../config.ts";
import { migrate } from "../db/migrate.ts";
import { systemClock } from "../lib/clock.ts";
import { createPriceFeed } from "../lib/price-feed/index.ts";
import { openCommandDatabase } from "./command-database.ts";

const USAGE = "Usage: tsx apps/server/src/cli/transparency.ts verify-ledger | publish\n";
const command = process.argv[2];
if (command !== "verify-ledger" && command !== "publish") {
  process.stderr.write(USAGE);
  process.exit(2);
}
const out = (line: string) => process.stdout.write(`${line}\n`);
const config = loadConfig();
const database = await openCommandDatabase(config);
let code = 0;
try {
  // The modules that read the ledger are loaded once the database is ours (a refusal is quick).
  const { publishLiabilities, verifyLedgerChain } = await import("../modules/transparency/index.ts");
  await migrate(database);
  if (command === "verify-ledger") {
    const report = await verifyLedgerChain(database.db);
    if (report.firstProblem) {
      const { position, entryId, problem } = report.firstProblem;
      out(`Ledger chain BROKEN at position ${position}, entry ${entryId}: ${problem}`);
      out(`${report.checked.toLocaleString("en-US")} entries before it match.`);
      code = 1;
    } else {
      out(`Ledger chain intact: ${report.checked.toLocaleString("en-US")} entries, last hash ${report.head.hash}`);
      out(`${report.unsealed.toLocaleString("en-US")} entries are waiting for the sealing job.`);
    }
  } else {
    const feed = createPriceFeed(config, systemClock, (error) => out(`price feed: ${(error as Error).message}`));
    const { day, isNew, sealed } = await publishLiabilities(database.db, feed, systemClock.now());
    out(`${sealed.toLocaleString("en-US")} ledger entries sealed.`);
    out(`${isNew ? "Published" : "Already published"} ${day.day}: root ${day.rootHash}`);
    out(`  total ${formatMoney(day.totalCents)} over ${formatCount(day.memberCount)} accounts`);
    out(`  ledger position ${day.ledgerPosition}, hash ${day.ledgerHash}`);
  }
} catch (error) {
  process.stderr.write(`Failed: ${(error as Error).message}\n`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
