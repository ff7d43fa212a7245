import { PORTFOLIO_MESSAGES } from "@vaultline/shared";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planNavSnapshots, planTransactions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import type { Prices } from "./plan-books.ts";

/** Prices for the books: cents per whole coin, when they were observed, and where they came from. */
export type PriceSnapshot = Prices & { at: Date; source: string; isSimulated: boolean };

/**
 * The feed's prices now, for anything that changes a plan's holdings. No price, no transaction:
 * the caller answers 503 and records nothing.
 */
export async function pricesNow(feed: PriceFeed): Promise<PriceSnapshot> {
  try {
    const [btc, eth] = await Promise.all([feed.spot("BTC"), feed.spot("ETH")]);
    const at = btc.at < eth.at ? btc.at : eth.at;
    if (btc.usdCentsPerCoin <= 0 || eth.usdCentsPerCoin <= 0) throw new Error("a price of zero");
    return {
      btcCents: BigInt(btc.usdCentsPerCoin),
      ethCents: BigInt(eth.usdCentsPerCoin),
      at,
      source: feed.source,
      isSimulated: feed.source === "simulated",
    };
  } catch {
    throw new AppError("UNAVAILABLE", PORTFOLIO_MESSAGES.pricesUnavailable);
  }
}

/**
 * Prices for showing values: the feed's now, or, while it is down, the last prices the books used
 * (their time tells how old they are). Null when there has never been a price.
 */
export async function pricesForReading(db: Db, feed: PriceFeed): Promise<PriceSnapshot | null> {
  try {
    return await pricesNow(feed);
  } catch {
    const [tx] = await db
      .select({
        btcCents: planTransactions.btcCents,
        ethCents: planTransactions.ethCents,
        at: planTransactions.createdAt,
        source: planTransactions.priceSource,
      })
      .from(planTransactions)
      .orderBy(desc(planTransactions.id))
      .limit(1);
    const [snap] = await db
      .select({
        btcCents: planNavSnapshots.btcCents,
        ethCents: planNavSnapshots.ethCents,
        at: planNavSnapshots.createdAt,
      })
      .from(planNavSnapshots)
      .orderBy(desc(planNavSnapshots.createdAt))
      .limit(1);
    const last = tx && (!snap || tx.at >= snap.at) ? tx : snap ? { ...snap, source: feed.source } : undefined;
    return last ? { ...last, isSimulated: last.source === "simulated" } : null;
  }
}
