import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_PORT, E2E_WORKERS } from "./env.ts";

const root = path.resolve(import.meta.dirname, "..");

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // Spec files are shared out among the workers; each worker has servers of its own (e2e/env.ts).
  workers: E2E_WORKERS,
  retries: process.env.CI === "true" ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: path.join(root, ".tmp", "test-results"),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Every worker's servers, from one migrated data folder (e2e/servers.ts): ready once the main ones answer.
  webServer: {
    command: "node --import tsx e2e/servers.ts",
    cwd: root,
    wait: { stdout: /e2e servers ready/ },
    // Generous: on a loaded 2-core machine the servers have taken over 5 minutes to start.
    timeout: 600_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
