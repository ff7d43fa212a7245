import { defineScheduledJob } from "./job.ts";

/** Every few minutes: hashes the ledger entries committed since the last run onto the ledger's chain. */
export const sealLedgerJob = defineScheduledJob({
  name: "seal-ledger",
  schedule: "*/5 * * * *",
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  pollSeconds: 30,
});
