import { type TPriceSymbol, type TPrices, toDollars } from "@vaultline/shared";
import type { PriceFeed, PricePoint } from "../../lib/price-feed/price-feed.ts";

export function toPricesDto(
  source: PriceFeed["source"],
  symbol: TPriceSymbol,
  spot: PricePoint,
  history: PricePoint[],
): TPrices {
  const point = (p: PricePoint) => ({ at: p.at.toISOString(), usd: toDollars(p.usdCentsPerCoin) });
  return { source, symbol, price: point(spot), history: history.map(point) };
}
