import { defineScheduledJob } from "./job.ts";

/** Monthly, on the 1st: tells each member that last month's statement can be downloaded (once per month). */
export const statementNoticesJob = defineScheduledJob({
  name: "statement-notices",
  schedule: "30 1 1 * *",
  retry: { limit: 5, delaySeconds: 600, backoff: true },
  // Monthly work: an idle worker need not look for it often.
  pollSeconds: 60,
});
