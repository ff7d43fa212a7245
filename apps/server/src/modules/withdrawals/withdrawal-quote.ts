import { QUOTE_MESSAGES, type TPayoutCoin, WITHDRAWAL_MESSAGES } from "@vaultline/shared";
import { AppError } from "../../lib/app-error.ts";
import { usableAddress } from "../address-book/index.ts";
import { createQuoteRow, type QuoteRow } from "../crypto/index.ts";
import { getBalanceCents } from "../wallet/index.ts";
import { estimateNetworkFee } from "./payout-proof.ts";
import type { WithdrawalDeps } from "./withdrawal-deps.ts";

const WEI_CENTS_PER_USDT_UNIT = 10n ** 14n;

/**
 * The network fee estimate in the coin's own base units. A USDT-ERC20 transfer's fee is paid in
 * ether (wei), so it is valued at the feed's ether price: wei × cents per ETH / 10^18 is dollars'
 * cents, and a cent is 10^4 USDT units, hence / 10^14 (rounded up).
 */
async function feeInCoin(deps: WithdrawalDeps, coin: TPayoutCoin): Promise<number | null> {
  const fee = await estimateNetworkFee(deps.chain, coin, deps.chainTimeoutMs);
  if (fee === null) return null;
  const units =
    coin === "BTC"
      ? fee
      : (fee * BigInt((await deps.priceFeed.spot("ETH")).usdCentsPerCoin) + WEI_CENTS_PER_USDT_UNIT - 1n) /
        WEI_CENTS_PER_USDT_UNIT;
  if (units > BigInt(Number.MAX_SAFE_INTEGER)) throw new AppError("BAD_REQUEST", QUOTE_MESSAGES.tooLarge);
  return Number(units);
}

export type WithdrawalQuoteInput = {
  userId: string;
  amountCents: number;
  address: string;
  coin: TPayoutCoin;
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
  const networkFeeUnits = await feeInCoin(deps, input.coin);
  return createQuoteRow(deps, {
    userId: input.userId,
    purpose: "withdrawal",
    coin: input.coin,
    amountCents: input.amountCents,
    destination: { address: input.address, networkFeeUnits },
  });
}
