import { defineScheduledJob } from "./job.ts";

/**
 * Daily, after the plans' books and NAV snapshots: seals the ledger, then publishes the day's
 * Merkle-sum tree of liabilities with the chain's last sealed hash (once per day).
 */
export const publishLiabilitiesJob = defineScheduledJob({
  name: "publish-liabilities",
  schedule: "30 0 * * *",
  retry: { limit: 5, delaySeconds: 300, backoff: true },
  pollSeconds: 60,
});
