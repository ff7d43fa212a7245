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

/** The member's newest LIMIT rows of a table of their requests or entries. */
async function newest<T extends typeof deposits | typeof withdrawals | typeof coursePayments | typeof ledgerEntries>(
  db: Db,
  table: T,
  userId: string,
): Promise<T["$inferSelect"][]> {
  const t = table as typeof deposits;
  const rows = await db
    .select()
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(LIMIT);
  return rows as T["$inferSelect"][];
}

/** One user with their money: deposits, withdrawals, course payments and ledger entries, read-only. */
export async function getUserOverview(db: Db, userId: string, now: Date): Promise<TUserOverview> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  const [user, guard, deps, outs, courses, ledger] = await Promise.all([
    toUserDto(row),
    getAccountGuard(db, userId, now),
    newest(db, deposits, userId),
    newest(db, withdrawals, userId),
    newest(db, coursePayments, userId),
    newest(db, ledgerEntries, userId),
  ]);
  return toUserOverview({ user, guard, deposits: deps, withdrawals: outs, coursePayments: courses, ledger });
}
