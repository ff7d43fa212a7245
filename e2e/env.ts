import path from "node:path";

/** Another port per checkout/session keeps parallel runs apart: E2E_PORT=4274 npm run test:e2e. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, "..", ".tmp", `e2e-data-${E2E_PORT}`);
/** A second server, on the next port, watching the simulated chain (e2e/chain.spec.ts). */
export const E2E_CHAIN_PORT = E2E_PORT + 1;
export const E2E_CHAIN_DATA_DIR = `${E2E_DATA_DIR}-chain`;
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
