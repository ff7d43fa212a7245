import path from "node:path";
import { defineConfig } from "@playwright/test";
import { ADMIN, E2E_OPERATOR, E2E_PORT, E2E_WORKERS, SECOND_ADMIN, slotServers } from "./env.ts";

const root = path.resolve(import.meta.dirname, "..");

const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => slotServers(slot));
const dataDirs = slots.flatMap((s) => [s.dataDir, s.chainDataDir, s.treasuryDataDir]);

/**
 * Every server's fresh data folder with the operator's second admin in it, made before the servers
 * hold their embedded databases. Each `npm run admin -- create` on an empty folder runs initdb and
 * every migration; Playwright starts its web servers one after another, so the first server's
 * command makes all the folders at once and the others find theirs ready.
 */
const prepareDataDirs = [
  `rm -rf ${dataDirs.map((dir) => `"${dir}"`).join(" ")}`,
  `{ ${dataDirs
    .map(
      (dir, i) =>
        `DATA_DIR="${dir}" npx tsx apps/server/src/cli/admin.ts create --email ${SECOND_ADMIN.email} --username ${SECOND_ADMIN.username} --password ${SECOND_ADMIN.password} --first Second --last Admin > /dev/null & p${i}=$!;`,
    )
    .join(" ")} ${dataDirs.map((_, i) => `wait $p${i}`).join(" && ")}; }`,
].join(" && ");

/**
 * A test server: a fresh embedded database for every run, the built web app, test-mode card
 * payments. The main one leaves chain watching off, so the specs upload payment proofs a person
 * checks; the second one watches the simulated chain, mining a block every 3 seconds (e2e/chain.spec.ts).
 */
function server(port: number, dataDir: string, chainWatch: "off" | "simulated") {
  const isFirst = dataDir === dataDirs[0];
  return {
    command: [...(isFirst ? [prepareDataDirs] : []), "npx tsx apps/server/src/server.ts"].join(" && "),
    cwd: root,
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    // The first one makes every server's data folder first (three per worker).
    timeout: 300_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PAYMENT_GATEWAY: "sandbox",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: ADMIN.totpSecret,
      // A host name, not an address: WebAuthn refuses an IP address as the passkeys' site
      // (e2e/passkeys.spec.ts opens the app there; the other specs reach the same server by address).
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      // Every browser test signs up from this one address.
      SIGNUPS_PER_HOUR: "10000",
      // The course tests move the app's clock to see a STANDARD package run out (PUT /api/test-clock).
      TEST_CLOCK: "true",
      CHAIN_WATCH: chainWatch,
      // A block every 3 seconds: confirmations rise slowly enough to be seen, fast enough to wait for.
      ...(chainWatch === "simulated" ? { CHAIN_POLL_SECONDS: "3" } : {}),
      // Who runs the site, as the footer and /about show it (e2e/legal.spec.ts).
      ...E2E_OPERATOR,
    },
  };
}

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // Spec files are shared out among the workers; each worker has its own two servers (e2e/env.ts).
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
  webServer: slots.flatMap((s) => [
    server(s.port, s.dataDir, "off"),
    server(s.chainPort, s.chainDataDir, "simulated"),
    server(s.treasuryPort, s.treasuryDataDir, "simulated"),
  ]),
});
