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
  /** How often an idle worker looks for this job (default 2 s; pg-boss's floor is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Never set: carries the payload type from the definition to `enqueue` and to the handler. */
  readonly payload?: T;
};

export function defineJob<T extends object>(definition: Omit<JobDefinition<T>, "payload">): JobDefinition<T> {
  return definition;
}
