import { defineJob } from "./job.ts";
import { mailWorker } from "./mail-worker.ts";

export type EmailLinkRequest = { userId: string; purpose: "confirm" | "change"; email: string };

/** Makes and mails a one-use e-mail confirmation link (sign-up, resend, change of address). */
export const emailLinkJob = defineJob<EmailLinkRequest>({
  name: "send-email-link",
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  worker: mailWorker,
});
