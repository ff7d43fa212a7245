import type { TUserOverview } from "@vaultline/shared";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { coursePayments, deposits, ledgerEntries, withdrawals } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { getAccountGuard } from "../security/index.ts";
import { findUserById, toUserDto } from "../users/index.ts";
import { toUserOverview } from "./admin.dto.ts";

/** Rows per section; the newest first. */
const LIMIT = 100;

/** One user with their money: deposits, withdrawals, course payments and ledger entries, read-only. */
export async function getUserOverview(db: Db, userId: string, now: Date): Promise<TUserOverview> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  const [user, guard, deps, outs, courses, ledger] = await Promise.all([
    toUserDto(row),
    getAccountGuard(db, userId, now),
    db
      .select()
      .from(deposits)
      .where(eq(deposits.userId, userId))
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(LIMIT),
    db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(LIMIT),
    db
      .select()
      .from(coursePayments)
      .where(eq(coursePayments.userId, userId))
      .orderBy(desc(coursePayments.createdAt), desc(coursePayments.id))
      .limit(LIMIT),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(LIMIT),
  ]);
  return toUserOverview({ user, guard, deposits: deps, withdrawals: outs, coursePayments: courses, ledger });
}
