import { randomUUID } from "node:crypto";
import type { TTreasuryOrder } from "@vaultline/shared";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { treasuryFills, treasuryOrders } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ExchangeConnector, ExchangeError, type OrderFill, type OrderResult } from "../../lib/exchange/index.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { refuseAppointedPair, writeAudit } from "../decisions/index.ts";
import { chargeTradingCost, type PriceSnapshot, pricesNow } from "../portfolios/index.ts";
import { UNITS_PER_COIN } from "./holdings.ts";
import { readTreasury, type TreasuryServices } from "./reconciliation.ts";
import { toOrderDto } from "./treasury.dto.ts";

export type OrderRow = typeof treasuryOrders.$inferSelect;
const OPEN = ["proposed", "approved", "placed", "unknown"] as const;

/**
 * The net orders that bring each coin's holdings back to what the books owe: for BTC and ETH, when
 * held + in transit is off the books by more than the band (a percent of what is owed) and by at
 * least the minimum order, an order for the whole difference (sell a surplus, buy a shortfall). No
 * second order is proposed for a coin while one is open. Returns the orders proposed.
 */
export async function proposeOrders(
  services: TreasuryServices & { config: Pick<Config, "treasury" | "fourEyesThresholdCents"> },
  now: Date,
  proposedBy: string | null = null,
): Promise<OrderRow[]> {
  const view = await readTreasury(services, now);
  const { bandPercent, minOrderCents } = services.config.treasury;
  const proposed: OrderRow[] = [];
  for (const p of view.positions) {
    const asset = p.asset;
    if (asset === "USD" || !p.isComplete || p.differenceUnits === 0n) continue;
    const units = p.differenceUnits < 0n ? -p.differenceUnits : p.differenceUnits;
    const valueCents = (units * p.priceCents) / UNITS_PER_COIN[asset];
    const bandCents = (p.owedCents * BigInt(Math.round(bandPercent * 100))) / 10_000n;
    if (valueCents <= bandCents || valueCents < BigInt(minOrderCents)) continue;
    const row = await services.db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: treasuryOrders.id })
        .from(treasuryOrders)
        .where(and(eq(treasuryOrders.asset, asset), inArray(treasuryOrders.status, [...OPEN])));
      if (open) return null;
      const [inserted] = await tx
        .insert(treasuryOrders)
        .values({
          clientOrderId: `vl-${randomUUID()}`,
          side: p.differenceUnits > 0n ? "sell" : "buy",
          asset,
          units: units.toString(),
          bookPriceCents: Number(p.priceCents),
          valueCents: Number(valueCents),
          needsTwo: Number(valueCents) > services.config.fourEyesThresholdCents,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return null;
      await writeAudit(tx, {
        adminId: proposedBy,
        action: "treasury.order.propose",
        targetType: "treasury_order",
        targetId: inserted.id,
        after: { side: inserted.side, asset: inserted.asset, units: inserted.units, valueCents: inserted.valueCents },
        at: now,
      });
      return inserted;
    });
    if (row) proposed.push(row);
  }
  return proposed;
}

async function lockOrder(tx: Db, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(treasuryOrders).where(eq(treasuryOrders.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "Order not found");
  return row;
}

/**
 * An admin approves a proposed order. Above the four-eyes threshold the first approval is recorded
 * and a second, different admin completes it (the same admin again: 409). Returns the order; when
 * approved and an exchange is configured, the caller executes it.
 */
export async function approveOrder(
  db: Db,
  id: string,
  adminId: string,
  now: Date,
  appointmentDays: number,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== "proposed") throw new AppError("CONFLICT", "This order was already decided");
    let next: Partial<OrderRow>;
    if (order.needsTwo && !order.firstApprovedBy) next = { firstApprovedBy: adminId };
    else if (order.needsTwo && order.firstApprovedBy === adminId) {
      throw new AppError("CONFLICT", "A second, different admin must approve this order");
    } else {
      if (order.needsTwo) {
        const first = { requesterId: order.firstApprovedBy, approverId: adminId, now, days: appointmentDays };
        await refuseAppointedPair(tx, first);
      }
      next = { status: "approved", approvedBy: adminId, approvedAt: now };
    }
    const [row] = await tx.update(treasuryOrders).set(next).where(eq(treasuryOrders.id, id)).returning();
    if (!row) throw new Error("order update returned nothing");
    await writeAudit(tx, {
      adminId,
      action: "treasury.order.approve",
      targetType: "treasury_order",
      targetId: id,
      before: { status: order.status },
      after: { status: row.status, approvals: row.status === "approved" ? (row.needsTwo ? 2 : 1) : 1 },
      at: now,
    });
    return row;
  });
}

