import { randomUUID } from "node:crypto";
import type { TTreasuryOrder } from "@vaultline/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { type Db, returnedRow } from "../../db/client.ts";
import { treasuryFills, treasuryOrders } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { refuseAppointedPair, writeAudit } from "../decisions/index.ts";
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

export async function lockOrder(tx: Db, id: string): Promise<OrderRow> {
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
    const row = returnedRow(
      await tx.update(treasuryOrders).set(next).where(eq(treasuryOrders.id, id)).returning(),
      "order update",
    );
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

/** The orders, newest first, with their fills, as the API shows them. */
export async function listOrders(db: Db, limit = 100): Promise<TTreasuryOrder[]> {
  const orders = await db.select().from(treasuryOrders).orderBy(desc(treasuryOrders.createdAt)).limit(limit);
  return ordersWithFills(db, orders);
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
