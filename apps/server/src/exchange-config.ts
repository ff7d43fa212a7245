// The exchange settings of the configuration (config.ts): EXCHANGE and what the CCXT connector
// needs (docs/exchange-connector.md).
import { z } from "zod";

/** A CCXT exchange id: lower-case letters and digits ("kraken", "binance", "coinbaseexchange"). */
const EXCHANGE_ID = /^[a-z][a-z0-9]*$/;
/** A CCXT unified market symbol, "BASE/QUOTE". */
const MARKET = z.string().regex(/^[A-Z0-9]+\/[A-Z0-9]+$/, "expected a market like BTC/USD");

/** The EXCHANGE_* variables, part of config.ts's environment schema. */
export const ZExchangeEnv = z.object({
  /**
   * none, simulated (demonstrations; the default outside production) or a CCXT exchange id, e.g.
   * kraken. Production defaults to none and refuses simulated.
   */
  EXCHANGE: z.string().trim().min(1).optional(),
  /** The simulated exchange's fee, in basis points of each fill's value (disclosed on its label). */
  EXCHANGE_SIMULATED_FEE_BP: z.coerce.number().int().min(0).max(500).default(10),
  /** The account's API key and secret: from the environment only, never stored or logged. */
  EXCHANGE_API_KEY: z.string().optional(),
  EXCHANGE_API_SECRET: z.string().optional(),
  /** Replaces the exchange's API address (a replay server in tests). */
  EXCHANGE_URL: z.url().optional(),
  EXCHANGE_MARKET_BTC: MARKET.default("BTC/USD"),
  EXCHANGE_MARKET_ETH: MARKET.default("ETH/USD"),
  EXCHANGE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(10),
});

export type ExchangeConfig =
  | { driver: "none" }
  | { driver: "simulated"; simulatedFeeBp: number }
  | {
      driver: "ccxt";
      exchangeId: string;
      apiKey: string;
      secret: string;
      url: string | undefined;
      /** The market each coin is traded in: lib/exchange/ccxt.ts takes them as they are. */
      markets: { BTC: string; ETH: string };
      timeoutMs: number;
    };

/** Checked at start: a CCXT exchange needs its key and secret. */
export function exchangeConfig(e: z.infer<typeof ZExchangeEnv> & { NODE_ENV?: string | undefined }): ExchangeConfig {
  const id = (e.EXCHANGE ?? (e.NODE_ENV === "production" ? "none" : "simulated")).toLowerCase();
  if (id === "none") return { driver: "none" };
  // Production refuses EXCHANGE=simulated with the other test switches (config.ts, TEST_SWITCHES).
  if (id === "simulated") {
    return { driver: "simulated", simulatedFeeBp: e.EXCHANGE_SIMULATED_FEE_BP };
  }
  if (!EXCHANGE_ID.test(id)) {
    throw new Error("Invalid configuration: EXCHANGE must be none, simulated or a CCXT exchange id such as kraken");
  }
  if (!e.EXCHANGE_API_KEY || !e.EXCHANGE_API_SECRET) {
    throw new Error(`Invalid configuration: EXCHANGE=${id} needs EXCHANGE_API_KEY and EXCHANGE_API_SECRET`);
  }
  return {
    driver: "ccxt",
    exchangeId: id,
    apiKey: e.EXCHANGE_API_KEY,
    secret: e.EXCHANGE_API_SECRET,
    url: e.EXCHANGE_URL,
    markets: { BTC: e.EXCHANGE_MARKET_BTC, ETH: e.EXCHANGE_MARKET_ETH },
    timeoutMs: Math.round(e.EXCHANGE_TIMEOUT_SECONDS * 1000),
  };
}
