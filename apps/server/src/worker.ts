import "dotenv/config";
import { buildApp, enqueueFirstProof } from "./app.ts";
import { firstRunBanner } from "./cli/first-run-banner.ts";
import { loadConfig } from "./config.ts";
import { exitIfDatabaseInUse } from "./db/embedded-lock.ts";
import { jobContext } from "./jobs/context.ts";

// `npm run worker`: runs the background jobs (mail, refunds, pruning, sweeping) without serving HTTP,
// for deployments that set JOBS_IN_APP=false on the app processes. `--once` runs what is due and exits.
const isOnce = process.argv.includes("--once");
const config = { ...loadConfig(), jobsInApp: !isOnce, webDistDir: undefined };
const app = await buildApp(config).catch(exitIfDatabaseInUse);
if (app.createdAdmin) process.stdout.write(firstRunBanner(app.createdAdmin, config));

if (isOnce) {
  await enqueueFirstProof(app);
  const count = await app.jobs.runDue(jobContext(app));
  app.log.info({ count }, "due jobs run");
  await app.close();
} else {
  app.log.info("worker started");
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, async () => {
      app.log.info({ signal }, "worker stopping");
      const timer = setTimeout(() => process.exit(1), 15_000);
      timer.unref();
      await app.close();
      process.exit(0);
    });
  }
}
