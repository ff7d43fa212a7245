import type { TAdminDeposit, TDeposit, TUserSummary } from "@vaultline/shared";
import { toDollars } from "@vaultline/shared";
import type { deposits, users } from "../../db/schema.ts";
import { toPaymentQuote } from "../crypto/quotes.service.ts";
import { fileUrl } from "../files/files.service.ts";
import { returnSinceLaunch, toPosition, type Valuations } from "../portfolios/plan-valuation.ts";

export type DepositRow = typeof deposits.$inferSelect;
type UserRow = typeof users.$inferSelect;
export type UserSummaryRow = Pick<UserRow, "id" | "username" | "email" | "firstName" | "lastName">;

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toUserSummary(user: UserSummaryRow): TUserSummary {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    name: { firstname: user.firstName, lastname: user.lastName },
  };
}

/**
 * A deposit as the API shows it, with its position valued at its plan's NAV in `valuations` (one NAV
 * per plan per request). The sketch's fields carry honest numbers: `roi` the plan's realised return
 * since launch, `expectedAmount` the position's value now, `withdrawalDate` the end of the holding period.
 */
export function toDepositDto(row: DepositRow, email: string, valuations: Valuations): TDeposit {
  const plan = row.planId ? valuations.byPlan.get(row.planId) : undefined;
  const position = toPosition(row, valuations);
  return {
    _id: row.id,
    planId: row.planId,
    planName: row.planName,
    roi: plan ? returnSinceLaunch(plan.nav) : 0,
    amount: toDollars(row.amountCents),
    email,
    method: row.method,
    currency: row.currency,
    txId: row.txId,
    quote: toPaymentQuote(row),
    proofUrl: fileUrl(row.proofFileId),
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    status: row.status,
    denyReason: row.denyReason,
    expectedAmount: position && row.status === "accepted" ? position.value : null,
    withdrawalDate: isoOrNull(row.withdrawalDate),
    position,
    payout: dollarsOrNull(row.payoutCents),
    settleNote: row.settleNote,
    decidedAt: isoOrNull(row.decidedAt),
    settledAt: isoOrNull(row.settledAt),
    date: row.createdAt.toISOString(),
  };
}

export function toAdminDepositDto(row: DepositRow, user: UserSummaryRow, valuations: Valuations): TAdminDeposit {
  return { ...toDepositDto(row, user.email, valuations), user: toUserSummary(user) };
}

export const userSummaryColumns = (u: typeof users) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
});
