import { configDefaults, defineConfig } from "vitest/config";

/**
 * Test files that never open the database DATABASE_URL names: pure functions, HTTP drivers against
 * local stand-ins, the embedded database's own thread and lock, and the admin CLI (always on an
 * embedded database of its own). They run in the default run; CI's second run, on a PostgreSQL
 * server, leaves them out instead of running them again unchanged.
 */
const DRIVER_INDEPENDENT = [
  "src/cli/admin-cli.test.ts",
  "src/config.test.ts",
  "src/db/embedded-lock.test.ts",
  "src/db/pglite-thread.test.ts",
  "src/job-handlers.test.ts",
  "src/lib/calendar.test.ts",
  "src/lib/chain/drivers.test.ts",
  "src/lib/markdown.test.ts",
  "src/lib/price-feed/kraken.test.ts",
  "src/lib/price-feed/simulated.test.ts",
  "src/lib/public-cache.test.ts",
  "src/lib/response-serializer.test.ts",
  "src/lib/secrets.test.ts",
  "src/lib/storage.test.ts",
  "src/modules/course/curriculum/curriculum.test.ts",
  "src/modules/course/progress.test.ts",
  "src/modules/course/quiz.test.ts",
  "src/modules/portfolios/plan-books.property.test.ts",
  "src/modules/portfolios/plan-stats.test.ts",
  "src/modules/security/totp.test.ts",
  "src/modules/transparency/liability-tree.test.ts",
];

export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? DRIVER_INDEPENDENT : [])],
    // The migrations run once, into a template each file's database is copied from.
    globalSetup: ["./test/database-template.ts"],
    // A test cost for password hashes (lib/secrets.ts): argon2 at the real one was most of the sign-ups' time.
    setupFiles: ["./test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One worker per core in every project (they must agree: Vitest runs the projects' files in one
    // pool). Its default leaves a core free, one worker on 2 cores, though a web file's work is one
    // thread and a server file's app and its PGlite thread mostly wait on each other. Workers share
    // only the migrated template, read-only (docs/performance-log.md).
    maxWorkers: "100%",
    // Files share their worker's modules: the app's graph is imported once per worker, not once per
    // file (most of a file's time before). Each file still builds its own app on its own database;
    // nothing in the server keeps per-process state that one file could leave to the next.
    isolate: false,
  },
});
