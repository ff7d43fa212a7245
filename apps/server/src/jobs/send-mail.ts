import { type Mail, ZMail } from "../lib/mail.ts";
import { defineJob } from "./job.ts";
import { mailWorker } from "./mail-worker.ts";

/**
 * Sends one e-mail. Enqueued in the transaction of the event it reports, so a rolled-back decision
 * sends nothing and a committed one always sends, retried with back-off while the mail server is down.
 */
export const sendMailJob = defineJob<Mail>({
  name: "send-mail",
  payload: ZMail,
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  worker: mailWorker,
});
