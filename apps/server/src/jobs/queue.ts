import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pLimit from "p-limit";
import PgBoss from "pg-boss";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import { JOBS_CHANNEL, watchChanges } from "../db/notifications.ts";
import type { EmbeddedClient } from "../db/pglite-thread.ts";
import type { ChainWatch } from "../lib/chain/index.ts";
import type { ExchangeConnector } from "../lib/exchange/index.ts";
import type { Mailer } from "../lib/mail.ts";
import type { PaymentGateway } from "../lib/payment-gateway.ts";
import type { PriceFeed } from "../lib/price-feed/price-feed.ts";
import type { Storage } from "../lib/storage.ts";
import { type JobDefinition, parsePayload } from "./job.ts";

/** What a job may use: the same services the app has, never a request. */
export type JobContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  paymentGateway: PaymentGateway;
  priceFeed: PriceFeed;
  exchange: ExchangeConnector | null;
  chain: ChainWatch;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  now: () => Date;
};

/** A job's definition paired with the function that does it (the registry is composed in job-handlers.ts). */
export type JobHandler<T extends object> = {
  job: JobDefinition<T>;
  run: (context: JobContext, data: T) => Promise<void>;
};

export function handleJob<T extends object>(
  job: JobDefinition<T>,
  run: (context: JobContext, data: T) => Promise<void>,
): JobHandler<T> {
  return { job, run };
}

/** startAfterSeconds: the job is due that long from now (a follow-up run). */
export type EnqueueOptions = { startAfterSeconds?: number };

export type QueueStats = { queue: string; queued: number; active: number; failed: number };

export type JobQueue = {
  /**
   * Adds a job inside the caller's transaction: it exists only if that transaction commits. A payload
   * that does not match the job's schema is refused with an error (a programming error, never stored).
   */
  enqueue: <T extends object>(tx: Db, job: JobDefinition<T>, data: T, options?: EnqueueOptions) => Promise<void>;
  /** Polls every queue and runs the schedules here (in the app by default, or in `npm run worker`). */
  startWorkers: (context: JobContext) => Promise<void>;
  /** Runs every job that is due now, here, and returns how many ran (`npm run worker -- --once`, tests). */
  runDue: (context: JobContext) => Promise<number>;
  stats: () => Promise<QueueStats[]>;
  /** Lets running jobs finish (up to 10 s), then stops polling. */
  stop: () => Promise<void>;
};

type Options = {
  /** Every kind of job (each with its own payload) with what runs it: the queue creates their queues and polls them all. */
  handlers: JobHandler<any>[];
  log: FastifyBaseLogger;
  /** This process runs workers and schedules (it then also runs pg-boss's maintenance). */
  withWorkers: boolean;
  onJobFailed?: (queue: string) => void;
  pollingIntervalSeconds?: number;
};

/** pg-boss's way into a database: one SQL text with `$n` placeholders and its values. */
type BossDb = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: any[] }> };

/**
 * PGlite as pg-boss's database. pg-boss sends its schema scripts as several statements without
 * values, which only `exec` takes; every other query has values and goes through `query`.
 */
function pgliteDb(client: EmbeddedClient): BossDb {
  return {
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values)).rows as any[] };
      const results = await client.exec(text);
      return { rows: results.flatMap((result) => result.rows) };
    },
  };
}

/** The pg-boss schema version this pg-boss creates and reads. */
const QUEUE_SCHEMA_VERSION = 24;
/** Any number unused by the other advisory locks (727274 migrations, 727275 seeding, …). */
const QUEUE_CREATION_LOCK_ID = 727_276;

/**
 * A database whose job tables a newer pg-boss made (an install from before Vaultline went back to
 * pg-boss 10 for Node 20) would be read with the wrong queries: stop with what to do instead.
 */
async function refuseNewerQueueSchema(db: Db): Promise<void> {
  const found = await db
    .execute(sql`SELECT version FROM pgboss.version WHERE to_regclass('pgboss.version') IS NOT NULL LIMIT 1`)
    .catch(() => ({ rows: [] }));
  const version = Number((found as unknown as { rows: { version: number }[] }).rows[0]?.version ?? 0);
  if (version > QUEUE_SCHEMA_VERSION) {
    throw new Error(
      `The job queue's tables (schema "pgboss", version ${version}) were made by a newer pg-boss than this one (version ${QUEUE_SCHEMA_VERSION}). Let the queued jobs finish with the previous Vaultline, then run DROP SCHEMA pgboss CASCADE and start again.`,
    );
  }
}

/**
 * A Drizzle transaction as pg-boss's database: the job is inserted by the caller's transaction, on
 * its connection (both drivers' clients take a text with `$n` placeholders, each bound once, as
 * pg-boss's queries need where one value is read as two types).
 */
