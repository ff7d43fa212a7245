import { defineJob, NO_PAYLOAD } from "./job.ts";

/** Hourly: reminds STANDARD members 7 days before their course access ends (once per end date). */
export const courseAccessRemindersJob = defineJob({
  payload: NO_PAYLOAD,
  name: "course-access-reminders",
  schedule: "23 * * * *",
  retry: { limit: 2, delaySeconds: 60, backoff: true },
});