/** An admin sets a proposed order aside (the difference is handled otherwise, or the proposal is stale). */
export async function dismissOrder(db: Db, id: string, adminId: string, reason: string, now: Date): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== "proposed") throw new AppError("CONFLICT", "This order was already decided");
    const [row] = await tx
      .update(treasuryOrders)
      .set({ status: "dismissed", reason })
      .where(eq(treasuryOrders.id, id))
      .returning();
    await writeAudit(tx, {
      adminId,
      action: "treasury.order.dismiss",
      targetType: "treasury_order",
      targetId: id,
      reason,
      at: now,
    });
    return row as OrderRow;
  });
}

/** What a fill cost against the price the books used (cents, positive: worse than the books), fee apart. */
export function slippageCents(
  order: Pick<OrderRow, "side" | "asset" | "bookPriceCents">,
  units: bigint,
  priceCents: number,
) {
  const diff = BigInt(priceCents - order.bookPriceCents) * units;
  const cents = diff / UNITS_PER_COIN[order.asset];
  return Number(order.side === "buy" ? cents : -cents);
}

/** Who bears fills' slippage and fees (TREASURY_TRADING_COSTS), and the feed that prices the plans' share. */
export type TradingCosts = { bornBy: "operator" | "plan"; priceFeed: PriceFeed };
/** Resolved before anything is placed or booked: the plans' books need the prices of now. */
type CostBooking = { bornBy: "operator" } | { bornBy: "plan"; prices: PriceSnapshot };

async function costBooking(costs: TradingCosts): Promise<CostBooking> {
  return costs.bornBy === "plan"
    ? { bornBy: "plan", prices: await pricesNow(costs.priceFeed) }
    : { bornBy: "operator" };
}

/**
 * Books fills of an order (each trade once) at their real prices, with their slippage and fee. Per
 * TREASURY_TRADING_COSTS the operator bears them, or they are charged to the plans' books (a
 * `trading_cost` plan transaction per plan, linked to the fill); with no plan holding anything, the
 * operator bears them and the fill says so.
 */
async function bookFills(
  tx: Db,
  order: OrderRow,
  fills: (OrderFill & { exchange: string })[],
  source: "exchange" | "manual" | "csv",
  recordedBy: string | null,
  now: Date,
  costs: CostBooking,
): Promise<number> {
  let booked = 0;
  for (const f of fills) {
    const slippage = slippageCents(order, f.units, f.priceCents);
    const [row] = await tx
      .insert(treasuryFills)
      .values({
        orderId: order.id,
        exchange: f.exchange,
        tradeId: f.tradeId,
        units: f.units.toString(),
        priceCents: f.priceCents,
        feeCents: f.feeCents,
        slippageCents: slippage,
        chargedTo: costs.bornBy,
        source,
        recordedBy,
        filledAt: f.at,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: treasuryFills.id });
    if (!row) continue;
    booked++;
    if (costs.bornBy !== "plan") continue;
    const cents = BigInt(slippage + f.feeCents);
    const charged = await chargeTradingCost(tx, { fillId: row.id, cents, prices: costs.prices, now });
    if (charged.length === 0 && cents !== 0n) {
      await tx.update(treasuryFills).set({ chargedTo: "operator" }).where(eq(treasuryFills.id, row.id));
    }
  }
  return booked;
}

