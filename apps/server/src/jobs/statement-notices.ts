import { defineJob, NO_PAYLOAD } from "./job.ts";

/** Monthly, on the 1st: tells each member that last month's statement can be downloaded (once per month). */
export const statementNoticesJob = defineJob({
  payload: NO_PAYLOAD,
  name: "statement-notices",
  schedule: "30 1 1 * *",
  retry: { limit: 5, delaySeconds: 600, backoff: true },
  // Monthly work: an idle worker need not look for it often.
  worker: () => ({ batchSize: 1, concurrency: 1, pollingIntervalSeconds: 60 }),
});
