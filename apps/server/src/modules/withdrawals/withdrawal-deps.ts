import type { FastifyInstance } from "fastify";
import type { JobQueue } from "../../jobs/queue.ts";
import type { QuoteDeps } from "../crypto/index.ts";
import type { PayoutChain } from "./payout-proof.ts";

/** What the withdrawal services use: the quote machinery, the chain watcher, the job queue. */
export type WithdrawalDeps = QuoteDeps & {
  chain: PayoutChain;
  jobs: JobQueue;
  /** How long an explorer may take to answer a fee estimate or a transaction look-up. */
  chainTimeoutMs: number;
  /** Where the e-mails' receipt links point. */
  publicUrl: string;
};

export const withdrawalDeps = (app: FastifyInstance): WithdrawalDeps => ({
  db: app.db,
  config: app.config,
  clock: app.clock,
  priceFeed: app.priceFeed,
  chain: app.chain,
  jobs: app.jobs,
  chainTimeoutMs: app.config.payoutCheckTimeoutMs,
  publicUrl: app.config.publicUrl,
});
