import {
  COIN_SYMBOLS,
  formatCoinAmount,
  paymentUri,
  type TCoin,
  type TCryptoQuote,
  type TPaymentQuote,
  toDollars,
} from "@vaultline/shared";
import type { Config } from "../../config.ts";
import { DEMO_CRYPTO_ADDRESSES } from "../../crypto-config.ts";
import type { cryptoQuotes } from "../../db/schema.ts";
import { isSimulatedAddress } from "./receive-address.ts";

type QuoteRow = typeof cryptoQuotes.$inferSelect;

export function toQuoteDto(row: QuoteRow, config: Pick<Config, "crypto">): TCryptoQuote {
  return {
    id: row.id,
    purpose: row.purpose,
    currency: row.coin,
    amount: toDollars(row.amountCents),
    coinAmount: formatCoinAmount(row.coin, row.coinUnits),
    coinUnits: row.coinUnits.toString(),
    coinSymbol: COIN_SYMBOLS[row.coin],
    rate: toDollars(row.rateCents),
    rateAt: row.rateAt.toISOString(),
    rateSource: row.rateSource,
    address: row.address,
    isSharedAddress: row.derivationIndex === null,
    isDemoAddress:
      row.address === DEMO_CRYPTO_ADDRESSES.btc ||
      row.address === DEMO_CRYPTO_ADDRESSES.usdtErc20 ||
      isSimulatedAddress(row.address),
    network: config.crypto.chainNet,
    paymentUri: paymentUri(row.coin, row.address, row.coinUnits, config.crypto.usdt),
    quotedAt: row.quotedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** What a deposit or course payment shows of its quote (null: no quote was sent, "not stated"). */
export function toPaymentQuote(row: {
  coin: TCoin | null;
  quoteId: string | null;
  quoteRateCents: number | null;
  quoteCoinUnits: bigint | null;
  payAddress: string | null;
  payAddressIndex: number | null;
  quotedAt: Date | null;
}): TPaymentQuote | null {
  const { coin, quoteId, quoteRateCents, quoteCoinUnits, payAddress, quotedAt } = row;
  if (!coin || !quoteId || quoteRateCents === null || quoteCoinUnits === null || !payAddress || !quotedAt) {
    return null;
  }
  return {
    quoteId,
    coinAmount: formatCoinAmount(coin, quoteCoinUnits),
    coinSymbol: COIN_SYMBOLS[coin],
    rate: toDollars(quoteRateCents),
    quotedAt: quotedAt.toISOString(),
    address: payAddress,
    isSharedAddress: row.payAddressIndex === null,
  };
}
