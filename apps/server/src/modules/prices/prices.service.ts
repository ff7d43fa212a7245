import type { TPriceRange, TPriceSymbol, TPrices } from "@vaultline/shared";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { toPricesDto } from "./prices.dto.ts";

/** The spot price and the chart history of one coin, in dollars for the API. */
export async function getPrices(feed: PriceFeed, symbol: TPriceSymbol, range: TPriceRange): Promise<TPrices> {
  const [spot, history] = await Promise.all([feed.spot(symbol), feed.history(symbol, range)]);
  return toPricesDto(feed.source, symbol, spot, history);
}
