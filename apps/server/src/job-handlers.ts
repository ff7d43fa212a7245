import { chainWatchJob } from "./jobs/chain-watch.ts";
import { courseAccessRemindersJob } from "./jobs/course-access-reminders.ts";
import { demoOpenOrdersJob } from "./jobs/demo-open-orders.ts";
import { planDailyBooksJob } from "./jobs/plan-daily-books.ts";
import { planNavSnapshotsJob } from "./jobs/plan-nav-snapshots.ts";
import { pruneIdempotencyKeysJob } from "./jobs/prune-idempotency-keys.ts";
import { pruneRateLimitsJob } from "./jobs/prune-rate-limits.ts";
import { publishLiabilitiesJob } from "./jobs/publish-liabilities.ts";
import { handleJob, type JobHandler } from "./jobs/queue.ts";
import { reconcileCardChargesJob } from "./jobs/reconcile-card-charges.ts";
import { refundCardChargeJob } from "./jobs/refund-card-charge.ts";
import { sealLedgerJob } from "./jobs/seal-ledger.ts";
import { emailLinkJob } from "./jobs/send-email-link.ts";
import { sendMailJob } from "./jobs/send-mail.ts";
import { passwordResetJob } from "./jobs/send-password-reset.ts";
import { statementNoticesJob } from "./jobs/statement-notices.ts";
import { sweepOrphanFilesJob } from "./jobs/sweep-orphan-files.ts";
import { treasuryProposeJob, treasuryReconcileJob } from "./jobs/treasury-reconcile.ts";
import { pruneRateLimits } from "./lib/rate-limit.ts";
import { mailPasswordResetLink } from "./modules/auth/index.ts";
import { sendAccessReminders } from "./modules/course/index.ts";
import { fillTriggeredDemoOrders } from "./modules/demo/index.ts";
import { watchChain } from "./modules/deposits/index.ts";
import { mailEmailLink } from "./modules/email-proof/index.ts";
import { sweepOrphanFiles } from "./modules/files/index.ts";
import { reconcileCardCharges, refundCharge } from "./modules/payments/index.ts";
import { runDailyBooks, snapshotNavs } from "./modules/portfolios/index.ts";
import { announceStatements } from "./modules/statements/index.ts";
import { publishLiabilities, sealLedger } from "./modules/transparency/index.ts";
import { proposeOrders, reconcile } from "./modules/treasury/index.ts";
import { recheckPayouts } from "./modules/withdrawals/index.ts";
import { pruneIdempotencyKeys } from "./plugins/idempotency.ts";

/** A card payment older than this that is neither recorded nor declined was cut off mid-way. */
const STALE_CHARGE_AFTER_MS = 10 * 60 * 1000;
/** Bytes stored for an upload whose transaction never committed are this old before they are swept. */
const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000;

/**
 * What runs each kind of job. Composed here, above the modules: a service enqueues a job by its light
 * definition (jobs/) and never imports the module that does the work, so no import runs back up.
 * The app (and `npm run worker`, which builds it) hands this list to the queue.
 */
export const JOB_HANDLERS: JobHandler<any>[] = [
  handleJob(sendMailJob, async ({ mailer }, mail) => {
    await mailer.send(mail);
  }),
  handleJob(passwordResetJob, async ({ db, config, mailer }, { email }) => {
    await mailPasswordResetLink(db, config, mailer, email);
  }),
  handleJob(emailLinkJob, async ({ db, config, mailer, now }, request) => {
    await mailEmailLink(db, { config, mailer, now: now() }, request);
  }),
  handleJob(refundCardChargeJob, async ({ db, paymentGateway }, { chargeId }) => {
    await refundCharge(db, paymentGateway, chargeId);
  }),
  handleJob(reconcileCardChargesJob, async ({ db, jobs, now }) => {
    await reconcileCardCharges(db, jobs, new Date(now().getTime() - STALE_CHARGE_AFTER_MS));
  }),
  handleJob(pruneRateLimitsJob, async ({ db, now }) => {
    await pruneRateLimits(db, now());
  }),
  handleJob(pruneIdempotencyKeysJob, async ({ db, now }) => {
    await pruneIdempotencyKeys(db, now());
  }),
  handleJob(sweepOrphanFilesJob, async ({ db, storage, log, now }) => {
    const removed = await sweepOrphanFiles(db, storage, { olderThan: new Date(now().getTime() - ORPHAN_FILE_AGE_MS) });
    if (removed) log.info({ removed }, "orphan files swept");
  }),
  handleJob(courseAccessRemindersJob, async ({ db, jobs, now }) => {
    await sendAccessReminders(db, jobs, now());
  }),
  handleJob(planDailyBooksJob, async ({ db, priceFeed, jobs, now }) => {
    await runDailyBooks(db, priceFeed, now());
    // The rebalance moved coins in the books: the treasury proposes the orders that follow them.
    await jobs.enqueue(db, treasuryProposeJob, {});
  }),
  handleJob(treasuryReconcileJob, async (context) => {
    const short = await reconcile(context, context.now());
    if (short.length) context.log.warn({ short }, "treasury shortfall");
  }),
  handleJob(treasuryProposeJob, async (context) => {
    const proposed = await proposeOrders(context, context.now());
    if (proposed.length) context.log.info({ proposed: proposed.length }, "treasury orders proposed");
  }),
  handleJob(chainWatchJob, async (context) => {
    if (context.chain.mode === "off") return;
    await watchChain(context);
    await recheckPayouts({ db: context.db, chain: context.chain, chainTimeoutMs: context.config.payoutCheckTimeoutMs });
    // The next look; a failed run is retried by the queue with back-off instead.
    await context.jobs.enqueue(context.db, chainWatchJob, {}, { startAfterSeconds: context.config.chain.pollSeconds });
  }),
  handleJob(planNavSnapshotsJob, async ({ db, priceFeed, now }) => {
    await snapshotNavs(db, priceFeed, now());
  }),
  handleJob(sealLedgerJob, async ({ db, now }) => {
    await sealLedger(db, now());
  }),
  handleJob(publishLiabilitiesJob, async ({ db, priceFeed, log, now }) => {
    const { day, isNew, sealed } = await publishLiabilities(db, priceFeed, now());
    if (isNew)
      log.info({ day: day.day, root: day.rootHash, members: day.memberCount, sealed }, "liabilities published");
  }),
  handleJob(statementNoticesJob, async ({ db, jobs, config, log, now }) => {
    const told = await announceStatements(db, { jobs, publicUrl: config.publicUrl }, now());
    if (told) log.info({ told }, "statement notices sent");
  }),
  handleJob(demoOpenOrdersJob, async ({ db, priceFeed, now, log }) => {
    const filled = await fillTriggeredDemoOrders(db, priceFeed, now());
    if (filled) log.info({ filled }, "demo limit and stop orders filled");
  }),
];
