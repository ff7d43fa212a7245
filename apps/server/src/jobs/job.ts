import { z } from "zod";
import type { Config } from "../config.ts";

/**
 * One kind of background work as a service sees it: the queue's name, the payload it carries (a zod
 * schema), its retry policy and when it runs by itself. A definition is light, so any module can
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
  /**
   * The payload's shape. `enqueue` refuses (throws) a payload that does not match it, a programming
   * error; the handler receives the payload parsed by it.
   */
  payload: z.ZodType<T>;
};

/** The payload of a job that carries nothing (a scheduled sweep, a run of the books). */
export const NO_PAYLOAD = z.object({});

export type WorkerSettings = {
  /** Jobs fetched per poll; while a fetch comes back full the next one follows at once. */
  batchSize: number;
  /** Jobs of one batch run at the same time. */
  concurrency: number;
  /**
   * How soon a due job is noticed, in seconds (pg-boss's floor is 0.5): the process looks for due
   * jobs of the queues with the same interval in one query (queue.ts, watchDueJobs).
   */
  pollingIntervalSeconds: number;
};

export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

/**
 * A job that only runs on its schedule and carries nothing (the books, a sweep): taken one at a time,
 * and an idle worker looks for it every `pollSeconds` (default: every 2 s).
 */
export function defineScheduledJob(
  definition: Omit<JobDefinition<object>, "payload" | "worker" | "schedule"> & {
    schedule: string;
    pollSeconds?: number;
  },
): JobDefinition<z.infer<typeof NO_PAYLOAD>> {
  const { pollSeconds, ...rest } = definition;
  if (pollSeconds === undefined) return { ...rest, payload: NO_PAYLOAD };
  return {
    ...rest,
    payload: NO_PAYLOAD,
    worker: () => ({ batchSize: 1, concurrency: 1, pollingIntervalSeconds: pollSeconds }),
  };
}

/** `data` as the job's schema reads it; a payload that does not match is a programming error (throws). */
export function parsePayload<T extends object>(job: JobDefinition<T>, data: unknown): T {
  // A scheduled run carries no data at all.
  const parsed = job.payload.safeParse(data ?? {});
  if (!parsed.success) throw new Error(`Job ${job.name}: bad payload: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
