import { bigint, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";

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
    userId: uuid("user_id").notNull(),
    symbol: text("symbol", { enum: ["BTC", "ETH"] }).notNull(),
    qtyUnits: int("qty_units").notNull(),
    costCents: int("cost_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.symbol] })],
);

export const demoOrders = pgTable("demo_orders", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
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
  createdAt: at("created_at").notNull(),
});

/** Limit and stop orders waiting for their trigger price (or failed at it, until dismissed). */
export const demoOpenOrders = pgTable("demo_open_orders", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  symbol: text("symbol", { enum: ["BTC", "ETH"] }).notNull(),
  side: text("side", { enum: ["buy", "sell"] }).notNull(),
  type: text("type", { enum: ["limit", "stop"] }).notNull(),
  qtyUnits: int("qty_units").notNull(),
  triggerCents: int("trigger_cents").notNull(),
  createdAt: at("created_at").notNull(),
  failedAt: at("failed_at"),
  failedReason: text("failed_reason"),
});
