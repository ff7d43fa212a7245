import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { PriceFeed } from "../price-feed/price-feed.ts";
import { createCcxtExchange } from "./ccxt.ts";
import type { ExchangeConnector } from "./exchange.ts";
import { createSimulatedExchange } from "./simulated.ts";

export * from "./exchange.ts";
export { createSimulatedExchange, creditSimulatedExchange, type SimulatedExchange } from "./simulated.ts";

/**
 * The exchange account chosen by config EXCHANGE: `none` (no exchange: orders are filled by hand),
 * `simulated` (demonstration installations; refused in production), or a CCXT exchange id.
 */
export function createExchange(
  config: Pick<Config, "exchange">,
  services: { db: Db; priceFeed: PriceFeed },
): ExchangeConnector | null {
  const { exchange } = config;
  if (exchange.driver === "none") return null;
  if (exchange.driver === "simulated") {
    return createSimulatedExchange(services.db, services.priceFeed, { feeBp: exchange.simulatedFeeBp });
  }
  return createCcxtExchange({
    exchangeId: exchange.exchangeId,
    apiKey: exchange.apiKey,
    secret: exchange.secret,
    markets: exchange.markets,
    baseUrl: exchange.url,
    timeoutMs: exchange.timeoutMs,
  });
}
