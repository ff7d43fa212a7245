import type { TUserOverview } from "@vaultline/shared";
import type { Db } from "../../db/client.ts";
import { coursePayments, deposits, ledgerEntries, withdrawals } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { newestOfMember } from "../../lib/paging.ts";
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
    newestOfMember(db, deposits, userId, LIMIT),
    newestOfMember(db, withdrawals, userId, LIMIT),
    newestOfMember(db, coursePayments, userId, LIMIT),
    newestOfMember(db, ledgerEntries, userId, LIMIT),
  ]);
  return toUserOverview({ user, guard, deposits: deps, withdrawals: outs, coursePayments: courses, ledger });
}
