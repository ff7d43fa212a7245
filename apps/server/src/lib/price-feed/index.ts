import type { Config } from "../../config.ts";
import type { Clock } from "../clock.ts";
import { createKrakenFeed } from "./kraken.ts";
import type { PriceFeed } from "./price-feed.ts";
import { createSimulatedFeed } from "./simulated.ts";

export * from "./price-feed.ts";

/** The price feed chosen by config PRICE_FEED; both read time from the app's clock. */
export function createPriceFeed(
  config: Pick<Config, "priceFeed">,
  clock: Clock,
  onError?: (error: unknown) => void,
): PriceFeed {
  const { priceFeed } = config;
  if (priceFeed.driver === "kraken") {
    return createKrakenFeed({ baseUrl: priceFeed.url, maxAgeSeconds: priceFeed.maxAgeSeconds, clock, onError });
  }
  return createSimulatedFeed(clock);
}
