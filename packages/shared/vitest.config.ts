import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "shared",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // As in apps/server/vitest.config.ts: one worker per core, the same in every project.
    maxWorkers: "100%",
    // The files share their worker's modules (zod and the schemas, imported once per worker instead
    // of once per file): pure functions and schemas, no state a file could leave to the next.
    isolate: false,
  },
});
