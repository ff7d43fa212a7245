import { courseAccessRemindersJob } from "./course-access-reminders.ts";
import type { JobDefinition } from "./job.ts";
import { planDailyBooksJob } from "./plan-daily-books.ts";
import { planNavSnapshotsJob } from "./plan-nav-snapshots.ts";
import { pruneIdempotencyKeysJob } from "./prune-idempotency-keys.ts";
import { pruneRateLimitsJob } from "./prune-rate-limits.ts";
import { reconcileCardChargesJob } from "./reconcile-card-charges.ts";
import { refundCardChargeJob } from "./refund-card-charge.ts";
import { emailLinkJob } from "./send-email-link.ts";
import { sendMailJob } from "./send-mail.ts";
import { passwordResetJob } from "./send-password-reset.ts";
import { sweepOrphanFilesJob } from "./sweep-orphan-files.ts";

/** Every kind of job: the queue creates their queues and the worker polls them all. */
export const ALL_JOBS: JobDefinition<never>[] = [
  sendMailJob,
  passwordResetJob,
  emailLinkJob,
  refundCardChargeJob,
  reconcileCardChargesJob,
  pruneRateLimitsJob,
  pruneIdempotencyKeysJob,
  sweepOrphanFilesJob,
  courseAccessRemindersJob,
  planNavSnapshotsJob,
  planDailyBooksJob,
];
