import { defineScheduledJob } from "./job.ts";

/** Every 5 minutes: refunds card charges left unfinished by a crash (see chargeCard). */
export const reconcileCardChargesJob = defineScheduledJob({
  name: "reconcile-card-charges",
  schedule: "*/5 * * * *",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
});
