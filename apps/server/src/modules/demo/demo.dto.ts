import {
  averageCostCents,
  formatCoinUnits,
  marketValueCents,
  type TDemoOpenOrder,
  type TDemoOrder,
  type TDemoPosition,
  toDollars,
} from "@vaultline/shared";
import type { demoOpenOrders, demoOrders, demoPositions } from "../../db/schema.ts";

type PositionRow = typeof demoPositions.$inferSelect;
type OrderRow = typeof demoOrders.$inferSelect;
type OpenOrderRow = typeof demoOpenOrders.$inferSelect;

export function toDemoOrderDto(row: OrderRow): TDemoOrder {
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    quantity: formatCoinUnits(row.qtyUnits),
    price: toDollars(row.priceCents),
    marketPrice: toDollars(row.midPriceCents),
    notional: toDollars(row.notionalCents),
    realisedPnl: row.realisedPnlCents === null ? null : toDollars(row.realisedPnlCents),
    type: row.type,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPositionDto(row: PositionRow, midCents: number | null): TDemoPosition {
  const holding = { units: row.qtyUnits, costCents: row.costCents };
  const value = midCents === null ? null : marketValueCents(row.qtyUnits, midCents);
  const pnl = value === null ? null : value - row.costCents;
  return {
    symbol: row.symbol,
    quantity: formatCoinUnits(row.qtyUnits),
    averageCost: toDollars(averageCostCents(holding)),
    costBasis: toDollars(row.costCents),
    price: midCents === null ? null : toDollars(midCents),
    marketValue: value === null ? null : toDollars(value),
    unrealisedPnl: pnl === null ? null : toDollars(pnl),
    // A ratio for display, not money: two decimals of a percent.
    unrealisedPnlPercent: pnl === null || row.costCents === 0 ? null : Math.round((pnl / row.costCents) * 10_000) / 100,
  };
}

export function toOpenOrderDto(row: OpenOrderRow): TDemoOpenOrder {
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    quantity: formatCoinUnits(row.qtyUnits),
    price: toDollars(row.triggerCents),
    createdAt: row.createdAt.toISOString(),
    failedAt: row.failedAt?.toISOString() ?? null,
    failedReason: row.failedReason,
  };
}
