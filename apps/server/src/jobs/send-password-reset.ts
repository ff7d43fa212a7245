import { z } from "zod";
import { defineJob } from "./job.ts";
import { mailWorker } from "./mail-worker.ts";

/** Looks the e-mail up and mails a reset link if it has an account (see requestPasswordReset). */
export const passwordResetJob = defineJob({
  name: "send-password-reset",
  payload: z.object({ email: z.string().min(1) }),
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  worker: mailWorker,
});
