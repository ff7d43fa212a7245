import { formatCoinAmount, type TCryptoCurrency, type TWithdrawalQuote, WITHDRAWAL_MESSAGES } from "@vaultline/shared";
import { AppError } from "../../lib/app-error.ts";
import { usableAddress } from "../address-book/index.ts";
import { createQuoteRow, type QuoteRow, toQuoteDto } from "../crypto/index.ts";
import { getBalanceCents } from "../wallet/index.ts";
import { estimateNetworkFee } from "./payout-proof.ts";
import type { WithdrawalDeps } from "./withdrawal-deps.ts";

export type WithdrawalQuoteInput = {
  userId: string;
  amountCents: number;
  address: string;
  network: TCryptoCurrency;
  now: Date;
};

/**
 * The coin amount a withdrawal pays out, at the current rate, valid 15 minutes: what the member sees
 * before confirming. The destination must already be usable and the amount within the balance (both
 * checked again when the withdrawal is made). The network fee estimate comes from the coin's watcher.
 */
export async function quoteWithdrawal(deps: WithdrawalDeps, input: WithdrawalQuoteInput): Promise<QuoteRow> {
  await usableAddress(deps.db, input);
  if (input.amountCents > (await getBalanceCents(deps.db, input.userId))) {
    throw new AppError("BAD_REQUEST", WITHDRAWAL_MESSAGES.insufficient, [
      { field: "amount", message: WITHDRAWAL_MESSAGES.insufficient },
    ]);
  }
  const networkFeeUnits = await estimateNetworkFee(deps.chain, input.network, deps.chainTimeoutMs);
  return createQuoteRow(deps, {
    userId: input.userId,
    purpose: "withdrawal",
    currency: input.network,
    amountCents: input.amountCents,
    destination: { address: input.address, networkFeeUnits },
  });
}

/** The units that reach the member: the coin amount less the fee estimate. */
export const arrivingUnits = (row: { coinUnits: number; networkFeeUnits: number | null }) =>
  row.coinUnits - (row.networkFeeUnits ?? 0);

export function toWithdrawalQuoteDto(row: QuoteRow, config: WithdrawalDeps["config"]): TWithdrawalQuote {
  const { _id, currency, amount, coinAmount, coinUnits, coinSymbol, rate, rateAt, rateSource, address, network } =
    toQuoteDto(row, config);
  const arrives = arrivingUnits(row);
  return {
    _id,
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
