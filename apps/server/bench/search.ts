// A million users in PostgreSQL, then the admin users search and first page, timed.
// Uses DATABASE_URL's server (in a database of its own, dropped afterwards) or an embedded PGlite.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { getDashboard, searchMatches, searchUsers } from "../src/modules/admin/index.ts";
import { openBenchDatabase, out, percentile } from "./database.ts";
import { seedUsers } from "./seed.ts";

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const TARGET_P95_MS = 50;

async function time(label: string, fn: () => Promise<{ total: number; isTotalCapped: boolean }>, noun = "matches") {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  let result = { total: 0, isTotalCapped: false };
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    result = await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 95);
  const matches = `${result.total.toLocaleString("en-US")}${result.isTotalCapped ? "+" : ""} ${noun}`;
  out(
    `${label.padEnd(40)} median ${percentile(samples, 50).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   ${p95 < TARGET_P95_MS ? "ok " : "SLOW"}  (${matches})`,
  );
}

/** The admin users search and dashboard over USERS (default a million) seeded users. */
export async function benchSearch(): Promise<void> {
  const started = performance.now();
  const { database, where, cleanup } = await openBenchDatabase();
  try {
    out(`Vaultline benchmark: ${USERS.toLocaleString("en-US")} users in ${where}`);
    await migrate(database);
    await seedUsers(database, USERS, (line) => out(`  ${line}`));
    out(
      `  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; ${RUNS} timed runs each, after 3 warm-ups`,
    );
    out(`Target: p95 < ${TARGET_P95_MS} ms (reported, not enforced)\n`);
    const { db } = database;
    const search = (q: string) => () => searchUsers(db, { q, page: 1, pageSize: 20 });
    await time("first page of the user list", search(""));
    await time("second page of the user list", () => searchUsers(db, { q: "", page: 2, pageSize: 20 }));
    await time('part of a last name ("thomps")', search("thomps"));
    await time('rare last name ("dijkstromova")', search("dijkstromova"));
    await time('e-mail fragment ("424242@")', search("424242@"));
    await time('username ("grace_77")', search("grace_77"));
    await time('no match ("zzqxv-nobody")', search("zzqxv-nobody"));
    await time('common e-mail domain ("gmail")', search("gmail"));
    await time('common, only old users ("grace_1")', search("grace_1"));
    await time('short, common ("ma")', search("ma"));
    await time(
      "admin dashboard (counts + 30 days)",
      async () => {
        const dashboard = await getDashboard(db);
        return { total: dashboard.counts.users, isTotalCapped: false };
      },
      "users counted",
    );
    const plan = await queryRows<{ "QUERY PLAN": string }>(db, sql`EXPLAIN ${searchMatches("thomps")}`);
    out(
      `\nHow PostgreSQL answers the search condition for "thomps":\n${plan.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`,
    );
  } finally {
    await cleanup();
  }
  out(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
