import { defineScheduledJob } from "./job.ts";

/** Daily: each plan's fee for the day, then a rebalance back to its target weights (once per day). */
export const planDailyBooksJob = defineScheduledJob({
  name: "plan-daily-books",
  schedule: "15 0 * * *",
  retry: { limit: 5, delaySeconds: 300, backoff: true },
  // Daily work: an idle worker need not look for it often.
  pollSeconds: 60,
});