async function filledUnits(tx: Db, orderId: string): Promise<bigint> {
  const [row] = await tx
    .select({ units: sql<string>`coalesce(sum(${treasuryFills.units}), 0)::text` })
    .from(treasuryFills)
    .where(eq(treasuryFills.orderId, orderId));
  return BigInt(row?.units ?? "0");
}

/** The exchange's answer applied to the order: its fills booked, its status and filled units set. */
async function applyResult(
  db: Db,
  order: OrderRow,
  exchange: ExchangeConnector,
  result: OrderResult,
  now: Date,
  costs: CostBooking,
) {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    await bookFills(
      tx,
      locked,
      result.fills.map((f) => ({ ...f, exchange: exchange.name })),
      "exchange",
      null,
      now,
      costs,
    );
    const filled = await filledUnits(tx, order.id);
    const status = result.status === "open" ? (filled > 0n ? "partially_filled" : "placed") : result.status;
    const [row] = await tx
      .update(treasuryOrders)
      .set({
        status,
        exchangeName: exchange.name,
        exchangeOrderId: result.exchangeOrderId,
        filledUnits: filled.toString(),
        reason: result.reason ?? null,
      })
      .where(eq(treasuryOrders.id, order.id))
      .returning();
    return row as OrderRow;
  });
}

/**
 * Sends an approved order to the exchange as a market order under its client order id. A timeout or
 * an unavailable exchange leaves its fate unknown (status `unknown`): the next call asks the exchange
 * by the client order id before anything is placed again. A refusal is recorded with its reason.
 */
export async function executeOrder(
  db: Db,
  exchange: ExchangeConnector | null,
  id: string,
  context: { adminId: string | null; now: Date; costs: TradingCosts },
): Promise<OrderRow> {
  const { adminId, now } = context;
  if (!exchange) throw new AppError("CONFLICT", "No exchange is configured: record the fill by hand");
  const [order] = await db.select().from(treasuryOrders).where(eq(treasuryOrders.id, id));
  if (!order) throw new AppError("NOT_FOUND", "Order not found");
  if (!["approved", "unknown", "placed", "partially_filled"].includes(order.status)) {
    throw new AppError("CONFLICT", "Only an approved order can be sent to the exchange");
  }
  // Before anything is placed: a fill must be bookable when the exchange answers.
  const costs = await costBooking(context.costs);
  let result: OrderResult;
  try {
    result =
      order.status === "approved"
        ? await exchange.placeOrder({
            clientOrderId: order.clientOrderId,
            side: order.side,
            asset: order.asset,
            units: BigInt(order.units),
            type: "market",
          })
        : await exchange.fetchOrder(order.clientOrderId);
  } catch (error) {
    if (!(error instanceof ExchangeError)) throw error;
    const unknown = error.kind === "timeout" || error.kind === "unavailable" || error.kind === "rate_limited";
    const [row] = await db
      .update(treasuryOrders)
      .set({ status: unknown ? "unknown" : "rejected", reason: error.message, exchangeName: exchange.name })
      .where(eq(treasuryOrders.id, id))
      .returning();
    await writeAudit(db, {
      adminId,
      action: "treasury.order.execute",
      targetType: "treasury_order",
      targetId: id,
      after: { status: row?.status, reason: error.message },
      at: now,
    });
    return row as OrderRow;
  }
  const row = await applyResult(db, order, exchange, result, now, costs);
  await writeAudit(db, {
    adminId,
    action: "treasury.order.execute",
    targetType: "treasury_order",
    targetId: id,
    after: { status: row.status, filledUnits: row.filledUnits, exchange: exchange.name },
    at: now,
  });
  return row;
}

export type ManualFill = {
  exchange: string;
  tradeId: string;
  units: bigint;
  priceCents: number;
  feeCents: number;
  at: Date;
};

