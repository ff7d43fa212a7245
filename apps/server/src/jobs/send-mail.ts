import { z } from "zod";
import type { Mail } from "../lib/mail.ts";
import { defineJob } from "./job.ts";
import { mailWorker } from "./mail-worker.ts";

const ZMail = z.object({
  to: z.string().min(1),
  subject: z.string().min(1),
  text: z.string().min(1),
  userId: z.uuid().optional(),
  isSecurity: z.boolean().optional(),
}) satisfies z.ZodType<Mail>;

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
