// What a withdrawal looks like to its member and to an admin.
import {
  arrivingUnits,
  COIN_SYMBOLS,
  formatCoinAmount,
  type TAdminWithdrawal,
  type TPayoutCoin,
  type TWithdrawal,
  type TWithdrawalQuote,
  toDollars,
} from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import type { withdrawals } from "../../db/schema.ts";
import { type QuoteRow, toQuoteDto } from "../crypto/index.ts";
import { toUserSummary, type UserSummaryRow } from "../users/index.ts";
import type { WithdrawalDeps } from "./withdrawal-deps.ts";

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The admin who gave a first approval, as the four-eyes panel names them. */
export type ApproverName = { username: string; name: string };

/** A payout transaction's explorer page (null: no explorer address configured for the coin). */
export type ExplorerLink = (coin: TPayoutCoin, txid: string) => string | null;

/** Links a payout's transaction to the chain's explorer. */
export const explorerOf =
  (app: FastifyInstance): ExplorerLink =>
  (coin, txid) =>
    app.chain.explorerTxUrl(coin, txid);

function payoutQuote(row: WithdrawalRow, coin: TPayoutCoin): TWithdrawal["payout"] {
  const { quoteId, quoteRateCents, quoteRateAt, quoteCoinUnits, quotedAt, networkFeeUnits } = row;
  if (!quoteId || quoteRateCents === null || !quoteRateAt || quoteCoinUnits === null || !quotedAt) return null;
  return {
    quoteId,
    coinAmount: formatCoinAmount(coin, quoteCoinUnits),
    coinSymbol: COIN_SYMBOLS[coin],
    rate: toDollars(quoteRateCents),
    rateAt: quoteRateAt.toISOString(),
    quotedAt: quotedAt.toISOString(),
    networkFee: networkFeeUnits === null ? null : formatCoinAmount(coin, networkFeeUnits),
    arrives: formatCoinAmount(coin, arrivingUnits(quoteCoinUnits, networkFeeUnits)),
  };
}

function payoutTx(row: WithdrawalRow, coin: TPayoutCoin, explorer: ExplorerLink): TWithdrawal["payoutTx"] {
  if (row.status !== "paid" || !row.payoutTxId || !row.paidAt) return null;
  return {
    txid: row.payoutTxId,
    explorerUrl: explorer(coin, row.payoutTxId),
    isChecked: row.payoutChecked === true,
    paidAmount: row.payoutPaidUnits === null ? null : formatCoinAmount(coin, row.payoutPaidUnits),
    confirmations: row.payoutConfirmations,
    confirmationsNeeded: row.payoutConfirmationsNeeded,
    checkedAt: row.paidAt.toISOString(),
    isSimulated: row.payoutSimulated === true,
  };
}

export function toWithdrawalDto(row: WithdrawalRow, explorer: ExplorerLink): TWithdrawal {
  const { coin } = row;
  return {
    id: row.id,
    amount: toDollars(row.amountCents),
    address: row.address,
    network: coin,
    status: row.status,
    payoutTxId: row.payoutTxId,
    denyReason: row.denyReason,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    payout: payoutQuote(row, coin),
    payoutTx: payoutTx(row, coin, explorer),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

export function toAdminDto(
  row: WithdrawalRow,
  user: UserSummaryRow,
  context: {
    thresholdCents: number;
    approverNames: Map<string, ApproverName>;
    explorer: ExplorerLink;
    canSimulate: (coin: TPayoutCoin) => boolean;
  },
): TAdminWithdrawal {
  const first = row.firstApprovedBy && row.firstApprovedAt;
  const approver = row.firstApprovedBy ? context.approverNames.get(row.firstApprovedBy) : undefined;
  return {
    ...toWithdrawalDto(row, context.explorer),
    user: toUserSummary(user),
    // Also a smaller one recorded as "1 of 2": its approver's other approvals that day counted with it.
    needsTwoApprovals: row.amountCents > context.thresholdCents || Boolean(first),
    addressSavedAt: row.addressSavedAt?.toISOString() ?? null,
    canSimulatePayout:
      row.status === "approved" &&
      row.quoteCoinUnits !== null &&
      row.simulatedPayoutTxId === null &&
      context.canSimulate(row.coin),
    simulatedPayoutTxId: row.status === "approved" ? row.simulatedPayoutTxId : null,
    firstApproval: first
      ? {
          adminId: row.firstApprovedBy as string,
          username: approver?.username ?? "a former admin",
          name: approver?.name ?? null,
          at: (row.firstApprovedAt as Date).toISOString(),
        }
      : null,
  };
}

export function toWithdrawalQuoteDto(row: QuoteRow, config: WithdrawalDeps["config"]): TWithdrawalQuote {
  const { id, currency, amount, coinAmount, coinSymbol, rate, rateAt, rateSource, address, network } = toQuoteDto(
    row,
    config,
  );
  // A payout's coin (BTC or USDT) amount is below 2^53: coinUnitsFor refuses larger ones.
  const coinUnits = Number(row.coinUnits);
  const arrives = arrivingUnits(coinUnits, row.networkFeeUnits);
  return {
    id,
    currency,
    amount,
    coinAmount,
    coinUnits,
    coinSymbol,
    rate,
    rateAt,
    rateSource,
    address,
    network,
    quotedAt: row.quotedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    networkFee: row.networkFeeUnits === null ? null : formatCoinAmount(currency, row.networkFeeUnits),
    networkFeeUnits: row.networkFeeUnits,
    arrives: formatCoinAmount(currency, arrives),
    arrivesUnits: arrives,
  };
}
