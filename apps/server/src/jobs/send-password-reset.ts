import { mailPasswordResetLink } from "../modules/auth/auth.service.ts";
import { defineJob } from "./job.ts";
import { mailWorker } from "./mail-worker.ts";

/** Looks the e-mail up and mails a reset link if it has an account (see requestPasswordReset). */
export const passwordResetJob = defineJob<{ email: string }>({
  name: "send-password-reset",
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  worker: mailWorker,
  run: async ({ db, config, mailer }, { email }) => {
    await mailPasswordResetLink(db, config, mailer, email);
  },
});
