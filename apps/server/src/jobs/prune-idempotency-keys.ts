import { defineScheduledJob } from "./job.ts";

/** Hourly: deletes Idempotency-Keys older than 24 hours (they are ignored from then on anyway). */
export const pruneIdempotencyKeysJob = defineScheduledJob({
  name: "prune-idempotency-keys",
  schedule: "17 * * * *",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
});
