import {
  applyBuy,
  applySell,
  DEMO_MESSAGES,
  priceOrder,
  type TDemoOrder,
  type TDemoOrderType,
  type TDemoSide,
  type TPriceSymbol,
} from "@vaultline/shared";
import { and, eq } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { demoAccounts, demoOrders, demoPositions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { toDemoOrderDto } from "./demo.dto.ts";
import { findDemoPosition, lockDemoAccount } from "./demo.service.ts";

export type DemoOrderInput = {
  userId: string;
  symbol: TPriceSymbol;
  side: TDemoSide;
  /** Coin units (1e-8), or … */
  units?: number | undefined;
  /** … a dollar amount in cents. */
  usdCents?: number | undefined;
  now: Date;
};

type OrderRow = typeof demoOrders.$inferSelect;

export function refuse(message: string, field: string): never {
  throw new AppError("BAD_REQUEST", message, [{ field, message }]);
}

/**
 * Fills an order at `midCents` with the spread, inside the caller's transaction: the account row lock
 * orders this member's orders, so the cash and coin checks cannot be raced past. A refusal is a 400
 * and, thrown inside the transaction, undoes everything.
 */
export async function fillDemoOrder(
  tx: Db,
  input: DemoOrderInput & { midCents: number; type: TDemoOrderType },
): Promise<OrderRow> {
  const priced = priceOrder({
    side: input.side,
    midCents: input.midCents,
    units: input.units,
    usdCents: input.usdCents,
  });
  const field = input.units === undefined ? "usd" : "quantity";
  if (!priced) refuse(DEMO_MESSAGES.tooSmall, field);
  const account = await lockDemoAccount(tx, input.userId, input.now);
  const position = await findDemoPosition(tx, input.userId, input.symbol);
  const holding = position && { units: position.qtyUnits, costCents: position.costCents };
  const where = and(eq(demoPositions.userId, input.userId), eq(demoPositions.symbol, input.symbol));
  let cashCents: number;
  let realisedPnlCents: number | null = null;
  if (input.side === "buy") {
    if (priced.notionalCents > account.cashCents) refuse(DEMO_MESSAGES.insufficientCash, field);
    cashCents = account.cashCents - priced.notionalCents;
    const next = applyBuy(holding, priced.units, priced.notionalCents);
    if (position) await tx.update(demoPositions).set({ qtyUnits: next.units, costCents: next.costCents }).where(where);
    else
      await tx.insert(demoPositions).values({
        userId: input.userId,
        symbol: input.symbol,
        qtyUnits: next.units,
        costCents: next.costCents,
      });
  } else {
    if (!holding || priced.units > holding.units) refuse(DEMO_MESSAGES.insufficientCoin, field);
    cashCents = account.cashCents + priced.notionalCents;
    const sold = applySell(holding, priced.units, priced.notionalCents);
    realisedPnlCents = sold.realisedPnlCents;
    if (sold.holding) {
      await tx
        .update(demoPositions)
        .set({ qtyUnits: sold.holding.units, costCents: sold.holding.costCents })
        .where(where);
    } else {
      await tx.delete(demoPositions).where(where);
    }
  }
  await tx.update(demoAccounts).set({ cashCents }).where(eq(demoAccounts.userId, input.userId));
  const order = returnedRow(
    await tx
      .insert(demoOrders)
      .values({
        userId: input.userId,
        symbol: input.symbol,
        side: input.side,
        type: input.type,
        qtyUnits: priced.units,
        priceCents: priced.fillPriceCents,
        midPriceCents: input.midCents,
        notionalCents: priced.notionalCents,
        realisedPnlCents,
        createdAt: input.now,
      })
      .returning(),
    "demo order insert",
  );
  return order;
}

/**
 * A market order at the feed's price with the spread, priced here and never by the client. The price
 * is read before the transaction (no outside call while rows are locked).
 */
export async function placeDemoOrder(db: Db, feed: PriceFeed, input: DemoOrderInput): Promise<TDemoOrder> {
  const spot = await feed.spot(input.symbol);
  const row = await db.transaction((tx) =>
    fillDemoOrder(tx, { ...input, midCents: spot.usdCentsPerCoin, type: "market" }),
  );
  return toDemoOrderDto(row);
}
