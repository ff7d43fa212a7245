import { defineJob } from "./job.ts";

export type EmailLinkRequest = { userId: string; purpose: "confirm" | "change"; email: string };

/** Makes and mails a one-use e-mail confirmation link (sign-up, resend, change of address). */
export const emailLinkJob = defineJob<EmailLinkRequest>({
  name: "send-email-link",
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  // The member has just signed up (or asked again) and is waiting for this one mail.
  pollingIntervalSeconds: 0.5,
});
