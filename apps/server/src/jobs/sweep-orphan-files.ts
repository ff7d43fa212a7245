import { sweepOrphanFiles } from "../modules/files/files.service.ts";
import { defineJob } from "./job.ts";

/** Bytes stored for an upload whose transaction never committed are this old before they are swept. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/** Hourly: removes stored files that no record points to (a crash between the upload and its commit). */
export const sweepOrphanFilesJob = defineJob<object>({
  name: "sweep-orphan-files",
  schedule: "27 * * * *",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  run: async ({ db, storage, log, now }) => {
    const removed = await sweepOrphanFiles(db, storage, { olderThan: new Date(now().getTime() - ORPHAN_AGE_MS) });
    if (removed) log.info({ removed }, "orphan files swept");
  },
});
