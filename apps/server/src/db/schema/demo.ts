import { bigint, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, userId, uuidKey } from "./columns.ts";

// The demo (paper-trading) account: virtual money only, never the wallet or the ledger.

const int = (name: string) => bigint(name, { mode: "number" });

export const demoAccounts = pgTable("demo_accounts", {
  userId: uuid("user_id").primaryKey(),
  cashCents: int("cash_cents").notNull(),
  startedAt: at("started_at").notNull(),
  resetAt: at("reset_at"),
});

export const demoPositions = pgTable(
  "demo_positions",
  {
    userId: userId(),
    symbol: text("symbol", { enum: ["BTC", "ETH"] }).notNull(),
    qtyUnits: int("qty_units").notNull(),
    costCents: int("cost_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.symbol] })],
);

export const demoOrders = pgTable("demo_orders", {
  id: uuidKey(),
  userId: userId(),
  symbol: text("symbol", { enum: ["BTC", "ETH"] }).notNull(),
  side: text("side", { enum: ["buy", "sell"] }).notNull(),
  qtyUnits: int("qty_units").notNull(),
  priceCents: int("price_cents").notNull(),
  midPriceCents: int("mid_price_cents").notNull(),
  notionalCents: int("notional_cents").notNull(),
  realisedPnlCents: int("realised_pnl_cents"),
  type: text("type", { enum: ["market", "limit", "stop"] })
    .notNull()
    .default("market"),
  createdAt: createdAt(),
});

/** Limit and stop orders waiting for their trigger price (or failed at it, until dismissed). */
export const demoOpenOrders = pgTable("demo_open_orders", {
  id: uuidKey(),
  userId: userId(),
  symbol: text("symbol", { enum: ["BTC", "ETH"] }).notNull(),
  side: text("side", { enum: ["buy", "sell"] }).notNull(),
  type: text("type", { enum: ["limit", "stop"] }).notNull(),
  qtyUnits: int("qty_units").notNull(),
  triggerCents: int("trigger_cents").notNull(),
  createdAt: createdAt(),
  failedAt: at("failed_at"),
  failedReason: text("failed_reason"),
});
