import { UNITS_PER_COIN as COIN_UNITS } from "@vaultline/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { simulatedExchangeBalances, simulatedExchangeOrders } from "../../db/schema.ts";
import type { PriceFeed } from "../price-feed/price-feed.ts";
import {
  EXCHANGE_ASSETS,
  type ExchangeAsset,
  type ExchangeConnector,
  ExchangeError,
  type OrderRequest,
  type OrderResult,
} from "./exchange.ts";

/** Base units per whole coin of each traded asset (satoshis, wei), from the coins' decimals. */
const UNITS_PER_COIN = { BTC: COIN_UNITS.BTC, ETH: COIN_UNITS.ETH } as const;

type Stored = Omit<OrderResult, "filledUnits" | "fills"> & {
  filledUnits: string;
  fills: { tradeId: string; units: string; priceCents: number; feeCents: number; at: string }[];
};

const toStored = (r: OrderResult): Stored => ({
  ...r,
  filledUnits: r.filledUnits.toString(),
  fills: r.fills.map((f) => ({ ...f, units: f.units.toString(), at: f.at.toISOString() })),
});
const fromStored = (s: Stored): OrderResult => ({
  ...s,
  filledUnits: BigInt(s.filledUnits),
  fills: s.fills.map((f) => ({ ...f, units: BigInt(f.units), at: new Date(f.at) })),
});

/** The simulated exchange with a way to move coins in and out of it (a transfer confirmed to it, a test's drop). */
export type SimulatedExchange = ExchangeConnector & {
  /** Adds (or, negative, takes) base units to the account: a transfer that arrived, or a shortfall made on purpose. */
  credit(asset: ExchangeAsset, units: bigint): Promise<void>;
};

/** Adds (negative: takes) base units to the simulated exchange's account, inside the caller's transaction if any. */
export async function creditSimulatedExchange(tx: Db, asset: ExchangeAsset, units: bigint): Promise<void> {
  await tx
    .insert(simulatedExchangeBalances)
    .values({ asset, units: units.toString() })
    .onConflictDoUpdate({
      target: simulatedExchangeBalances.asset,
      set: { units: sql`${simulatedExchangeBalances.units} + ${units.toString()}::numeric` },
    });
}
const add = creditSimulatedExchange;

/**
 * A demonstration installation's exchange (EXCHANGE=simulated, refused in production): market
 * orders fill at once, whole, at the price feed's price, less a disclosed fee (`feeBp` of the
 * order's value, in cents). Its balances and orders are rows in the database, so they survive a
 * restart and every process sees the same account. Limit orders fill only when the feed's price is
 * at or better than the limit, else they are rejected (no order book is kept).
 */
export function createSimulatedExchange(db: Db, feed: PriceFeed, options: { feeBp: number }): SimulatedExchange {
  async function balances(tx: Db): Promise<Record<ExchangeAsset, bigint>> {
    const rows = await tx.select().from(simulatedExchangeBalances);
    const out = Object.fromEntries(EXCHANGE_ASSETS.map((a) => [a, 0n])) as Record<ExchangeAsset, bigint>;
    for (const row of rows) out[row.asset] = BigInt(row.units);
    return out;
  }
  async function stored(tx: Db, clientOrderId: string): Promise<OrderResult | null> {
    const [row] = await tx
      .select()
      .from(simulatedExchangeOrders)
      .where(eq(simulatedExchangeOrders.clientOrderId, clientOrderId));
    return row ? fromStored(row.result as Stored) : null;
  }
  return {
    name: "Simulated exchange",
    simulated: true,
    fetchBalances: () => balances(db),
    credit: (asset, units) => creditSimulatedExchange(db, asset, units),
    async placeOrder(order: OrderRequest) {
      if (order.units <= 0n) throw new ExchangeError("rejected", "The order's amount must be positive");
      const spot = await feed.spot(order.asset).catch(() => {
        throw new ExchangeError("unavailable", "The simulated exchange has no price right now");
      });
      const price = BigInt(spot.usdCentsPerCoin);
      if (order.type === "limit") {
        const limit = BigInt(order.limitPriceCents ?? 0);
        if (limit <= 0n) throw new ExchangeError("rejected", "A limit order needs a limit price");
        if ((order.side === "buy" && price > limit) || (order.side === "sell" && price < limit)) {
          throw new ExchangeError(
            "rejected",
            "The simulated exchange fills a limit order only at or better than its limit",
          );
        }
      }
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(727301)`);
        const done = await stored(tx, order.clientOrderId);
        if (done) return done;
        const value = (order.units * price) / UNITS_PER_COIN[order.asset];
        const fee = (value * BigInt(options.feeBp) + 9_999n) / 10_000n;
        const have = await balances(tx);
        if (order.side === "buy" && have.USD < value + fee) {
          throw new ExchangeError(
            "insufficient_funds",
            "The simulated exchange account lacks the dollars for this order",
          );
        }
        if (order.side === "sell" && have[order.asset] < order.units) {
          throw new ExchangeError(
            "insufficient_funds",
            `The simulated exchange account lacks the ${order.asset} to sell`,
          );
        }
        const sign = order.side === "buy" ? 1n : -1n;
        await add(tx, order.asset, sign * order.units);
        await add(tx, "USD", -sign * value - fee);
        const result: OrderResult = {
          exchangeOrderId: `SIM-${order.clientOrderId}`,
          clientOrderId: order.clientOrderId,
          status: "filled",
          filledUnits: order.units,
          fills: [
            {
              tradeId: `SIM-T-${order.clientOrderId}`,
              units: order.units,
              priceCents: Number(price),
              feeCents: Number(fee),
              at: spot.at,
            },
          ],
        };
        await tx
          .insert(simulatedExchangeOrders)
          .values({ clientOrderId: order.clientOrderId, result: toStored(result), createdAt: spot.at });
        return result;
      });
    },
    async fetchOrder(clientOrderId) {
      const found = await stored(db, clientOrderId);
      if (!found) throw new ExchangeError("rejected", "The simulated exchange knows no order with this id");
      return found;
    },
  };
}
