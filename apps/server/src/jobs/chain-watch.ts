import { defineJob, NO_PAYLOAD } from "./job.ts";

/**
 * Looks at the chain for every watched deposit (open, or inside its monitoring window) and, on the
 * simulated network, mines a block first. It runs again CHAIN_POLL_SECONDS after it ends; the
 * minutely schedule restarts it should that chain of runs break. A failing endpoint fails the run:
 * the queue retries it with back-off (docs/payments.md, "Chain watching").
 */
export const chainWatchJob = defineJob({
  payload: NO_PAYLOAD,
  name: "chain-watch",
  schedule: "* * * * *",
  retry: { limit: 5, delaySeconds: 15, backoff: true },
  // At most one run waits in the queue: the schedule and the run's own follow-up never pile up.
  policy: "short",
  worker: (config) => ({ batchSize: 1, concurrency: 1, pollingIntervalSeconds: Math.min(2, config.chain.pollSeconds) }),
});
