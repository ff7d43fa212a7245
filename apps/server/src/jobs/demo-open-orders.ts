import { defineScheduledJob } from "./job.ts";

/** Every minute: the demo account's limit and stop orders whose price the feed has reached fill. */
export const demoOpenOrdersJob = defineScheduledJob({
  name: "demo-open-orders",
  schedule: "* * * * *",
  // The next minute's run retries anyway.
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  pollSeconds: 10,
});
