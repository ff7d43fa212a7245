import { defineJob, NO_PAYLOAD } from "./job.ts";

/** Every few minutes: hashes the ledger entries committed since the last run onto the ledger's chain. */
export const sealLedgerJob = defineJob({
  payload: NO_PAYLOAD,
  name: "seal-ledger",
  schedule: "*/5 * * * *",
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  worker: () => ({ batchSize: 1, concurrency: 1, pollingIntervalSeconds: 30 }),
});
