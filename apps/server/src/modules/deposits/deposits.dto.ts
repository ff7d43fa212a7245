import type { TAdminDeposit, TDeposit } from "@vaultline/shared";
import { toDollars } from "@vaultline/shared";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chainPayments, type deposits } from "../../db/schema.ts";
import type { ChainWatch } from "../../lib/chain/index.ts";
import { toPaymentQuote } from "../crypto/index.ts";
import { fileUrl } from "../files/index.ts";
import { returnSinceLaunch, toPosition, type Valuations } from "../portfolios/index.ts";
import { toUserSummary, type UserSummaryRow } from "../users/index.ts";
import { type ChainPaymentRow, toDepositChain } from "./chain-state.ts";

export type DepositRow = typeof deposits.$inferSelect;

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The chain side of a page of deposits: the watch and each watched deposit's payments. */
export type ChainView = {
  chain: Pick<ChainWatch, "explorerTxUrl" | "isSimulated">;
  payments: Map<string, ChainPaymentRow[]>;
};

/** Reads the payments of the watched deposits among `rows`, in one query. */
export async function loadChainView(db: Db, chain: ChainWatch, rows: DepositRow[]): Promise<ChainView> {
  const ids = rows.filter((r) => r.chainState !== null).map((r) => r.id);
  const payments = new Map<string, ChainPaymentRow[]>();
  if (ids.length) {
    const found = await db
      .select()
      .from(chainPayments)
      .where(inArray(chainPayments.depositId, ids))
      .orderBy(chainPayments.firstSeenAt, chainPayments.txid);
    for (const p of found) payments.set(p.depositId, [...(payments.get(p.depositId) ?? []), p]);
  }
  return { chain, payments };
}

/**
 * A deposit as the API shows it, with its position valued at its plan's NAV in `valuations` (one NAV
 * per plan per request). The sketch's fields carry honest numbers: `roi` the plan's realised return
 * since launch, `expectedAmount` the position's value now, `withdrawalDate` the end of the holding period.
 */
export function toDepositDto(row: DepositRow, email: string, valuations: Valuations, chainView?: ChainView): TDeposit {
  const plan = row.planId ? valuations.byPlan.get(row.planId) : undefined;
  const position = toPosition(row, valuations);
  return {
    id: row.id,
    planId: row.planId,
    planName: row.planName,
    roi: plan ? returnSinceLaunch(plan.nav) : 0,
    amount: toDollars(row.amountCents),
    email,
    method: row.method,
    currency: row.coin,
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
    chain: chainView ? toDepositChain(row, chainView.payments.get(row.id) ?? [], chainView.chain) : null,
  };
}

export function toAdminDepositDto(
  row: DepositRow,
  user: UserSummaryRow,
  valuations: Valuations,
  chainView?: ChainView,
): TAdminDeposit {
  return { ...toDepositDto(row, user.email, valuations, chainView), user: toUserSummary(user) };
}
