import { pruneRateLimits } from "../lib/rate-limit.ts";
import { defineJob } from "./job.ts";

/** Hourly: deletes rate-limit counters whose window has passed. */
export const pruneRateLimitsJob = defineJob<object>({
  name: "prune-rate-limits",
  schedule: "7 * * * *",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  run: async ({ db, now }) => {
    await pruneRateLimits(db, now());
  },
});
