import { defineScheduledJob } from "./job.ts";

/** Daily, after the books: owed against held per asset stored for the day; a new shortfall e-mails every admin. */
export const treasuryReconcileJob = defineScheduledJob({
  name: "treasury-reconcile",
  schedule: "45 0 * * *",
  retry: { limit: 5, delaySeconds: 300, backoff: true },
  pollSeconds: 60,
});

/** Every 10 minutes and after the daily rebalance: the net orders that bring holdings back within the band. */
export const treasuryProposeJob = defineScheduledJob({
  name: "treasury-propose",
  schedule: "*/10 * * * *",
  policy: "short",
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  pollSeconds: 30,
});
