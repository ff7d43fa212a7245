import {
  DEMO_MESSAGES,
  isTriggered,
  notionalCents,
  PRICE_SYMBOLS,
  type TDemoOpenOrder,
  type TDemoSide,
  type TPriceSymbol,
} from "@vaultline/shared";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { demoOpenOrders } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { newestOfMember } from "../../lib/paging.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { toOpenOrderDto } from "./demo.dto.ts";
import { findDemoPosition, lockDemoAccount } from "./demo.service.ts";
import { fillDemoOrder, refuse } from "./demo-orders.service.ts";

type OpenOrderRow = typeof demoOpenOrders.$inferSelect;

/** Orders one member may have waiting at once. */
export const MAX_OPEN_DEMO_ORDERS = 20;

export type OpenOrderInput = {
  userId: string;
  symbol: TPriceSymbol;
  side: TDemoSide;
  type: "limit" | "stop";
  units: number;
  triggerCents: number;
  now: Date;
};

/**
 * A limit or stop order, kept until the price feed reaches its price (fillTriggeredDemoOrders). It
 * must be one that could fill today: a buy the virtual cash covers at its price, a sell of coin held;
 * a stop on the right side of the current price (otherwise it would simply be a market order).
 */
export async function placeOpenDemoOrder(db: Db, feed: PriceFeed, input: OpenOrderInput): Promise<TDemoOpenOrder> {
  const mid = (await feed.spot(input.symbol)).usdCentsPerCoin;
  if (input.type === "stop" && input.side === "sell" && input.triggerCents >= mid) {
    refuse(DEMO_MESSAGES.stopSellAbove, "price");
  }
  if (input.type === "stop" && input.side === "buy" && input.triggerCents <= mid) {
    refuse(DEMO_MESSAGES.stopBuyBelow, "price");
  }
  const row = await db.transaction(async (tx) => {
    const account = await lockDemoAccount(tx, input.userId, input.now);
    const [waiting] = await tx
      .select({ n: count() })
      .from(demoOpenOrders)
      .where(eq(demoOpenOrders.userId, input.userId));
    if ((waiting?.n ?? 0) >= MAX_OPEN_DEMO_ORDERS) refuse(DEMO_MESSAGES.tooManyOpen(MAX_OPEN_DEMO_ORDERS), "type");
    if (input.side === "buy") {
      if (notionalCents(input.units, input.triggerCents, "buy") > account.cashCents) {
        refuse(DEMO_MESSAGES.insufficientCash, "quantity");
      }
    } else {
      const position = await findDemoPosition(tx, input.userId, input.symbol);
      if (!position || position.qtyUnits < input.units) refuse(DEMO_MESSAGES.insufficientCoin, "quantity");
    }
    const inserted = returnedRow(
      await tx
        .insert(demoOpenOrders)
        .values({
          userId: input.userId,
          symbol: input.symbol,
          side: input.side,
          type: input.type,
          qtyUnits: input.units,
          triggerCents: input.triggerCents,
          createdAt: input.now,
        })
        .returning(),
      "demo open order insert",
    );
    return inserted;
  });
  return toOpenOrderDto(row);
}

/** The member's waiting orders (and those that could not fill), newest first. */
export async function listOpenDemoOrders(db: Db, userId: string): Promise<TDemoOpenOrder[]> {
  const rows = await newestOfMember(db, demoOpenOrders, userId);
  return rows.map(toOpenOrderDto);
}

/** Cancels a waiting order (or dismisses one that could not fill); only its owner can. */
export async function cancelOpenDemoOrder(db: Db, userId: string, id: string): Promise<void> {
  const [gone] = await db
    .delete(demoOpenOrders)
    .where(and(eq(demoOpenOrders.id, id), eq(demoOpenOrders.userId, userId)))
    .returning({ id: demoOpenOrders.id });
  if (!gone) throw new AppError("NOT_FOUND", DEMO_MESSAGES.openOrderNotFound);
}

/**
 * The price-feed job: every waiting order whose price the feed has reached fills at the market
 * price with the spread, each in its own transaction (one member's refusal does not hold up another).
 * An order that triggers but cannot fill (the cash or coin went elsewhere) stays, marked with the
 * reason, until its owner dismisses it. Returns how many filled.
 */
export async function fillTriggeredDemoOrders(db: Db, feed: PriceFeed, now: Date): Promise<number> {
  let filled = 0;
  for (const symbol of PRICE_SYMBOLS) {
    const waiting = await db
      .select()
      .from(demoOpenOrders)
      .where(and(eq(demoOpenOrders.symbol, symbol), isNull(demoOpenOrders.failedAt)))
      .orderBy(asc(demoOpenOrders.createdAt));
    if (!waiting.length) continue;
    let mid: number;
    try {
      mid = (await feed.spot(symbol)).usdCentsPerCoin;
    } catch (error) {
      // No price now: the orders wait for the next run.
      if (error instanceof AppError && error.code === "UNAVAILABLE") continue;
      throw error;
    }
    for (const order of waiting.filter((o) => isTriggered(o, mid))) {
      if (await fillOne(db, order, mid, now)) filled++;
    }
  }
  return filled;
}

async function fillOne(db: Db, order: OpenOrderRow, midCents: number, now: Date): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      // Taken off the book first: a cancel or another run that got there first leaves nothing to fill.
      const [taken] = await tx
        .delete(demoOpenOrders)
        .where(and(eq(demoOpenOrders.id, order.id), isNull(demoOpenOrders.failedAt)))
        .returning();
      if (!taken) return false;
      await fillDemoOrder(tx, {
        userId: order.userId,
        symbol: order.symbol,
        side: order.side,
        units: order.qtyUnits,
        midCents,
        type: order.type,
        now,
      });
      return true;
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "BAD_REQUEST") throw error;
    await db
      .update(demoOpenOrders)
      .set({ failedAt: now, failedReason: error.message })
      .where(and(eq(demoOpenOrders.id, order.id), isNull(demoOpenOrders.failedAt)));
    return false;
  }
}
