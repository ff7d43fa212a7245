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
  /** How often an idle worker looks for this job (default 2 s; pg-boss's floor is 0.5 s). */
  pollingIntervalSeconds?: number;
  run: (context: JobContext, data: T) => Promise<void>;
};

export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}
