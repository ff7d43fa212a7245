import { defineJob, NO_PAYLOAD } from "./job.ts";

/** Daily: every plan's NAV of the day, the points of its published record (once per day). */
export const planNavSnapshotsJob = defineJob({
  payload: NO_PAYLOAD,
  name: "plan-nav-snapshots",
  schedule: "5 0 * * *",
  retry: { limit: 5, delaySeconds: 300, backoff: true },
  // Daily work: an idle worker need not look for it often.
  worker: () => ({ batchSize: 1, concurrency: 1, pollingIntervalSeconds: 60 }),
});
