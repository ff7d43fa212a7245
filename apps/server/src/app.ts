import path from "node:path";
import type { Writable } from "node:stream";
import { paymentCheckOf } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { DATA_MIGRATIONS } from "./data-migrations.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { runDataMigrations } from "./db/data-migrate.ts";
import { migrate } from "./db/migrate.ts";
import { USERS_CHANNEL, watchChanges } from "./db/notifications.ts";
import { seedPlans } from "./db/seed.ts";
import { JOB_HANDLERS } from "./job-handlers.ts";
import { chainWatchJob } from "./jobs/chain-watch.ts";
import { jobContext } from "./jobs/context.ts";
import { publishLiabilitiesJob } from "./jobs/publish-liabilities.ts";
import { type JobQueue, openJobQueue } from "./jobs/queue.ts";
import { createChainWatch } from "./lib/chain/index.ts";
import { type Clock, offsetClock, systemClock } from "./lib/clock.ts";
import { assertEncryptionKeyOpensStoredSecrets } from "./lib/encryption-key-check.ts";
import { createExchange } from "./lib/exchange/index.ts";
import { createMailer, type Mailer } from "./lib/mail.ts";
import { createPaymentGateway } from "./lib/payment-gateway.ts";
import { createPriceFeed } from "./lib/price-feed/index.ts";
import { createPublicCache, PUBLIC_CACHE_MAX_AGE_MS } from "./lib/public-cache.ts";
import { createResponseSerializer } from "./lib/response-serializer.ts";
import { createStorage } from "./lib/storage.ts";
import { strictValidatorCompiler } from "./lib/strict-request.ts";
import { addressBookRoutes } from "./modules/address-book/index.ts";
import { adminRoutes } from "./modules/admin/index.ts";
import { authRoutes } from "./modules/auth/index.ts";
import { contentAdminRoutes, contentRoutes } from "./modules/content/index.ts";
import {
  certificateExists,
  courseAdminRoutes,
  courseMediaRoutes,
  courseRoutes,
  seedCourse,
} from "./modules/course/index.ts";
import { courseOrderAdminRoutes, courseOrderRoutes } from "./modules/course-orders/index.ts";
import { cryptoRoutes } from "./modules/crypto/index.ts";
import { dashboardRoutes } from "./modules/dashboard/index.ts";
import { demoRoutes } from "./modules/demo/index.ts";
import {
  createDepositPages,
  DEPOSIT_PAGES_MAX_AGE_MS,
  DEPOSITS_CHANNEL,
  depositsAdminRoutes,
  depositsRoutes,
} from "./modules/deposits/index.ts";
import { emailProofRoutes } from "./modules/email-proof/index.ts";
import { filesRoutes } from "./modules/files/index.ts";
import { healthRoutes } from "./modules/health/index.ts";
import { legalRoutes, loadLegalDocuments, siteInfoOf } from "./modules/legal/index.ts";
import { plansAdminRoutes, plansRoutes } from "./modules/portfolios/index.ts";
import { pricesRoutes } from "./modules/prices/index.ts";
import { reviewsAdminRoutes, reviewsRoutes } from "./modules/reviews/index.ts";
import {
  ensureAdminTwoFactor,
  guardMailer,
  hearUserChange,
  readOpenSession,
  securityRoutes,
} from "./modules/security/index.ts";
import { registerSketchAliases } from "./modules/sketch-compat/index.ts";
import { statementsRoutes } from "./modules/statements/index.ts";
import { isTodayPublished, transparencyAdminRoutes, transparencyRoutes } from "./modules/transparency/index.ts";
import {
  syncConfiguredAddresses,
  syncExchangeLocation,
  treasuryAdminRoutes,
  treasuryOrderRoutes,
} from "./modules/treasury/index.ts";
import {
  createUserCache,
  ensureAdmin,
  findUserById,
  USER_CACHE_MAX_AGE_MS,
  usersRoutes,
} from "./modules/users/index.ts";
import { verificationAdminRoutes, verificationRoutes } from "./modules/verification/index.ts";
import { walletAdminRoutes, walletRoutes } from "./modules/wallet/index.ts";
import { withdrawalsAdminRoutes, withdrawalsRoutes } from "./modules/withdrawals/index.ts";
import { type AuthLookups, registerAuth, requireAdminWithTwoFactor } from "./plugins/auth.ts";
import { registerDocs } from "./plugins/docs.ts";
import { frameworkErrors, registerErrorHandler } from "./plugins/errors.ts";
import { registerIdempotency } from "./plugins/idempotency.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { requestIdOptions } from "./plugins/request-id.ts";
import { deferredChildLogger, RequestLog, stdoutLogOptions } from "./plugins/request-log.ts";
import { registerSecurity } from "./plugins/security.ts";
import { registerSpa } from "./plugins/spa.ts";
import { registerTestClock } from "./plugins/test-clock.ts";
import type { RouteTableEntry } from "./types.ts";
import "./types.ts";

