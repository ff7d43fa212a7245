import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../lib/mail.ts";
import type { PaymentGateway } from "../lib/payment-gateway.ts";
import type { PriceFeed } from "../lib/price-feed/price-feed.ts";
import type { Storage } from "../lib/storage.ts";
import type { JobQueue } from "./queue.ts";

/** What a job may use: the same services the app has, never a request. */
export type JobContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  paymentGateway: PaymentGateway;
  priceFeed: PriceFeed;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  now: () => Date;
};

/** One kind of background work: its queue name, its retry policy, when it runs by itself, what it does. */
export type JobDefinition<T extends object> = {
  name: string;
  /** Cron (UTC) for jobs that run on a schedule; absent for jobs that are only enqueued. */
  schedule?: string;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** How a worker takes this job off its queue (default: one at a time, an idle poll every 2 s). */
  worker?: (config: Config) => WorkerSettings;
  run: (context: JobContext, data: T) => Promise<void>;
};

export type WorkerSettings = {
  /** Jobs fetched per poll; while a fetch comes back full the next one follows at once. */
  batchSize: number;
  /** Jobs of one batch run at the same time. */
  concurrency: number;
  /** Seconds between polls of an idle queue (pg-boss's floor is 0.5). */
  pollingIntervalSeconds: number;
};

export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}
