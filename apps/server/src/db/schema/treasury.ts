import {
  HELD_ASSETS,
  LOCATION_KINDS,
  ORDER_ASSETS,
  ORDER_STATUSES,
  TRADING_COST_BEARERS,
  TREASURY_ASSETS,
} from "@vaultline/shared";
import { bigserial, boolean, jsonb, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at, cents, createdAt, decisionColumns, status, utcDay, uuidKey } from "./columns.ts";

/** Base units (satoshis, wei, USDT units, cents) as numeric(40,0), read as a string: wei overflow bigint. */
const units = (name: string) => numeric(name, { precision: 40, scale: 0 });

/** Where coins and dollars are held (migration 0053; docs/treasury.md). */
export const treasuryLocations = pgTable("treasury_locations", {
  id: uuidKey(),
  name: text("name").notNull(),
  kind: text("kind", { enum: LOCATION_KINDS }).notNull(),
  asset: text("asset", { enum: HELD_ASSETS }),
  address: text("address"),
  status: status(["proposed", "active", "rejected", "retired"], "proposed"),
  origin: text("origin", { enum: ["admin", "config"] })
    .notNull()
    .default("admin"),
  proposedBy: uuid("proposed_by"),
  ...decisionColumns(),
  createdAt: createdAt(),
});

export const treasuryDeclaredBalances = pgTable("treasury_declared_balances", {
  id: uuidKey(),
  locationId: uuid("location_id").notNull(),
  units: units("units").notNull(),
  asOf: utcDay("as_of").notNull(),
  statementFileId: uuid("statement_file_id").notNull(),
  status: status(["pending", "confirmed", "rejected"], "pending"),
  enteredBy: uuid("entered_by").notNull(),
  ...decisionColumns(),
  createdAt: createdAt(),
});

export const treasuryReconciliations = pgTable(
  "treasury_reconciliations",
  {
    day: utcDay("day").notNull(),
    asset: text("asset", { enum: TREASURY_ASSETS }).notNull(),
    owedUnits: units("owed_units").notNull(),
    heldUnits: units("held_units").notNull(),
    transitUnits: units("transit_units").notNull(),
    differenceUnits: units("difference_units").notNull(),
    priceCents: cents("price_cents").notNull(),
    differenceCents: cents("difference_cents").notNull(),
    isShort: boolean("is_short").notNull(),
    detail: jsonb("detail").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.day, t.asset] })],
);

export const treasuryOrders = pgTable("treasury_orders", {
  id: uuidKey(),
  clientOrderId: text("client_order_id").notNull().unique(),
  side: text("side", { enum: ["buy", "sell"] }).notNull(),
  asset: text("asset", { enum: ORDER_ASSETS }).notNull(),
  units: units("units").notNull(),
  bookPriceCents: cents("book_price_cents").notNull(),
  valueCents: cents("value_cents").notNull(),
  needsTwo: boolean("needs_two").notNull(),
  status: status(ORDER_STATUSES, "proposed"),
  firstApprovedBy: uuid("first_approved_by"),
  approvedBy: uuid("approved_by"),
  approvedAt: at("approved_at"),
  exchangeName: text("exchange_name"),
  exchangeOrderId: text("exchange_order_id"),
  filledUnits: units("filled_units").notNull().default("0"),
  reason: text("reason"),
  createdAt: createdAt(),
});

export const treasuryFills = pgTable("treasury_fills", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  orderId: uuid("order_id").notNull(),
  exchange: text("exchange").notNull(),
  tradeId: text("trade_id").notNull(),
  units: units("units").notNull(),
  priceCents: cents("price_cents").notNull(),
  feeCents: cents("fee_cents").notNull(),
  slippageCents: cents("slippage_cents").notNull(),
  chargedTo: text("charged_to", { enum: TRADING_COST_BEARERS }).notNull(),
  source: text("source", { enum: ["exchange", "manual", "csv"] }).notNull(),
  recordedBy: uuid("recorded_by"),
  filledAt: at("filled_at").notNull(),
  createdAt: createdAt(),
});

/** The simulated exchange's account (EXCHANGE=simulated): balances and filled orders. */
export const simulatedExchangeBalances = pgTable("simulated_exchange_balances", {
  asset: text("asset", { enum: HELD_ASSETS }).primaryKey(),
  units: units("units").notNull(),
});

export const simulatedExchangeOrders = pgTable("simulated_exchange_orders", {
  clientOrderId: text("client_order_id").primaryKey(),
  result: jsonb("result").notNull(),
  createdAt: createdAt(),
});

export const treasuryTransfers = pgTable("treasury_transfers", {
  id: uuidKey(),
  fromLocationId: uuid("from_location_id"),
  toLocationId: uuid("to_location_id").notNull(),
  asset: text("asset", { enum: HELD_ASSETS }).notNull(),
  units: units("units").notNull(),
  txId: text("tx_id").notNull(),
  status: status(["in_transit", "confirmed"], "in_transit"),
  recordedBy: uuid("recorded_by").notNull(),
  confirmedBy: uuid("confirmed_by"),
  confirmedAt: at("confirmed_at"),
  createdAt: createdAt(),
});
