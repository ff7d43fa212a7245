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

/** What of a deposit's answer its row alone decides. */
type FixedParts = Omit<TDeposit, "roi" | "email" | "expectedAmount" | "position" | "chain">;

/**
 * The fixed parts of the rows of kept pages (deposit-pages.ts), made once per row: such a row is
 * frozen and shared by every request for its page, so its dates, amounts and quote need not be
 * written again for each (a tenth of the page's time in its profile). Rows that are not frozen
 * (read for one request) are not remembered.
 */
const fixedOfKeptRows = new WeakMap<DepositRow, FixedParts>();

function fixedParts(row: DepositRow): FixedParts {
  const isKept = Object.isFrozen(row);
  const kept = isKept ? fixedOfKeptRows.get(row) : undefined;
  if (kept) return kept;
  const parts: FixedParts = {
    id: row.id,
    planId: row.planId,
    planName: row.planName,
    amount: toDollars(row.amountCents),
    method: row.method,
    currency: row.coin,
    txId: row.txId,
    quote: toPaymentQuote(row),
    proofUrl: fileUrl(row.proofFileId),
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    status: row.status,
    denyReason: row.denyReason,
    withdrawalDate: isoOrNull(row.withdrawalDate),
    payout: dollarsOrNull(row.payoutCents),
    settleNote: row.settleNote,
    decidedAt: isoOrNull(row.decidedAt),
    settledAt: isoOrNull(row.settledAt),
    date: row.createdAt.toISOString(),
  };
  if (isKept) fixedOfKeptRows.set(row, parts);
  return parts;
}

/**
 * A deposit as the API shows it, with its position valued at its plan's NAV in `valuations` (one NAV
 * per plan per request). The sketch's fields carry honest numbers: `roi` the plan's realised return
 * since launch, `expectedAmount` the position's value now, `withdrawalDate` the end of the holding period.
 */
export function toDepositDto(row: DepositRow, email: string, valuations: Valuations, chainView?: ChainView): TDeposit {
  const plan = row.planId ? valuations.byPlan.get(row.planId) : undefined;
  const position = toPosition(row, valuations);
  const fixed = fixedParts(row);
  // Written out, not spread: one object shape for every deposit (a spread was slower in the profile).
  return {
    id: fixed.id,
    planId: fixed.planId,
    planName: fixed.planName,
    roi: plan ? returnSinceLaunch(plan.nav) : 0,
    amount: fixed.amount,
    email,
    method: fixed.method,
    currency: fixed.currency,
    txId: fixed.txId,
    quote: fixed.quote,
    proofUrl: fixed.proofUrl,
    card: fixed.card,
    status: fixed.status,
    denyReason: fixed.denyReason,
    expectedAmount: position && row.status === "accepted" ? position.value : null,
    withdrawalDate: fixed.withdrawalDate,
    position,
    payout: fixed.payout,
    settleNote: fixed.settleNote,
    decidedAt: fixed.decidedAt,
    settledAt: fixed.settledAt,
    date: fixed.date,
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
