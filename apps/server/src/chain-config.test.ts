import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BIP84_ZPUB } from "../test/factories/crypto.ts";
import { confirmationsFor, parseConfirmationSteps } from "./chain-config.ts";
import { loadConfig } from "./config.ts";

const base = { JWT_SECRET: "x".repeat(32), ENCRYPTION_KEY: randomBytes(32).toString("hex") };
const operator = {
  OPERATOR_NAME: "Vaultline Ltd",
  OPERATOR_ADDRESS: "1 Main Street",
  OPERATOR_REGISTRATION: "12345",
  OPERATOR_CONTACT_EMAIL: "help@example.test",
  OPERATOR_LICENCE: "none",
};
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env }).chain;

describe("chain watching settings", () => {
  it("defaults to the simulated chain without an extended key, off with one, live with an endpoint", () => {
    expect(load({}).mode).toBe("simulated");
    expect(load({ CRYPTO_BTC_XPUB: BIP84_ZPUB }).mode).toBe("off");
    expect(load({ ESPLORA_URL: "https://esplora.example.test/api" })).toMatchObject({
      mode: "live",
      esploraUrl: "https://esplora.example.test/api",
      pollSeconds: 60,
    });
    expect(load({}).pollSeconds).toBe(10);
  });

  it("refuses the simulated chain in production, and live without an endpoint", () => {
    expect(() => load({ NODE_ENV: "production", CHAIN_WATCH: "simulated", ...operator })).toThrow(
      /CHAIN_WATCH=simulated is refused with NODE_ENV=production/,
    );
    expect(load({ NODE_ENV: "production", ...operator }).mode).toBe("off");
    expect(() => load({ CHAIN_WATCH: "live" })).toThrow(/needs ESPLORA_URL or ETH_RPC_URL/);
    expect(() => load({ EXPLORER_BTC_TX_URL: "https://example.test/tx/" })).toThrow(/must contain \{txid\}/);
  });

  it("reads confirmations by amount", () => {
    const steps = parseConfirmationSteps("1:1000,3:10000,6");
    expect([99_999, 100_000, 999_999, 1_000_000].map((c) => confirmationsFor(steps, c))).toEqual([1, 3, 3, 6]);
    expect(() => load({ CHAIN_CONFIRMATIONS_BTC: "3:1000,1:500,6" })).toThrow(/steps must rise/);
    expect(() => load({ CHAIN_CONFIRMATIONS_BTC: "many" })).toThrow(/CHAIN_CONFIRMATIONS_BTC/);
  });
});
