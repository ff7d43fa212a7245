import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "shared",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // As in apps/server/vitest.config.ts: one worker per core, the same in every project.
    maxWorkers: "100%",
  },
});
