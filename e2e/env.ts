import path from "node:path";

/** Another port per checkout/session keeps parallel runs apart: E2E_PORT=4274 npm run test:e2e. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * Browser workers (E2E_WORKERS, 2 by default: one per core of the machine the suite is sized for). Each worker has a main server and a chain server of its
 * own: specs move a server's test clock and use the admin's one-time codes, which two workers on one
 * server would trip over. Playwright gives each worker a slot (TEST_PARALLEL_INDEX, 0 … workers − 1)
 * that no two live workers share, and a restarted worker keeps its slot. A spec that signs the admin
 * in on a moved clock renews the worker's admin session first (helpers.ts, renewAdminToken), so what
 * follows it on that server needs no code of an earlier step. On a machine loaded by other work,
 * E2E_WORKERS=1 keeps the browser from being starved (docs/performance-log.md, 2026-11-29).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** The ports and data folders of one worker slot's servers. */
export function slotServers(slot: number) {
  const port = E2E_BASE_PORT + 3 * slot;
  const dataDir = path.resolve(import.meta.dirname, "..", ".tmp", `e2e-data-${port}`);
  const firstDataDir = path.resolve(import.meta.dirname, "..", ".tmp", `e2e-data-${E2E_BASE_PORT}`);
  // A second server, on the next port, watching the simulated chain (e2e/chain.spec.ts). A third, the
  // same, for the treasury's cycle alone (e2e/treasury.spec.ts): it compares what the plans owe with
  // what is held, which the other specs' deposits on the second server would change. Only that one
  // spec uses it, so the run has one, on the first slot's ports, whatever the number of workers.
  return {
    port,
    dataDir,
    chainPort: port + 1,
    chainDataDir: `${dataDir}-chain`,
    treasuryPort: E2E_BASE_PORT + 2,
    treasuryDataDir: `${firstDataDir}-treasury`,
  };
}

/** This worker's servers (in the runner, which has no slot: the first slot's). */
const mine = slotServers(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORT = mine.port;
export const E2E_DATA_DIR = mine.dataDir;
export const E2E_CHAIN_PORT = mine.chainPort;
export const E2E_CHAIN_DATA_DIR = mine.chainDataDir;
export const E2E_TREASURY_PORT = mine.treasuryPort;
export const E2E_TREASURY_DATA_DIR = mine.treasuryDataDir;
/** The bootstrap admin; the server enrols its two-factor with `totpSecret` (ADMIN_TOTP_SECRET). */
export const ADMIN = {
  email: "admin@e2e.test",
  username: "e2eadmin",
  password: "admin-pass-123",
  totpSecret: "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU",
};

/**
 * A second admin made with `npm run admin -- create` before the server starts: appointed by the
 * operator, not by the bootstrap admin, so it may be the bootstrap admin's second pair of eyes.
 * Its two-factor is enrolled by the first spec that needs it (e2e/helpers.ts, secondAdmin).
 */
export const SECOND_ADMIN = { email: "second@e2e.test", username: "e2esecond", password: "second-pass-123" };

/** The operator settings of the test server: a fictitious company. */
export const E2E_OPERATOR = {
  OPERATOR_NAME: "Example Markets Ltd",
  OPERATOR_ADDRESS: "1 Example Street, London EC1A 1AA, United Kingdom",
  OPERATOR_REGISTRATION: "Company no. 01234567 (England and Wales)",
  OPERATOR_CONTACT_EMAIL: "support@example.com",
  OPERATOR_LICENCE: "Not authorised: a test installation",
};

/**
 * A test server's settings (e2e/servers.ts starts it): a data folder of its own, the built web app,
 * test-mode card payments. The main one leaves chain watching off, so the specs upload payment proofs
 * a person checks; the others watch the simulated chain (e2e/chain.spec.ts, e2e/treasury.spec.ts).
 */
export function serverEnv(port: number, dataDir: string, chainWatch: "off" | "simulated"): Record<string, string> {
  return {
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
  };
}
