import {
  DEMO_START_CENTS,
  marketValueCents,
  type TDemoAccount,
  type TDemoOrder,
  type TPriceSymbol,
  toDollars,
} from "@vaultline/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { demoAccounts, demoOpenOrders, demoOrders, demoPositions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { newestOfMember } from "../../lib/paging.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { toDemoOrderDto, toPositionDto } from "./demo.dto.ts";

type AccountRow = typeof demoAccounts.$inferSelect;
type PositionRow = typeof demoPositions.$inferSelect;

/** How many past orders the history shows. */
export const DEMO_ORDER_HISTORY = 100;

/**
 * The account row, created with the starting virtual cash at first use, locked for the rest of the
 * transaction: every order and reset of one member runs one at a time, so none can overdraw.
 */
export async function lockDemoAccount(tx: Db, userId: string, now: Date): Promise<AccountRow> {
  await tx
    .insert(demoAccounts)
    .values({ userId, cashCents: DEMO_START_CENTS, startedAt: now })
    .onConflictDoNothing({ target: demoAccounts.userId });
  const [row] = await tx.select().from(demoAccounts).where(eq(demoAccounts.userId, userId)).for("update");
  if (!row) throw new Error("demo account vanished inside its transaction");
  return row;
}

/** Mid prices of the held coins; a coin whose price is unavailable maps to null (the page still opens). */
async function midPrices(feed: PriceFeed, symbols: TPriceSymbol[]): Promise<Map<TPriceSymbol, number | null>> {
  const entries = await Promise.all(
    symbols.map(async (symbol) => {
      try {
        return [symbol, (await feed.spot(symbol)).usdCentsPerCoin] as const;
      } catch (error) {
        if (error instanceof AppError && error.code === "UNAVAILABLE") return [symbol, null] as const;
        throw error;
      }
    }),
  );
  return new Map(entries);
}

async function buildAccount(db: Db, feed: PriceFeed, account: AccountRow): Promise<TDemoAccount> {
  const [positions, [realised]] = await Promise.all([
    db.select().from(demoPositions).where(eq(demoPositions.userId, account.userId)).orderBy(demoPositions.symbol),
    db
      .select({ total: sql<string>`coalesce(sum(${demoOrders.realisedPnlCents}), 0)` })
      .from(demoOrders)
      .where(eq(demoOrders.userId, account.userId)),
  ]);
  const prices = await midPrices(
    feed,
    positions.map((p) => p.symbol),
  );
  let valueCents: number | null = 0;
  let unrealisedCents: number | null = 0;
  for (const p of positions) {
    const mid = prices.get(p.symbol) ?? null;
    if (mid === null || valueCents === null || unrealisedCents === null) {
      valueCents = null;
      unrealisedCents = null;
      continue;
    }
    const value = marketValueCents(p.qtyUnits, mid);
    valueCents += value;
    unrealisedCents += value - p.costCents;
  }
  return {
    isVirtual: true,
    source: feed.source,
    pricesAvailable: valueCents !== null,
    startingCash: toDollars(DEMO_START_CENTS),
    cash: toDollars(account.cashCents),
    positions: positions.map((p) => toPositionDto(p, prices.get(p.symbol) ?? null)),
    equity: valueCents === null ? null : toDollars(account.cashCents + valueCents),
    realisedPnl: toDollars(Number(realised?.total ?? 0)),
    unrealisedPnl: unrealisedCents === null ? null : toDollars(unrealisedCents),
    startedAt: account.startedAt.toISOString(),
    resetAt: account.resetAt?.toISOString() ?? null,
  };
}

/** The member's demo account at the current prices; $10,000 of virtual cash at first use. */
export async function getDemoAccount(db: Db, feed: PriceFeed, userId: string, now: Date): Promise<TDemoAccount> {
  const account = await db.transaction((tx) => lockDemoAccount(tx, userId, now));
  return buildAccount(db, feed, account);
}

export async function listDemoOrders(db: Db, userId: string): Promise<TDemoOrder[]> {
  const rows = await newestOfMember(db, demoOrders, userId, DEMO_ORDER_HISTORY);
  return rows.map(toDemoOrderDto);
}

/** Back to $10,000 of virtual cash: positions, waiting orders and order history go. */
export async function resetDemoAccount(db: Db, feed: PriceFeed, userId: string, now: Date): Promise<TDemoAccount> {
  const account = await db.transaction(async (tx) => {
    await lockDemoAccount(tx, userId, now);
    await tx.delete(demoPositions).where(eq(demoPositions.userId, userId));
    await tx.delete(demoOrders).where(eq(demoOrders.userId, userId));
    await tx.delete(demoOpenOrders).where(eq(demoOpenOrders.userId, userId));
    const [row] = await tx
      .update(demoAccounts)
      .set({ cashCents: DEMO_START_CENTS, resetAt: now })
      .where(eq(demoAccounts.userId, userId))
      .returning();
    if (!row) throw new Error("demo account vanished inside its transaction");
    return row;
  });
  return buildAccount(db, feed, account);
}

export async function findDemoPosition(tx: Db, userId: string, symbol: TPriceSymbol): Promise<PositionRow | null> {
  const [row] = await tx
    .select()
    .from(demoPositions)
    .where(and(eq(demoPositions.userId, userId), eq(demoPositions.symbol, symbol)));
  return row ?? null;
}
