import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { newTotpSecret } from "../src/modules/security/totp.ts";
import { Cluster } from "./production-shape/client.ts";
import {
  checkIdempotencyKeys,
  checkSeededOnce,
  checkSharedFiles,
  describeDatabase,
} from "./production-shape/cluster-checks.ts";
import {
  checkAdjustments,
  checkBalances,
  checkLedgerAgainstStatus,
  checkRecordedEntities,
} from "./production-shape/money-checks.ts";
import {
  adminAndPlan,
  bootTogether,
  checkServing,
  expectOk,
  sharedEnv,
  signUpMembers,
} from "./production-shape/setup.ts";
import { AppProcess, createDatabase, freePort, removeDir, sleep, tempDir } from "./production-shape/stack.ts";
import { Workload } from "./production-shape/workload.ts";
import { startS3rver } from "./s3rver.ts";

// The production shape of docs/operations.md: several app processes on one PostgreSQL server and one S3
// bucket, surviving a crashed process and dropped database connections without losing money.
const serverUrl = process.env.DATABASE_URL;
const MEMBERS = 8;
const BUCKET = "vaultline-shape";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

describe("production shape", () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  });

  it("two processes, a kill -9 and dropped connections: every 2xx is stored, no money moves twice", {
    timeout: 175_000,
  }, async (ctx) => {
    ctx.skip(!serverUrl, "needs DATABASE_URL (a PostgreSQL server): two app processes cannot share PGlite");
    const startedAt = Date.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${((Date.now() - startedAt) / 1000).toFixed(1)}s`);

    const database = await createDatabase(serverUrl as string);
    cleanups.push(() => database.drop());
    const s3 = await startS3rver(BUCKET);
    cleanups.push(() => s3.close());
    const admin = {
      email: "shape-admin@example.test",
      password: randomBytes(12).toString("hex"),
      ip: "10.9.0.1",
      totpSecret: newTotpSecret(),
    };
    const env = sharedEnv(database.url, s3.storage, admin);
    const processes: AppProcess[] = [];
    for (const name of ["A", "B"]) {
      // A data folder each: nothing on local disk is shared, as on two machines.
      const dataDir = tempDir(name);
      cleanups.push(() => removeDir(dataDir));
      const app = new AppProcess(name, await freePort(), { ...env, DATA_DIR: dataDir, WEB_DIST_DIR: dataDir });
      cleanups.push(() => app.kill());
      processes.push(app);
    }
    const [a, b] = processes as [AppProcess, AppProcess];
    const bootFailures = await bootTogether(processes);
    const bootedAt = Date.now();
    phase("started");

    const cluster = new Cluster(processes);
    const { adminToken, plan } = await adminAndPlan(cluster, admin);
    const members = await signUpMembers(cluster, { token: adminToken, ip: admin.ip }, MEMBERS, database.url);
    const workload = new Workload(cluster, { token: adminToken, ip: admin.ip }, members, plan, PNG);
    await Promise.all(members.map(async (m, i) => expectOk(await workload.adjust(i, m.id, 300_00), "top-up")));
    phase("set up");

    // Both processes; then B is killed and every connection to our database is cut, five times,
    // while A works alone; then B comes back and both work again.
    const running = workload.run(2);
    let cut = 0;
    try {
      await sleep(4_000);
      await b.kill("SIGKILL");
      phase("B killed");
      for (let i = 0; i < 5; i++) {
        cut += await database.terminateConnections();
        await sleep(500);
      }
      await sleep(1_500);
      b.start();
      await b.waitReady();
      phase("B back");
      await sleep(4_000);
    } finally {
      workload.stop();
      await running;
    }
    phase("stopped");

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());
    const entities = [...workload.entities.values()];
    const exits = a.exits
      .filter((e) => e.at > bootedAt)
      .map((e) => `A exited (code ${e.code}, signal ${e.signal}):\n${a.tail()}`);
    const serving = await checkServing(cluster, members[0]?.token ?? "");
    const keys = await checkIdempotencyKeys(client, cluster, workload.sent);
    const { counts } = workload;
    console.info(
      `production shape: ${counts.ok} ok, ${counts.done} done without answer, ${counts.refused} refused, ` +
        `${counts.unknown} unanswered, ${counts.unseenCreates} creates without an id; ${counts.replays} replays ` +
        `(${counts.replaysCompleted} "already completed"); ${workload.adjustments.length} adjustments; ` +
        `${cut} connections cut; ${keys.withoutAnswer} keys without a stored answer; ` +
        `client saw ${JSON.stringify(cluster.counts)}; ${await describeDatabase(client)}; ${phases.join(", ")}`,
    );

    const report = (label: string, problems: string[]) => expect.soft(problems.join("\n"), label).toBe("");
    report("both processes start together on an empty database", bootFailures);
    report("reference data is seeded once", await checkSeededOnce(client));
    report("A stayed up while its connections were cut", exits);
    report("both processes serve after the restart", serving);
    report("API balance = ledger sum, never below zero", await checkBalances(client, cluster, adminToken));
    report("no money moved twice; ledger matches statuses", await checkLedgerAgainstStatus(client));
    report("every 2xx deposit/withdrawal is stored as told", await checkRecordedEntities(client, entities));
    report("every 2xx adjustment is stored once", await checkAdjustments(client, workload.adjustments));
    report("a replay on the other process returns the first answer", workload.replayMismatches);
    report("no idempotency key is stuck", keys.problems);
    report("no answer is a 5xx other than 503", cluster.unexpected);
    const depositIds = entities.filter((e) => e.kind === "deposit").map((e) => e.id);
    report(
      "a proof uploaded to one process is readable on the other",
      await checkSharedFiles(client, cluster, adminToken, depositIds),
    );
  });
});
