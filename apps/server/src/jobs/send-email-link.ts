import { z } from "zod";
import { defineJob } from "./job.ts";
import { mailWorker } from "./mail-worker.ts";

const ZEmailLinkRequest = z.object({
  userId: z.uuid(),
  purpose: z.enum(["confirm", "change"]),
  email: z.string().min(1),
});
export type EmailLinkRequest = z.infer<typeof ZEmailLinkRequest>;

/** Makes and mails a one-use e-mail confirmation link (sign-up, resend, change of address). */
export const emailLinkJob = defineJob({
  name: "send-email-link",
  payload: ZEmailLinkRequest,
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  worker: mailWorker,
});
