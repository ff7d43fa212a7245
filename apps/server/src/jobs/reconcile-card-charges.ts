import { reconcileCardCharges } from "../modules/payments/card-charges.service.ts";
import { defineJob } from "./job.ts";

/** A payment older than this that is neither recorded nor declined was cut off mid-way. */
const STALE_AFTER_MS = 10 * 60 * 1000;

/** Every 5 minutes: refunds card charges left unfinished by a crash (see chargeCard). */
export const reconcileCardChargesJob = defineJob<object>({
  name: "reconcile-card-charges",
  schedule: "*/5 * * * *",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  run: async ({ db, jobs, now }) => {
    await reconcileCardCharges(db, jobs, new Date(now().getTime() - STALE_AFTER_MS));
  },
});
