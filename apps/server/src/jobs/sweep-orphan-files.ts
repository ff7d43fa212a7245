import { defineJob, NO_PAYLOAD } from "./job.ts";

/** Hourly: removes stored files that no record points to (a crash between the upload and its commit). */
export const sweepOrphanFilesJob = defineJob({
  payload: NO_PAYLOAD,
  name: "sweep-orphan-files",
  schedule: "27 * * * *",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
});
