import type { Config } from "../config.ts";

/**
 * One kind of background work as a service sees it: the queue's name, the payload it carries (the type
 * parameter), its retry policy and when it runs by itself. A definition is light, so any module can
 * enqueue it; what runs it is paired with it above the modules (job-handlers.ts).
 */
export type JobDefinition<T extends object> = {
  name: string;
  /** Cron (UTC) for jobs that run on a schedule; absent for jobs that are only enqueued. */
  schedule?: string;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** "short": at most one job of this kind waits in the queue at a time (pg-boss's queue policy). */
  policy?: "short";
  /** How a worker takes this job off its queue (default: one at a time, an idle poll every 2 s). */
  worker?: (config: Config) => WorkerSettings;
  /** Never set: carries the payload type from the definition to `enqueue` and to the handler. */
  readonly payload?: T;
};

export type WorkerSettings = {
  /** Jobs fetched per poll; while a fetch comes back full the next one follows at once. */
  batchSize: number;
  /** Jobs of one batch run at the same time. */
  concurrency: number;
  /** Seconds between polls of an idle queue (pg-boss's floor is 0.5). */
  pollingIntervalSeconds: number;
};

export function defineJob<T extends object>(definition: Omit<JobDefinition<T>, "payload">): JobDefinition<T> {
  return definition;
}