export type BuildOptions = {
  /** An open database (tests); otherwise one is opened from the config. */
  database?: Database;
  mailer?: Mailer;
  /** false: no log at all; a stream: the log lines go there (tests read them) instead of stdout. */
  logger?: false | Writable;
  /** Time-dependent rules (trial, course access, quotes) read this clock; tests move it. */
  clock?: Clock;
};

/** Builds the whole app on a migrated, seeded database. Tests call this; server.ts listens. */
/**
 * With no proof of liabilities for today (a fresh install, or one started after a gap), seals the
 * ledger and publishes one now rather than at the next nightly run, so /transparency is never empty.
 */
export async function enqueueFirstProof(app: FastifyInstance): Promise<void> {
  if (!(await isTodayPublished(app.db, app.clock.now()))) await app.jobs.enqueue(app.db, publishLiabilitiesJob, {});
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : options.logger
          ? { level: config.logLevel, stream: options.logger }
          : stdoutLogOptions(config.logLevel),
    logController: new RequestLog(),
    childLoggerFactory: deferredChildLogger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    ...requestIdOptions,
    frameworkErrors,
  });
  // Every route, for tests that walk the table (e.g. "every /api/admin route refuses non-admins").
  const routeTable: RouteTableEntry[] = [];
  app.addHook("onRoute", (route) => {
    const schema = route.schema as { body?: unknown; querystring?: unknown; consumes?: string[] } | undefined;
    const checks = {
      body: Boolean(schema?.body),
      querystring: Boolean(schema?.querystring),
      multipart: Boolean(schema?.consumes?.includes("multipart/form-data")),
    };
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, ...checks });
  });
  app.decorate("routeTable", routeTable);
  // Body and query schemas refuse unknown fields (lib/strict-request.ts).
  app.setValidatorCompiler(strictValidatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ check: config.checkResponses }));
  registerErrorHandler(app);
  // Every answer's request id, security headers and, once closing, "connection: close", in one hook
  // (plugins/security.ts).
  registerSecurity(app);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, "db"),
      onConnectionError: (error) =>
        app.log.warn(
          { err: error },
          "database connection lost (a server: the pool replaces it; PGlite: its thread stopped, requests answer 503)",
        ),
    }));
  let jobs: JobQueue | undefined;
  let stopWatchingUsers: (() => Promise<void>) | undefined;
  let stopHearingWrites: (() => void) | undefined;
  app.addHook("onClose", async () => {
    // Running jobs finish first: they need the database.
    await jobs?.stop();
    stopHearingWrites?.();
    await stopWatchingUsers?.();
    if (!options.database) await database.close();
  });
  await migrate(database);
  await assertEncryptionKeyOpensStoredSecrets(database.db, config.encryptionKey);
  // Several processes may start together on an empty database: one seeds and creates the admin, the
  // others wait on the lock and then find it done.
  const createdAdmin = await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    await seedPlans(tx);
    await seedCourse(tx);
    const created = await ensureAdmin(tx, config.admin);
    if (config.admin?.totpSecret) {
      await ensureAdminTwoFactor(tx, {
        email: config.admin.email,
        secret: config.admin.totpSecret,
        encryptionKey: config.encryptionKey,
        now: (options.clock ?? systemClock).now(),
      });
    }
    return created;
  });
  app.decorate("createdAdmin", createdAdmin);

  app.decorate("db", database.db);
  app.decorate("config", config);
  const testClock = config.testClock && !options.clock ? offsetClock() : undefined;
  app.decorate("clock", options.clock ?? testClock ?? systemClock);
  // Every mail, whoever sends it, carries the member's anti-phishing code and, for a security mail, a freeze link.
  app.decorate(
    "mailer",
    guardMailer(options.mailer ?? createMailer(config, app.log), {
      db: database.db,
      publicUrl: config.publicUrl,
      now: () => app.clock.now(),
    }),
  );
  app.decorate("paymentGateway", createPaymentGateway(config.paymentGateway));
  app.decorate(
    "priceFeed",
    createPriceFeed(config, app.clock, (error) => app.log.warn({ err: error }, "price feed request failed")),
  );
  app.decorate("chain", createChainWatch(config, database.db));
  app.decorate("exchange", createExchange(config, { db: database.db, priceFeed: app.priceFeed }));
  app.decorate("storage", createStorage(config));
  app.decorate("legalDocuments", loadLegalDocuments(config));
  app.decorate(
    "siteInfo",
    siteInfoOf({
      operator: config.operator,
      paymentCheck: paymentCheckOf(config.chain.mode),
      documents: app.legalDocuments,
    }),
  );
  // The data migrations not yet applied (data-migrations.ts), each once; one that fails (the price
  // feed down, say) is rolled back and tried again at the next start, and the app serves meanwhile.
  await runDataMigrations(database.db, DATA_MIGRATIONS, { priceFeed: app.priceFeed, now: () => app.clock.now() }).catch(
    (error) => app.log.error({ err: error }, "data migration failed; it runs again at the next start"),
  );
  // RESERVE_ADDRESSES and the configured exchange are custody locations from the start (docs/treasury.md).
  await syncConfiguredAddresses(database.db, config.reserves.addresses, app.clock.now());
  await syncExchangeLocation(database.db, app.exchange, app.clock.now());
  app.decorate(
    "publicCache",
    createPublicCache({
      maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS,
      now: () => app.clock.now().getTime(),
      onReloadError: (key, error) =>
        app.log.warn(
          { err: error, key },
          "public answer's reload failed; the answer in hand is served until it expires",
        ),
    }),
  );
  // The signed-in user's row, kept per process and forgotten on any change (modules/users/user-cache.ts);
  // the sessions each process checked are forgotten on the same notifications (sessions.service.ts).
  const userCache = createUserCache({ maxAgeMs: USER_CACHE_MAX_AGE_MS });
  app.decorate("userCache", userCache);
  app.decorate("authLookups", {
    findUser: (userId) => userCache.get(userId, (id) => findUserById(database.db, id)),
    readOpenSession: (input) => readOpenSession(database.db, { ...input, policy: config.sessions }),
  } satisfies AuthLookups);
  // The pages of members' deposits, kept and forgotten the same way (modules/deposits/deposit-pages.ts).
  const depositPages = createDepositPages({ maxAgeMs: DEPOSIT_PAGES_MAX_AGE_MS });
  app.decorate("depositPages", depositPages);
  stopWatchingUsers = await watchChanges(
    database,
    {
      [USERS_CHANNEL]: (userId) => {
        userCache.forget(userId);
        hearUserChange(userId);
        depositPages.forgetMember(userId);
      },
      [DEPOSITS_CHANNEL]: depositPages.hear,
    },
    {
      name: "vaultline-user-changes",
      onLive: (isLive) => {
        userCache.setLive(isLive);
        depositPages.setLive(isLive);
      },
      onError: (error) => app.log.warn({ err: error }, "listening for user changes failed; retrying"),
    },
  );
  stopHearingWrites = database.onLocalWrite(() => {
    userCache.forgetAll();
    depositPages.forgetAll();
  });
  const metrics = registerMetrics(app, {
    dbPool: () => (database.driver.kind === "postgres" ? database.stats() : undefined),
    jobQueues: () => (jobs ? jobs.stats() : Promise.resolve([])),
  });
  jobs = await openJobQueue(database, {
    handlers: JOB_HANDLERS,
    log: app.log,
    withWorkers: config.jobsInApp,
    onJobFailed: metrics.jobFailed,
  });
  app.decorate("jobs", jobs);

  await registerDocs(app);
  registerAuth(app);
  registerIdempotency(app);

  await app.register(
    async (api) => {
      // The original client's old paths, registered as aliases of the clean routes below.
      registerSketchAliases(api);
      for (const routes of [
        healthRoutes,
        authRoutes,
        usersRoutes,
        filesRoutes,
        plansRoutes,
        depositsRoutes,
        dashboardRoutes,
        cryptoRoutes,
        walletRoutes,
        statementsRoutes,
        withdrawalsRoutes,
        verificationRoutes,
        courseOrderRoutes,
        courseRoutes,
        securityRoutes,
        emailProofRoutes,
        addressBookRoutes,
        contentRoutes,
        reviewsRoutes,
        legalRoutes,
        transparencyRoutes,
        pricesRoutes,
        demoRoutes,
      ]) {
        await api.register(routes);
      }
      // Every admin route sits in this scope, so none can miss the admin and two-factor checks.
      await api.register(
        async (admin) => {
          admin.addHook("onRequest", requireAdminWithTwoFactor);
          for (const routes of [
            adminRoutes,
            plansAdminRoutes,
            depositsAdminRoutes,
            walletAdminRoutes,
            withdrawalsAdminRoutes,
            verificationAdminRoutes,
            courseOrderAdminRoutes,
            contentAdminRoutes,
            reviewsAdminRoutes,
            courseAdminRoutes,
            courseMediaRoutes,
            transparencyAdminRoutes,
            treasuryAdminRoutes,
            treasuryOrderRoutes,
          ]) {
            await admin.register(routes);
          }
        },
        { prefix: "/admin" },
      );
    },
    { prefix: "/api" },
  );

  if (testClock) registerTestClock(app, testClock);
  await registerSpa(
    app,
    config.webDistDir,
    [{ pattern: "/certificates/:id", exists: ({ id = "" }) => certificateExists(database.db, id) }],
    app.siteInfo,
  );
  // Queued before the workers start, so their first poll runs it.
  if (config.jobsInApp) await enqueueFirstProof(app);
  if (config.jobsInApp) await jobs.startWorkers(jobContext(app));
  // Watching starts now rather than at the schedule's next minute (at most one run waits: the queue's policy).
  if (config.chain.mode !== "off") await jobs.enqueue(database.db, chainWatchJob, {});
  return app;
}
