import { PLAN_MESSAGES, type TPlan, type TPlanValues, toDollars } from "@vaultline/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deposits, plans } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { writeAudit } from "../admin/index.ts";

export type PlanRow = typeof plans.$inferSelect;

export function toPlanDto(row: PlanRow): TPlan {
  return {
    _id: row.id,
    name: row.name,
    roi: row.roiBp / 100,
    minAmount: toDollars(row.minCents),
    maxAmount: row.maxCents === null ? null : toDollars(row.maxCents),
  };
}

/** Plans open for new deposits, by ROI ascending (hidden ones are deleted plans kept for history). */
export async function listPlans(db: Db): Promise<TPlan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.isHidden, false))
    .orderBy(asc(plans.roiBp), asc(plans.minCents), asc(plans.name));
  return rows.map(toPlanDto);
}

/** A visible plan, or 404. `lock` takes a share lock so a concurrent edit waits for the deposit. */
export async function getVisiblePlan(db: Db, id: string): Promise<PlanRow> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.isHidden, false)));
  if (!row) throw new AppError("NOT_FOUND", PLAN_MESSAGES.notFound);
  return row;
}

function snapshot(row: PlanRow) {
  return { name: row.name, roiBp: row.roiBp, minCents: row.minCents, maxCents: row.maxCents, isHidden: row.isHidden };
}

export async function createPlan(db: Db, adminId: string, values: TPlanValues): Promise<TPlan> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(plans).values(values).returning();
    if (!row) throw new Error("plan insert returned nothing");
    await writeAudit(tx, {
      adminId,
      action: "plan.create",
      targetType: "plan",
      targetId: row.id,
      after: snapshot(row),
    });
    return toPlanDto(row);
  });
}

export async function updatePlan(db: Db, adminId: string, id: string, values: TPlanValues): Promise<TPlan> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.id, id), eq(plans.isHidden, false)))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", PLAN_MESSAGES.notFound);
    const [row] = await tx
      .update(plans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(plans.id, id))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", PLAN_MESSAGES.notFound);
    await writeAudit(tx, {
      adminId,
      action: "plan.update",
      targetType: "plan",
      targetId: id,
      before: snapshot(before),
      after: snapshot(row),
    });
    return toPlanDto(row);
  });
}

/** Deletes an unused plan; a plan with deposits is hidden instead, so their history stays intact. */
export async function deletePlan(db: Db, adminId: string, id: string): Promise<{ _id: string; isHidden: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.id, id), eq(plans.isHidden, false)))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", PLAN_MESSAGES.notFound);
    const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(deposits).where(eq(deposits.planId, id));
    const isInUse = Number(used?.n ?? 0) > 0;
    if (isInUse) {
      await tx.update(plans).set({ isHidden: true, updatedAt: new Date() }).where(eq(plans.id, id));
    } else {
      await tx.delete(plans).where(eq(plans.id, id));
    }
    await writeAudit(tx, {
      adminId,
      action: "plan.delete",
      targetType: "plan",
      targetId: id,
      before: snapshot(before),
      after: isInUse ? { ...snapshot(before), isHidden: true } : null,
    });
    return { _id: id, isHidden: isInUse };
  });
}
