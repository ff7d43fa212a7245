import { type EmailLinkRequest, mailEmailLink } from "../modules/email-proof/email-links.ts";
import { defineJob } from "./job.ts";
import { mailWorker } from "./mail-worker.ts";

/** Makes and mails a one-use e-mail confirmation link (sign-up, resend, change of address). */
export const emailLinkJob = defineJob<EmailLinkRequest>({
  name: "send-email-link",
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  worker: mailWorker,
  run: async ({ db, config, mailer, now }, request) => {
    await mailEmailLink(db, { config, mailer, now: now() }, request);
  },
});
