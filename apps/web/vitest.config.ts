import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
    setupFiles: ["./src/test/setup.ts"],
    // One jsdom and one import of React, the router and the app's modules per worker instead of per
    // file: a file's own tests were a fifth of the project's time, the rest importing and setting up
    // the environment again. Tests put back what they change (vi.unstubAllGlobals, restoreAllMocks);
    // a file that mocks a module imports what uses it after vi.resetModules (app/router.test.tsx).
    isolate: false,
    // Typing into a form with user-event took over 5 s (the default) while the 2-core machine ran
    // other suites: 11 of 131 tests timed out, with isolation and without.
    testTimeout: 20_000,
    // As in apps/server/vitest.config.ts: one worker per core, the same in every project.
    maxWorkers: "100%",
  },
});
