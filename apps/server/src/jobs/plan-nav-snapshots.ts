import { defineScheduledJob } from "./job.ts";

/** Daily: every plan's NAV of the day, the points of its published record (once per day). */
export const planNavSnapshotsJob = defineScheduledJob({
  name: "plan-nav-snapshots",
  schedule: "5 0 * * *",
  retry: { limit: 5, delaySeconds: 300, backoff: true },
  // Daily work: an idle worker need not look for it often.
  pollSeconds: 60,
});
