import { ADMIN_MESSAGES } from "@vaultline/shared";
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminGrants } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one admin does alone for one member is counted over this window against the four-eyes threshold. */
export const FOUR_EYES_WINDOW_MS = DAY_MS;

/**
 * The second pair of eyes must not have been appointed by the first, nor have appointed it: for
 * `days` after a promotion, its admin and the admins who asked for it or approved it do not complete
 * each other's four-eyes decisions (403). Every second-approval path calls this.
 */
export async function refuseAppointedPair(
  db: Db,
  input: { requesterId: string | null; approverId: string; now: Date; days: number },
): Promise<void> {
  if (!input.requesterId || input.days <= 0) return;
  const since = new Date(input.now.getTime() - input.days * DAY_MS);
  const appointed = (admin: string, by: string) =>
    and(eq(adminGrants.userId, admin), or(eq(adminGrants.promotedBy, by), eq(adminGrants.approvedBy, by)));
  const [row] = await db
    .select({ one: sql`1` })
    .from(adminGrants)
    .where(
      and(
        eq(adminGrants.status, "approved"),
        gt(adminGrants.promotedAt, since),
        or(appointed(input.approverId, input.requesterId), appointed(input.requesterId, input.approverId)),
      ),
    )
    .limit(1);
  if (row) throw new AppError("FORBIDDEN", ADMIN_MESSAGES.appointedPair);
}
