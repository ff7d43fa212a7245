// `npm run bench -- http`: the calls of bench/README.md over HTTP against the real server, on a seeded
// database (DATABASE_URL's server: 1M users, 10M deposits, 2M ledger rows by default; PGlite: a
// tenth), each measured with autocannon beside a bare Fastify hello-world in the same run.
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { WEB_CLIENT_HEADER, WEB_CLIENT_NAME } from "@vaultline/shared";
import { Secret, TOTP } from "otpauth";
import type { Database } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { seedPlans } from "../src/db/seed.ts";
import { systemClock } from "../src/lib/clock.ts";
import { createSimulatedFeed } from "../src/lib/price-feed/simulated.ts";
import { hashPassword } from "../src/lib/secrets.ts";
import { runDailyBooks, snapshotNavs } from "../src/modules/portfolios/index.ts";
import { compareWithPostgres, type Measured, savePostgresRun } from "./compare.ts";
import { isReused, openBenchDatabase, out } from "./database.ts";
import { httpCalls } from "./http-calls.ts";
import { type LoadResult, load } from "./load.ts";
import { inWindow, type ProfileWindow, profileDir, reportProfiles } from "./profile.ts";
import { bookSeededPositions, seedMoney, seedUsers } from "./seed.ts";
import { reportSeqScans, seqScans } from "./seq-scans.ts";
import { peakRssMiB, rssMiB, serverScript, settled, signIn, start, stop } from "./server-process.ts";
import { besideBare, measureOf, replayedBy, verdict } from "./targets.ts";
import { benchLiabilities } from "./transparency.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const ADMIN = {
  email: "bench-admin@example.test",
  password: "bench-admin-password-1",
  totp: "JBSWY3DPEHPK3PXPJBSWY3DP",
};
const MEMBER = { username: "bench_member", email: "bench.member@example.test", password: "bench-member-password-1" };

async function seed(database: Database, sizes: { users: number; deposits: number; ledger: number }): Promise<string> {
  const log = (line: string) => out(`  ${line}`);
  await seedPlans(database.db);
  await seedUsers(database, sizes.users, log);
  const hash = await hashPassword(MEMBER.password);
  const [member] = await database.withSession((query) =>
    query(`INSERT INTO users (username, email, first_name, last_name, password_hash, is_verified)
      VALUES ('${MEMBER.username}', '${MEMBER.email}', 'Bench', 'Member', '${hash}', true) RETURNING id`),
  );
  const memberId = String(member?.id);
  await seedMoney(database, { ...sizes, member: memberId, memberDeposits: 10_000 }, log);
  await bookSeededPositions(database, log);
  return memberId;
}

async function findMember(database: Database): Promise<string> {
  const [member] = await database.withSession((query) =>
    query(`SELECT id FROM users WHERE lower(username) = '${MEMBER.username}'`),
  );
  if (!member) throw new Error("BENCH_REUSE=1 needs a database kept by a BENCH_KEEP=1 run");
  return String(member.id);
}

/**
 * The daily jobs over every seeded position, timed in this process before the server starts: the
 * books (fee and rebalance of each plan) and the NAV snapshot. Their work is per plan, not per
 * position, so the count of positions only shows what they ran over. Target: under a minute.
 */
async function benchDailyJobs(database: Database, positions: number): Promise<boolean> {
  const feed = createSimulatedFeed(systemClock);
  const started = performance.now();
  await runDailyBooks(database.db, feed, systemClock.now());
  await snapshotNavs(database.db, feed, systemClock.now());
  const seconds = (performance.now() - started) / 1000;
  const isMet = seconds < 60;
  out(
    `  daily plan jobs over ${positions.toLocaleString("en-US")} positions: ${seconds.toFixed(2)} s ` +
      `(target < 60 s) ${isMet ? "met" : "NOT MET"}`,
  );
  return isMet;
}

