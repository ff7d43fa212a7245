import path from "node:path";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { seedDatabase } from "./db/seed.ts";
import { createMailer, type Mailer } from "./lib/mail.ts";
import { createPaymentGateway } from "./lib/payment-gateway.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { contentAdminRoutes, contentRoutes } from "./modules/content/content.routes.ts";
import { depositsAdminRoutes, depositsRoutes } from "./modules/deposits/deposits.routes.ts";
import { educationAdminRoutes, educationRoutes } from "./modules/education/education.routes.ts";
import { filesRoutes } from "./modules/files/files.routes.ts";
import { MULTIPART_LIMITS } from "./modules/files/uploads.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { plansAdminRoutes, plansRoutes } from "./modules/plans/plans.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { ensureAdmin } from "./modules/users/users.service.ts";
import { verificationAdminRoutes, verificationRoutes } from "./modules/verification/verification.routes.ts";
import { walletAdminRoutes, walletRoutes } from "./modules/wallet/wallet.routes.ts";
import { withdrawalsAdminRoutes, withdrawalsRoutes } from "./modules/withdrawals/withdrawals.routes.ts";
import { registerAuth, requireAdmin } from "./plugins/auth.ts";
import { registerDocs } from "./plugins/docs.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerIdempotency } from "./plugins/idempotency.ts";
import { registerSecurity } from "./plugins/security.ts";
import { registerSpa } from "./plugins/spa.ts";
import "./types.ts";

export type BuildOptions = {
  /** An open database (tests); otherwise one is opened from the config. */
  database?: Database;
  mailer?: Mailer;
  logger?: boolean;
};

/** Builds the whole app on a migrated, seeded database. Tests call this; server.ts listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  // Every route, for tests that walk the table (e.g. "every /api/admin route refuses non-admins").
  const routeTable: { method: string; url: string }[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate("routeTable", routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") }));
  app.addHook("onClose", async () => {
    if (!options.database) await database.close();
  });
  await migrate(database);
  await seedDatabase(database.db);
  await ensureAdmin(database.db, config.admin, (line) => app.log.warn(line));

  app.decorate("db", database.db);
  app.decorate("config", config);
  app.decorate("mailer", options.mailer ?? createMailer(config, app.log));
  app.decorate("paymentGateway", createPaymentGateway(config.paymentGateway));

  await registerSecurity(app);
  await registerDocs(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  registerAuth(app);
  registerIdempotency(app);

  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        authRoutes,
        usersRoutes,
        filesRoutes,
        plansRoutes,
        depositsRoutes,
        walletRoutes,
        withdrawalsRoutes,
        verificationRoutes,
        educationRoutes,
        contentRoutes,
      ]) {
        await api.register(routes);
      }
      // Every admin route sits in this scope, so none can miss the admin check.
      await api.register(
        async (admin) => {
          admin.addHook("onRequest", requireAdmin);
          for (const routes of [
            adminRoutes,
            plansAdminRoutes,
            depositsAdminRoutes,
            walletAdminRoutes,
            withdrawalsAdminRoutes,
            verificationAdminRoutes,
            educationAdminRoutes,
            contentAdminRoutes,
          ]) {
            await admin.register(routes);
          }
        },
        { prefix: "/admin" },
      );
    },
    { prefix: "/api" },
  );

  await registerSpa(app, config.webDistDir);
  return app;
}
