import { defineScheduledJob } from "./job.ts";

/** Hourly: removes stored files that no record points to (a crash between the upload and its commit). */
export const sweepOrphanFilesJob = defineScheduledJob({
  name: "sweep-orphan-files",
  schedule: "27 * * * *",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
});