export async function benchHttp(): Promise<boolean> {
  const started = performance.now();
  const bench = await openBenchDatabase();
  const isServer = bench.databaseUrl !== null;
  const users = Number(process.env.BENCH_USERS ?? (isServer ? 1_000_000 : 100_000));
  const deposits = Number(process.env.BENCH_DEPOSITS ?? users * 10);
  const ledger = Number(process.env.BENCH_LEDGER ?? users * 2);
  const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-bench-data-"));
  const children: ChildProcess[] = [];
  let isAllMet = true;
  try {
    out(
      `Vaultline HTTP benchmark: ${users.toLocaleString("en-US")} users, ${deposits.toLocaleString("en-US")} deposits, ` +
        `${ledger.toLocaleString("en-US")} ledger rows in ${bench.where}`,
    );
    const { database } = bench;
    await migrate(database);
    const memberId = isReused() ? await findMember(database) : await seed(database, { users, deposits, ledger });
    out(
      `  ${isReused() ? "reused the kept database" : "seeded"} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const [position] = await database.withSession((query) =>
      query(
        "SELECT count(*)::int AS n, (SELECT id FROM plans WHERE NOT is_hidden ORDER BY weight_usd LIMIT 1) AS plan FROM deposits WHERE units_micro IS NOT NULL",
      ),
    );
    const planId = String(position?.plan);
    // BENCH_CALLS asks for some calls only: the daily jobs and the proof of liabilities are not timed.
    if (!process.env.BENCH_CALLS) {
      isAllMet = (await benchDailyJobs(database, Number(position?.n ?? 0))) && isAllMet;
      isAllMet = (await benchLiabilities(database)) && isAllMet;
    }
    // PGlite is one process's: the server under test opens it after the seeding lets go.
    if (!isServer) await database.close();

    // The web app's entry script, as a browser that accepts brotli gets it (npm run build first).
    const webDist = path.resolve(import.meta.dirname, "../../web/dist");
    const entry = existsSync(path.join(webDist, "index.html"))
      ? /src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(path.join(webDist, "index.html"), "utf8"))?.[1]
      : undefined;
    const homePage = path.join(webDist, "prerendered", "index.html.br");
    const bare = await start(
      "apps/server/bench/bare.ts",
      entry
        ? { BARE_FILE: path.join(webDist, `${entry}.br`), ...(existsSync(homePage) ? { BARE_PAGE: homePage } : {}) }
        : {},
    );
    children.push(bare.child);
    const app = await start(serverScript(), {
      NODE_ENV: "production",
      OPERATOR_NAME: "Bench Operator Ltd",
      OPERATOR_ADDRESS: "1 Bench Street",
      OPERATOR_REGISTRATION: "Bench registration 0000",
      OPERATOR_CONTACT_EMAIL: "bench@example.test",
      OPERATOR_LICENCE: "None: benchmark installation",
      DATA_DIR: bench.pgliteDir ? path.dirname(bench.pgliteDir) : dataDir,
      ...(bench.databaseUrl
        ? {
            DATABASE_URL: bench.databaseUrl,
            // Fixed, so a BENCH_REUSE=1 run can read the admin's two-factor secret of the kept database.
            JWT_SECRET: "vaultline-bench-only-jwt-secret-0000000000",
            ENCRYPTION_KEY: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
          }
        : {}),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_USERNAME: "bench_admin",
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: ADMIN.totp,
    });
    children.push(app.child);
    // Timed once the start's own work (the leaked-password list read just after listening, its
    // garbage collected) is done: it took a core for seconds and fell on the first calls.
    await settled(app.child);
    const idleRss = rssMiB(app.child);
    const code = TOTP.generate({ secret: Secret.fromBase32(ADMIN.totp) });
    const tokens = {
      admin: await signIn(app.url, ADMIN.email, ADMIN.password, code),
      member: await signIn(app.url, MEMBER.email, MEMBER.password),
    };

    if (!entry) out("  no web build (npm run build): the static files are not measured");
    const calls = httpCalls({ entry, isServer, planId, memberId });

    const before = isServer ? await seqScans(database) : null;
    const bareAt = new Map<number, LoadResult>();
    for (const connections of [1, 10, 100]) {
      await load(bare.url, { connections, seconds: 1 });
      bareAt.set(connections, await load(bare.url, { connections, seconds: SECONDS }));
    }
    out(`\n${SECONDS} s per call after a 1 s warm-up; latencies in ms; bare Fastify measured in this run:`);
    for (const [connections, r] of bareAt) {
      out(
        `  bare Fastify, ${connections} connections: ${Math.round(r.rps).toLocaleString("en-US")} req/s, p99 ${r.p99.toFixed(1)}`,
      );
    }
    out(
      `\n${"call".padEnd(44)}${"conns".padStart(6)}${"req/s".padStart(8)}${"p50".padStart(7)}${"p95".padStart(7)}${"p99".padStart(7)}   result`,
    );
    const measured: Measured[] = [];
    const windows: ProfileWindow[] = [];
    // BENCH_CALLS: the calls whose label contains one of its comma-separated texts.
    const only = process.env.BENCH_CALLS?.split(",").filter(Boolean);
    for (const call of only ? calls.filter((c) => only.some((text) => c.label.includes(text))) : calls) {
      // The API is called as our web app calls it: naming itself, and signed in where the call says.
      const headers: Record<string, string> = { ...call.headers };
      if (call.path.startsWith("/api/")) headers[WEB_CLIENT_HEADER] = WEB_CLIENT_NAME;
      if (call.as) headers.authorization = `Bearer ${tokens[call.as]}`;
      const url = `${app.url}${call.path}`;
      await load(url, { connections: call.connections, seconds: 1, headers });
      const timeApp = () =>
        inWindow(windows, `${call.label}, ${call.connections} connections`, () =>
          load(url, { connections: call.connections, seconds: SECONDS, headers }),
        );
      const barePath = call.bare === "answer" ? await replayedBy(bare.url, url, headers) : (call.bare ?? "/");
      const { result, bare: bareBeside } =
        call.target.kind === "ratio"
          ? await besideBare(timeApp, `${bare.url}${barePath}`, call.connections, SECONDS)
          : { result: await timeApp(), bare: undefined };
      const bareRun = bareBeside ?? bareAt.get(call.connections) ?? result;
      for (const target of call.latency ? [call.target, call.latency] : [call.target]) {
        const one = { ...call, target };
        const measure = measureOf(one, result, bareRun);
        const { shown, isMet } = verdict(one, result, bareRun, measure.value);
        if (!isMet) isAllMet = false;
        if (result.failures === 0) measured.push(measure);
        out(
          `${call.label.padEnd(44)}${String(call.connections).padStart(6)}${Math.round(result.rps).toString().padStart(8)}` +
            `${result.p50.toFixed(1).padStart(7)}${result.p95.toFixed(1).padStart(7)}${result.p99.toFixed(1).padStart(7)}   ${isMet ? "met" : "NOT MET"}: ${shown}`,
        );
      }
    }
    out(
      `\nServer RSS: ${idleRss.toFixed(0)} MiB idle after start, ${rssMiB(app.child).toFixed(0)} MiB after the load, ` +
        `peak ${peakRssMiB(app.child).toFixed(0)} MiB (the embedded default's own targets: npm run bench -- memory)`,
    );
    const dir = profileDir();
    if (dir && app.child.pid) {
      await stop(app.child);
      reportProfiles(dir, app.child.pid, windows);
    }
    if (isServer) savePostgresRun(users, measured);
    else if (!compareWithPostgres(measured)) isAllMet = false;
    if (before) {
      if (!(await reportSeqScans(database, before))) isAllMet = false;
    } else {
      out("Sequential-scan evidence needs a PostgreSQL server (DATABASE_URL).");
    }
  } finally {
    // Each one waited for: the server writes its CPU profile as it exits.
    await Promise.all(children.map(stop));
    await bench.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
  out(
    `\n${isAllMet ? "Every target met" : "Some targets NOT met"}; done in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return isAllMet;
}
