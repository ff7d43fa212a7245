import { z } from "zod";
import { ZDollars, ZTimestamp } from "./fields.ts";

/** Coins with a dollar price (the server's price feed serves these). */
export const PRICE_SYMBOLS = ["BTC", "ETH"] as const;
export type TPriceSymbol = (typeof PRICE_SYMBOLS)[number];

export const PRICE_RANGES = ["24h", "7d"] as const;
export type TPriceRange = (typeof PRICE_RANGES)[number];

export const PRICE_SOURCES = ["simulated", "kraken"] as const;
export type TPriceSource = (typeof PRICE_SOURCES)[number];

export const PRICE_MESSAGES = {
  unknownSymbol: "Unknown symbol",
  unknownRange: "Range must be 24h or 7d",
  /** Shown wherever a simulated price is: never mistaken for a market price. */
  simulatedLabel: "Simulated prices",
} as const;

export const ZPriceSymbol = z.enum(PRICE_SYMBOLS, PRICE_MESSAGES.unknownSymbol);

export const ZPriceParams = z.object({ symbol: ZPriceSymbol });
export const ZPriceQuery = z.object({ range: z.enum(PRICE_RANGES, PRICE_MESSAGES.unknownRange).default("24h") });

export const ZPricePoint = z.object({ at: ZTimestamp, usd: ZDollars });
export type TPricePoint = z.infer<typeof ZPricePoint>;

export const ZPrices = z.object({
  source: z.enum(PRICE_SOURCES),
  symbol: ZPriceSymbol,
  price: ZPricePoint,
  history: z.array(ZPricePoint),
});
export type TPrices = z.infer<typeof ZPrices>;
