import { ADMIN_MESSAGES } from "@vaultline/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { writeAudit } from "../decisions/index.ts";

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

/** A user by username or e-mail (case-insensitive), for the CLI. */
export async function findUserByHandle(db: Db, handle: string) {
  const value = handle.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${value} OR lower(${users.email}) = ${value}`);
  return row;
}
