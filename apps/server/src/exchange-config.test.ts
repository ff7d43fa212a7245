import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const base = { JWT_SECRET: "x".repeat(32), ENCRYPTION_KEY: randomBytes(32).toString("hex") };
const OPERATOR = {
  OPERATOR_NAME: "Example Ltd",
  OPERATOR_ADDRESS: "1 Example Street",
  OPERATOR_REGISTRATION: "12345",
  OPERATOR_CONTACT_EMAIL: "ops@example.test",
  OPERATOR_LICENCE: "none",
};
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env }).exchange;

describe("exchange settings", () => {
  it("runs the simulated exchange by default outside production, none in production, and refuses it there", () => {
    expect(load({})).toEqual({ driver: "simulated", simulatedFeeBp: 10 });
    expect(load({ EXCHANGE: "none" })).toEqual({ driver: "none" });
    expect(load({ EXCHANGE: "simulated", EXCHANGE_SIMULATED_FEE_BP: "25" })).toEqual({
      driver: "simulated",
      simulatedFeeBp: 25,
    });
    const production = { NODE_ENV: "production", ...OPERATOR };
    expect(load(production)).toEqual({ driver: "none" });
    expect(() => load({ ...production, EXCHANGE: "simulated" })).toThrow(/EXCHANGE=simulated is refused/);
  });

  it("reads a CCXT exchange with its key, secret, markets and timeout", () => {
    expect(
      load({
        EXCHANGE: "kraken",
        EXCHANGE_API_KEY: "key",
        EXCHANGE_API_SECRET: "secret",
        EXCHANGE_MARKET_ETH: "ETH/USDT",
        EXCHANGE_TIMEOUT_SECONDS: "5",
      }),
    ).toEqual({
      driver: "ccxt",
      exchangeId: "kraken",
      apiKey: "key",
      secret: "secret",
      url: undefined,
      markets: { BTC: "BTC/USD", ETH: "ETH/USDT" },
      timeoutMs: 5000,
    });
  });

  it("refuses an exchange without its key and secret, a malformed id or market", () => {
    expect(() => load({ EXCHANGE: "kraken" })).toThrow(/EXCHANGE_API_KEY and EXCHANGE_API_SECRET/);
    expect(() => load({ EXCHANGE: "kra ken", EXCHANGE_API_KEY: "k", EXCHANGE_API_SECRET: "s" })).toThrow(/CCXT/);
    expect(() => load({ EXCHANGE_MARKET_BTC: "BTCUSD" })).toThrow();
  });
});
