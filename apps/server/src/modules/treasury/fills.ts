import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { treasuryFills, treasuryOrders } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ExchangeConnector, ExchangeError, type OrderFill, type OrderResult } from "../../lib/exchange/index.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { writeAudit } from "../decisions/index.ts";
import { chargeTradingCost, type PriceSnapshot, pricesNow } from "../portfolios/index.ts";
import { UNITS_PER_COIN } from "./holdings.ts";
import { lockOrder, type OrderRow } from "./orders.ts";

// Carrying out an approved order: sent to the exchange or recorded by hand, its fills booked at their
// real prices with their trading costs. Proposing and deciding orders is orders.ts.

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
