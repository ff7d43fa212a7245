import { z } from "zod";
import { defineJob } from "./job.ts";

/** Gives back a card charge whose deposit or course payment could not be recorded. */
export const refundCardChargeJob = defineJob({
  name: "refund-card-charge",
  payload: z.object({ chargeId: z.uuid() }),
  retry: { limit: 10, delaySeconds: 30, backoff: true },
});
