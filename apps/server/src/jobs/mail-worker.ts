import type { Config } from "../config.ts";
import type { WorkerSettings } from "./job.ts";

/**
 * The mail queues are worked in batches (MAIL_BATCH_SIZE), several mails at once (MAIL_CONCURRENCY):
 * one at a time per 2-second poll, a sign-up wave's confirmation links waited minutes.
 */
export function mailWorker(config: Config): WorkerSettings {
  return config.mail;
}
