import { ADMIN_MESSAGES, type TAdminGrant } from "@vaultline/shared";
import { aliasedTable, and, asc, eq, ne, sql } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { adminGrants, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { refuseAppointedPair, refuseOwnRequest, writeAudit } from "../decisions/index.ts";

/**
 * Grants or removes admin rights, with its audit row, in one transaction. `actorId` is the admin
 * doing it, or null for the operator CLI. Nobody removes their own rights, and the last admin stays.
 */
export async function setAdminRights(
  db: Db,
  input: { actorId: string | null; targetId: string; isAdmin: boolean },
): Promise<{ id: string; username: string; isAdmin: boolean; changed: boolean }> {
  if (!input.isAdmin && input.actorId === input.targetId) {
    throw new AppError("BAD_REQUEST", ADMIN_MESSAGES.cannotDemoteSelf);
  }
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.targetId)).for("update");
    if (!target) throw new AppError("NOT_FOUND", "User not found");
    if (target.isAdmin === input.isAdmin) {
      return { id: target.id, username: target.username, isAdmin: target.isAdmin, changed: false };
    }
    if (!input.isAdmin) {
      // Lock the other admins too, so two admins demoting each other cannot both succeed.
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), ne(users.id, target.id)))
        .for("update");
      if (!others.length) throw new AppError("BAD_REQUEST", ADMIN_MESSAGES.lastAdmin);
    }
    await tx.update(users).set({ isAdmin: input.isAdmin }).where(eq(users.id, target.id));
    await writeAudit(tx as unknown as Db, {
      adminId: input.actorId,
      action: input.isAdmin ? "user.promote" : "user.demote",
      targetType: "user",
      targetId: target.id,
      before: { isAdmin: target.isAdmin },
      after: { isAdmin: input.isAdmin },
    });
    return { id: target.id, username: target.username, isAdmin: input.isAdmin, changed: true };
  });
}

/**
 * An admin asks to make a member an admin: the request waits (one per member) until a second,
 * different admin approves it (approveAdminGrant). Asking again while one waits answers that one.
 */
export async function requestAdminGrant(
  db: Db,
  input: { actorId: string; targetId: string; now: Date },
): Promise<{ id: string; username: string; isAdmin: boolean; pendingGrantId: string | null }> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.targetId)).for("update");
    if (!target) throw new AppError("NOT_FOUND", "User not found");
    if (target.isAdmin) return { id: target.id, username: target.username, isAdmin: true, pendingGrantId: null };
    const [waiting] = await tx
      .select({ id: adminGrants.id })
      .from(adminGrants)
      .where(and(eq(adminGrants.userId, target.id), eq(adminGrants.status, "pending")));
    if (waiting) return { id: target.id, username: target.username, isAdmin: false, pendingGrantId: waiting.id };
    const grant = returnedRow(
      await tx
        .insert(adminGrants)
        .values({ userId: target.id, promotedBy: input.actorId, requestedAt: input.now })
        .returning({ id: adminGrants.id }),
      "admin grant insert",
    );
    await writeAudit(tx as unknown as Db, {
      adminId: input.actorId,
      action: "user.promote_request",
      targetType: "user",
      targetId: target.id,
      before: { isAdmin: false },
      after: { isAdmin: false, approvals: 1, adminGrantId: grant.id },
      at: input.now,
    });
    return { id: target.id, username: target.username, isAdmin: false, pendingGrantId: grant.id };
  });
}

/**
 * The second admin's approval of a promotion: not the admin who asked, nor one they appointed (or
 * who appointed them) within `days`. The member becomes an admin now; the grant records who
 * appointed them and when.
 */
export async function approveAdminGrant(
  db: Db,
  input: { id: string; adminId: string; now: Date; days: number },
): Promise<{ id: string; username: string; isAdmin: boolean }> {
  return db.transaction(async (tx) => {
    const [grant] = await tx.select().from(adminGrants).where(eq(adminGrants.id, input.id)).for("update");
    if (!grant) throw new AppError("NOT_FOUND", ADMIN_MESSAGES.adminGrantNotFound);
    if (grant.status !== "pending") throw new AppError("CONFLICT", ADMIN_MESSAGES.adminGrantDone);
    if (grant.promotedBy === input.adminId) throw new AppError("CONFLICT", ADMIN_MESSAGES.adminGrantSecondAdmin);
    refuseOwnRequest(input.adminId, grant.userId);
    await refuseAppointedPair(tx as unknown as Db, {
      requesterId: grant.promotedBy,
      approverId: input.adminId,
      now: input.now,
      days: input.days,
    });
    const [target] = await tx.select().from(users).where(eq(users.id, grant.userId)).for("update");
    if (!target) throw new AppError("NOT_FOUND", "User not found");
    await tx
      .update(adminGrants)
      .set({ status: "approved", approvedBy: input.adminId, promotedAt: input.now })
      .where(eq(adminGrants.id, grant.id));
    await tx.update(users).set({ isAdmin: true }).where(eq(users.id, target.id));
    await writeAudit(tx as unknown as Db, {
      adminId: input.adminId,
      action: "user.promote",
      targetType: "user",
      targetId: target.id,
      before: { isAdmin: target.isAdmin, approvals: 1 },
      after: { isAdmin: true, promotedBy: grant.promotedBy, approvedBy: input.adminId, adminGrantId: grant.id },
      at: input.now,
    });
    return { id: target.id, username: target.username, isAdmin: true };
  });
}

/** Promotions waiting for a second admin, oldest first (optionally for one member). */
export async function listAdminGrants(db: Db, userId?: string): Promise<TAdminGrant[]> {
  const asker = aliasedTable(users, "asker");
  const rows = await db
    .select({
      id: adminGrants.id,
      userId: adminGrants.userId,
      username: users.username,
      askerId: asker.id,
      askerName: asker.username,
      requestedAt: adminGrants.requestedAt,
    })
    .from(adminGrants)
    .innerJoin(users, eq(users.id, adminGrants.userId))
    .innerJoin(asker, eq(asker.id, adminGrants.promotedBy))
    .where(and(eq(adminGrants.status, "pending"), userId ? eq(adminGrants.userId, userId) : undefined))
    .orderBy(asc(adminGrants.requestedAt));
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    username: r.username,
    promotedBy: { id: r.askerId, username: r.askerName },
    requestedAt: r.requestedAt.toISOString(),
  }));
}

/** A user by username or e-mail (case-insensitive), for the CLI. */
export async function findUserByHandle(db: Db, handle: string) {
  const value = handle.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${value} OR lower(${users.email}) = ${value}`);
  return row;
}
