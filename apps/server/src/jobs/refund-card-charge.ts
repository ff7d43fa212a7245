import { defineJob } from "./job.ts";

/** Gives back a card charge whose deposit or course payment could not be recorded. */
export const refundCardChargeJob = defineJob<{ chargeId: string }>({
  name: "refund-card-charge",
  retry: { limit: 10, delaySeconds: 30, backoff: true },
});