function transactionDb(tx: Db): BossDb {
  const { client } = (tx as unknown as { session: { client: Pick<EmbeddedClient, "query"> } }).session;
  return {
    executeSql: async (text, values) => ({ rows: (await client.query(text, values ?? [])).rows as any[] }),
  };
}

/**
 * pg-boss on the app's own database: on a PostgreSQL server through a small pool of its own, on
 * PGlite through the one embedded connection. Chosen over graphile-worker because it runs on PGlite
 * (our embedded default) as well as on a server, and can insert a job inside a Drizzle transaction.
 */
export async function openJobQueue(database: Database, options: Options): Promise<JobQueue> {
  const { log } = options;
  const roles = { supervise: options.withWorkers, schedule: options.withWorkers };
  const boss =
    database.driver.kind === "pglite"
      ? new PgBoss({ db: pgliteDb(database.driver.client) as PgBoss.Db, ...roles })
      : new PgBoss({
          connectionString: database.driver.connectionString,
          max: 3,
          application_name: "vaultline-jobs",
          ...roles,
        });
  // pg-boss reports a dropped connection as an 'error' event; unheard, it would end the process.
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  watchLostCompletions(log);
  await refuseNewerQueueSchema(database.db);
  await boss.start();
  const { handlers } = options;
  const createQueues = async () => {
    for (const { job } of handlers) {
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        ...(job.policy ? { policy: job.policy } : {}),
      });
    }
  };
  // Two processes creating the same queue at once deadlock inside pg-boss (each makes the queue's
  // partition table); a lock held by a transaction of ours makes the second wait, then find them
  // made. PGlite has one process and one connection, which the lock's transaction would hold.
  if (database.driver.kind === "pglite") await createQueues();
  else
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUEUE_CREATION_LOCK_ID})`);
      await createQueues();
    });

  async function runOne(context: JobContext, { job, run }: JobHandler<any>, data: object): Promise<void> {
    try {
      await run(context, parsePayload(job, data));
    } catch (error) {
      log.error({ err: error, queue: job.name }, "job failed");
      options.onJobFailed?.(job.name);
      throw error;
    }
  }

  let dueWatches: { stop: () => void }[] = [];
  let stopHearingDueJobs: (() => Promise<void>) | undefined;
  return {
    enqueue: async (tx, job, data, enqueueOptions) => {
      const db = transactionDb(tx);
      const startAfter = enqueueOptions?.startAfterSeconds;
      await boss.send(job.name, parsePayload(job, data), {
        db: db as PgBoss.Db,
        ...(startAfter ? { startAfter } : {}),
      });
      // Heard by every process's workers once the caller's transaction commits (never if it rolls
      // back): the job is taken at once instead of at the next poll.
      if (!startAfter) await db.executeSql("SELECT pg_notify($1, $2)", [JOBS_CHANNEL, job.name]);
    },
    startWorkers: async (context) => {
      if (!options.withWorkers) throw new Error("This job queue was opened without workers");
      // Queue name → worker, per poll interval: each interval's queues are watched together.
      const byInterval = new Map<number, Map<string, string>>();
      for (const handler of handlers) {
        const { job } = handler;
        const settings = job.worker?.(context.config) ?? { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 2 };
        const pollSeconds = options.pollingIntervalSeconds ?? settings.pollingIntervalSeconds;
        const limit = pLimit(settings.concurrency);
        const workerId = await boss.work<object>(
          job.name,
          // The due-job watch below wakes the worker; its own poll is only the fallback.
          { pollingIntervalSeconds: Math.max(pollSeconds, FALLBACK_POLL_SECONDS), batchSize: settings.batchSize },
          // Each job of a batch settles on its own: a failed one is failed here (one refused mail is
          // retried, the others not resent); pg-boss then completes only those still active.
          async (jobs) => {
            await Promise.all(
              jobs.map((one) =>
                limit(async () => {
                  try {
                    await runOne(context, handler, one.data);
                  } catch (error) {
                    await boss.fail(job.name, one.id, { message: (error as Error).message });
                  }
                }),
              ),
            );
          },
        );
        byInterval.set(pollSeconds, (byInterval.get(pollSeconds) ?? new Map()).set(job.name, workerId));
        if (job.schedule) await boss.schedule(job.name, job.schedule);
      }
      dueWatches = [...byInterval].map(([seconds, workerIds]) => watchDueJobs(boss, workerIds, seconds, log));
      const workerOf = new Map([...byInterval.values()].flatMap((workerIds) => [...workerIds]));
      stopHearingDueJobs = await watchChanges(
        database,
        {
          [JOBS_CHANNEL]: (queue) => {
            const id = workerOf.get(queue);
            if (id) boss.notifyWorker(id);
          },
        },
        {
          name: "vaultline-jobs-due",
          // While not heard, the due-job watch still finds every job at its poll.
          onLive: () => {},
          onError: (error) => log.warn({ err: error }, "listening for due jobs failed; retrying"),
        },
      );
    },
    runDue: async (context) => {
      let count = 0;
      for (const handler of handlers) {
        const { job } = handler;
        for (;;) {
          const batch = await boss.fetch<object>(job.name, { batchSize: 20 });
          if (!batch.length) break;
          for (const one of batch) {
            count++;
            try {
              await runOne(context, handler, one.data);
              await boss.complete(job.name, one.id);
            } catch (error) {
              await boss.fail(job.name, one.id, { message: (error as Error).message });
            }
          }
        }
      }
      return count;
    },
    stats: async () => {
      const { rows } = await boss
        .getDb()
        .executeSql(
          "SELECT name, state, count(*)::int AS n FROM pgboss.job WHERE name = ANY($1::text[]) GROUP BY name, state",
          [handlers.map(({ job }) => job.name)],
        );
      const count = (queue: string, ...states: string[]) =>
        rows.filter((row) => row.name === queue && states.includes(row.state)).reduce((sum, row) => sum + row.n, 0);
      return handlers.map(({ job }) => ({
        queue: job.name,
        queued: count(job.name, "created", "retry"),
        active: count(job.name, "active"),
        failed: count(job.name, "failed"),
      }));
    },
    stop: async () => {
      await stopHearingDueJobs?.();
      for (const watch of dueWatches) watch.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
      unwatchLostCompletions(log);
    },
  };
}

/** How often a worker polls its queue by itself, in case a wake-up from the due-job watch was missed. */
const FALLBACK_POLL_SECONDS = 60;

/**
 * One query for the queues polled every `seconds` (the mail queues, say), instead of each of
 * pg-boss's workers polling its own queue: the workers of queues with a due job are woken at once
 * (pg-boss's `notifyWorker`): an idle process sends one query per poll interval instead of one per
 * queue (docs/performance-log.md, 2026-11-29, evening). A job due now is heard at once (enqueue's
 * notification, JOBS_CHANNEL); this watch finds those due later (`startAfterSeconds`, a retry's
 * delay, a schedule), and any whose notification was missed while the listener was down.
 */
function watchDueJobs(
  boss: PgBoss,
  workerIds: Map<string, string>,
  seconds: number,
  log: FastifyBaseLogger,
): { stop: () => void } {
  const names = [...workerIds.keys()];
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      const { rows } = await boss
        .getDb()
        .executeSql(
          "SELECT DISTINCT name FROM pgboss.job WHERE name = ANY($1::text[]) AND state < 'active' AND start_after < now()",
          [names],
        );
      for (const { name } of rows) {
        const id = workerIds.get(name);
        if (id) boss.notifyWorker(id);
      }
    } catch (error) {
      if (!stopped) log.error({ err: error }, "job queue watch failed");
    }
    if (!stopped) timer = setTimeout(tick, seconds * 1000);
  };
  timer = setTimeout(tick, seconds * 1000);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * pg-boss 10 marks a worker's finished jobs complete (or failed) without awaiting it (fixed in 11,
 * which needs Node 22), so a database connection cut at that moment is a rejection nobody handles,
 * and Node ends the process. Such a job stays active and runs again after its expiry, which every
 * job here tolerates. Any other unhandled rejection still ends the process, as Node's default does.
 */
function survivePgBossCompletion(reason: unknown): void {
  const code = (reason as { code?: unknown } | null)?.code;
  const lostConnection =
    (typeof code === "string" && (code.startsWith("57P") || code.startsWith("08"))) ||
    (reason instanceof Error && /Connection terminated/i.test(reason.message));
  const [log] = openQueueLogs;
  if (log && lostConnection && reason instanceof Error && /pg-boss/.test(reason.stack ?? "")) {
    log.warn({ err: reason }, "a job's completion was lost with its connection; the job runs again after its expiry");
    return;
  }
  throw reason;
}

/** One process-wide listener however many queues are open (tests open one per app). */
const openQueueLogs: FastifyBaseLogger[] = [];

function watchLostCompletions(log: FastifyBaseLogger): void {
  if (openQueueLogs.length === 0) process.on("unhandledRejection", survivePgBossCompletion);
  openQueueLogs.push(log);
}

function unwatchLostCompletions(log: FastifyBaseLogger): void {
  const at = openQueueLogs.indexOf(log);
  if (at >= 0) openQueueLogs.splice(at, 1);
  if (openQueueLogs.length === 0) process.off("unhandledRejection", survivePgBossCompletion);
}
