import "dotenv/config";
import { buildApp } from "./app.ts";
import { firstRunBanner } from "./cli/first-run-banner.ts";
import { loadConfig } from "./config.ts";
import { exitIfDatabaseInUse } from "./db/embedded-lock.ts";
import { commonPasswordCount } from "./lib/password-policy.ts";

const config = loadConfig();
const app = await buildApp(config).catch(exitIfDatabaseInUse);

let isClosing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  if (app.createdAdmin) process.stdout.write(firstRunBanner(app.createdAdmin, config));
  // Read the leaked-password list now, so the first sign-up does not wait for it. Then, when the
  // process runs with --expose-gc (`npm start`), collect the start's garbage (migrations, seeding,
  // the list's file) at once rather than whenever the heap next fills: the server rests at its
  // working size (docs/performance-log.md, 2026-11-29).
  commonPasswordCount()
    .then(() => globalThis.gc?.())
    .catch((error: unknown) => app.log.error({ err: error }, "password list not read"));
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
