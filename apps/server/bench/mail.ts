// Mail at the speed of the queue: 1,000 mails queued at once, timed until the last is in the .eml
// outbox, with the app's own workers (JOBS_IN_APP) and the MAIL_* settings of the environment.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { sendMailJob } from "../src/jobs/send-mail.ts";
import { openBenchDatabase, out } from "./database.ts";

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const TARGET_SECONDS = 60;
/** Mails queued per transaction: a burst of events, each enqueuing its mail as it commits. */
const PER_TRANSACTION = 50;

function outboxCount(dir: string): number {
  try {
    return readdirSync(dir).filter((f) => f.endsWith(".eml")).length;
  } catch {
    return 0;
  }
}

/** Returns whether every mail reached the outbox within the target. */
export async function benchMail(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-bench-mail-"));
  const { database, where, cleanup } = await openBenchDatabase();
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", JOBS_IN_APP: "true" }),
    smtpUrl: undefined,
    webDistDir: undefined,
  };
  const app = await buildApp(config, { database, logger: false });
  const outbox = path.join(dataDir, "mail");
  try {
    const { concurrency, batchSize, pollingIntervalSeconds } = config.mail;
    out(`Mail benchmark: ${MAILS.toLocaleString("en-US")} mails into the .eml outbox, ${where}`);
    out(`  MAIL_CONCURRENCY=${concurrency} MAIL_BATCH_SIZE=${batchSize} MAIL_POLL_SECONDS=${pollingIntervalSeconds}`);
    const started = performance.now();
    for (let sent = 0; sent < MAILS; sent += PER_TRANSACTION) {
      await app.db.transaction(async (tx) => {
        for (let i = sent; i < Math.min(MAILS, sent + PER_TRANSACTION); i++) {
          await app.jobs.enqueue(tx, sendMailJob, {
            to: `member-${i}@example.test`,
            subject: `Bench mail ${i}`,
            text: "Your deposit was approved.",
          });
        }
      });
    }
    const queuedSeconds = (performance.now() - started) / 1000;
    let delivered = outboxCount(outbox);
    const deadline = started + 2 * TARGET_SECONDS * 1000;
    while (delivered < MAILS && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      delivered = outboxCount(outbox);
    }
    const seconds = (performance.now() - started) / 1000;
    const isMet = delivered === MAILS && seconds < TARGET_SECONDS;
    out(
      `  queued in ${queuedSeconds.toFixed(1)} s; ${delivered.toLocaleString("en-US")} in the outbox ${seconds.toFixed(1)} s after the first was queued (${(delivered / seconds).toFixed(0)} mails/s)   target < ${TARGET_SECONDS} s: ${isMet ? "ok" : "MISSED"}`,
    );
    return isMet;
  } finally {
    await app.close();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