/**
 * An admin records fills of an approved order made outside the app (by hand on an exchange, or a
 * CSV export of its trades): booked at their real price, each trade once (the same trade id again is
 * skipped). The order is filled once its units are.
 */
export async function recordFills(
  db: Db,
  id: string,
  fills: ManualFill[],
  input: { adminId: string; source: "manual" | "csv"; now: Date; costs: TradingCosts },
): Promise<{ order: OrderRow; booked: number }> {
  const costs = await costBooking(input.costs);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!["approved", "unknown", "placed", "partially_filled"].includes(order.status)) {
      throw new AppError("CONFLICT", "Fills are recorded for an approved order only");
    }
    const booked = await bookFills(tx, order, fills, input.source, input.adminId, input.now, costs);
    const filled = await filledUnits(tx, id);
    if (filled > BigInt(order.units)) throw new AppError("CONFLICT", "These fills are more than the order's amount");
    const [row] = await tx
      .update(treasuryOrders)
      .set({ filledUnits: filled.toString(), status: filled === BigInt(order.units) ? "filled" : "partially_filled" })
      .where(eq(treasuryOrders.id, id))
      .returning();
    await writeAudit(tx, {
      adminId: input.adminId,
      action: "treasury.fill.record",
      targetType: "treasury_order",
      targetId: id,
      after: { booked, source: input.source, filledUnits: filled.toString() },
      at: input.now,
    });
    return { order: row as OrderRow, booked };
  });
}

/**
 * A CSV export of an exchange's trades: a header line naming the columns trade_id, units (base
 * units), price_cents, fee_cents and time (ISO 8601), in any order. A bad line refuses the whole file (400).
 */
export function parseTradesCsv(text: string, exchange: string): ManualFill[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const header = (lines.shift() ?? "").split(",").map((h) => h.trim().toLowerCase());
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new AppError("BAD_REQUEST", `The CSV has no "${name}" column`);
    return i;
  };
  const idx = {
    id: col("trade_id"),
    units: col("units"),
    price: col("price_cents"),
    fee: col("fee_cents"),
    at: col("time"),
  };
  return lines.map((line, n) => {
    const cells = line.split(",").map((c) => c.trim());
    const bad = () => new AppError("BAD_REQUEST", `Line ${n + 2} of the CSV is not a trade`);
    const units = /^\d+$/.test(cells[idx.units] ?? "") ? BigInt(cells[idx.units] as string) : 0n;
    const price = Number(cells[idx.price]);
    const fee = Number(cells[idx.fee]);
    const at = new Date(cells[idx.at] ?? "");
    if (
      !cells[idx.id] ||
      units <= 0n ||
      !Number.isSafeInteger(price) ||
      price <= 0 ||
      !Number.isSafeInteger(fee) ||
      fee < 0 ||
      Number.isNaN(at.getTime())
    ) {
      throw bad();
    }
    return { exchange, tradeId: cells[idx.id] as string, units, priceCents: price, feeCents: fee, at };
  });
}

/** The orders, newest first, with their fills, as the API shows them. */
export async function listOrders(db: Db, limit = 100): Promise<TTreasuryOrder[]> {
  const orders = await db.select().from(treasuryOrders).orderBy(desc(treasuryOrders.createdAt)).limit(limit);
  const fills = await fillsOf(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => toOrderDto(o, fills));
}

/** Orders as the API shows them, with their fills (an answer after a change). */
export async function ordersWithFills(db: Db, orders: OrderRow[]): Promise<TTreasuryOrder[]> {
  const fills = await fillsOf(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => toOrderDto(o, fills));
}

/** One order as the API shows it, with its fills. */
export async function orderWithFills(db: Db, order: OrderRow): Promise<TTreasuryOrder> {
  return toOrderDto(order, await fillsOf(db, [order.id]));
}

async function fillsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(treasuryFills).where(inArray(treasuryFills.orderId, orderIds)).orderBy(treasuryFills.id);
}
