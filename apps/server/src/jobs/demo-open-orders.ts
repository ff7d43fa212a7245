import { defineJob, NO_PAYLOAD } from "./job.ts";

/** Every minute: the demo account's limit and stop orders whose price the feed has reached fill. */
export const demoOpenOrdersJob = defineJob({
  payload: NO_PAYLOAD,
  name: "demo-open-orders",
  schedule: "* * * * *",
  // The next minute's run retries anyway.
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  worker: () => ({ batchSize: 1, concurrency: 1, pollingIntervalSeconds: 10 }),
});
