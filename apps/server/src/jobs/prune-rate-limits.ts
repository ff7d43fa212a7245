import { defineScheduledJob } from "./job.ts";

/** Hourly: deletes rate-limit counters whose window has passed. */
export const pruneRateLimitsJob = defineScheduledJob({
  name: "prune-rate-limits",
  schedule: "7 * * * *",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
});
