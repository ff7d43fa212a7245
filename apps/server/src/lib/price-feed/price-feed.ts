/**
 * The coins the product prices in dollars. USDT has its own price (the treasury values the USDT it
 * holds at it, never 1:1); member quotes for USDT payments still count one USDT as one dollar.
 */
export const PRICED_SYMBOLS = ["BTC", "ETH", "USDT"] as const;
export type PricedSymbol = (typeof PRICED_SYMBOLS)[number];

export const PRICES_UNAVAILABLE = "Prices are unavailable right now; please try again in a minute";

/** One price: integer US cents for one whole coin, and when the source observed it. */
export type Price = { symbol: PricedSymbol; usdCentsPerCoin: number; at: Date };

export type PricePoint = { at: Date; usdCentsPerCoin: number };
export type HistoryRange = "24h" | "7d";

/**
 * Where prices come from (config PRICE_FEED): `simulated` (deterministic series, labelled
 * "Simulated prices" wherever shown) or `kraken` (the exchange's public ticker).
 * Both throw AppError("UNAVAILABLE", PRICES_UNAVAILABLE) rather than answer a stale price.
 */
export type PriceFeed = {
  readonly source: "simulated" | "kraken";
  spot(symbol: PricedSymbol): Promise<Price>;
  history(symbol: PricedSymbol, range: HistoryRange): Promise<PricePoint[]>;
};
