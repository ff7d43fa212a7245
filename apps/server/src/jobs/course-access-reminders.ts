import { defineScheduledJob } from "./job.ts";

/** Hourly: reminds STANDARD members 7 days before their course access ends (once per end date). */
export const courseAccessRemindersJob = defineScheduledJob({
  name: "course-access-reminders",
  schedule: "23 * * * *",
  retry: { limit: 2, delaySeconds: 60, backoff: true },
});
