import { z } from "zod";
import { CHAIN_NETS, COINS } from "./crypto-currencies.ts";
import { ZDecimal, ZDollars, ZTimestamp } from "./fields.ts";
import { zMoney } from "./money-schema.ts";

/** How long a quote's coin amount holds; then the pay step asks for a new one (same address). */
export const QUOTE_TTL_MS = 15 * 60 * 1000;

/** What a member pays in for at a quote (POST /api/crypto/quotes). */
export const PAY_IN_PURPOSES = ["deposit", "course"] as const;
export type TPayInPurpose = (typeof PAY_IN_PURPOSES)[number];
/** A withdrawal is paid out at a quote too (its own route: the quote names the destination). */
export const QUOTE_PURPOSES = [...PAY_IN_PURPOSES, "withdrawal"] as const;
export type TQuotePurpose = (typeof QUOTE_PURPOSES)[number];

/** Where a quote's rate came from: the price feed, or USDT's fixed 1:1 with the dollar. */
export const QUOTE_RATE_SOURCES = ["simulated", "kraken", "stablecoin"] as const;

export const QUOTE_MESSAGES = {
  created: "Quote ready",
  purposeRequired: "Say what the payment is for: deposit or course",
  currencyRequired: "Choose Bitcoin, Ether or USDT (ERC20)",
  amountRequired: "Enter an amount",
  amountInvalid: "Amount is not valid",
  notFound: "This quote was not found; get a new one",
  used: "This quote was already used for another payment; get a new one",
  expired: "This quote has expired; here is a new one",
  expiredNow: "This quote expired while the payment was being recorded; get a new one",
  mismatch: "This quote is for another amount or currency; get a new one",
  tooLarge: "This amount is too large to quote",
  belowFee: "This amount does not cover the network fee; withdraw more",
} as const;

export const ZCryptoQuoteRequest = z.object({
  purpose: z.enum(PAY_IN_PURPOSES, QUOTE_MESSAGES.purposeRequired),
  amount: zMoney({ required: QUOTE_MESSAGES.amountRequired, invalid: QUOTE_MESSAGES.amountInvalid }),
  currency: z.enum(COINS, QUOTE_MESSAGES.currencyRequired),
  /** A refresh: the previous (own, unused) quote whose address the new one keeps. */
  previousQuoteId: z.uuid(QUOTE_MESSAGES.notFound).optional(),
});
export type TCryptoQuoteRequest = z.input<typeof ZCryptoQuoteRequest>;

export const ZCryptoQuote = z.object({
  id: z.string(),
  purpose: z.enum(QUOTE_PURPOSES),
  currency: z.enum(COINS),
  /** The dollar amount quoted. */
  amount: ZDollars,
  /** What to send, as shown: "0.01534210" (BTC, every satoshi), "1000.50" (USDT) or "0.33333334" (ETH). */
  coinAmount: ZDecimal,
  /** The same in base units (satoshis, USDT's 6-decimal units or wei), as a decimal string: wei pass 2^53. */
  coinUnits: z.string().regex(/^\d+$/),
  coinSymbol: z.string(),
  /** Dollars per whole coin used for this quote. */
  rate: ZDollars,
  rateAt: ZTimestamp,
  rateSource: z.enum(QUOTE_RATE_SOURCES),
  address: z.string(),
  /** A configured address every member pays to (no extended public key set). */
  isSharedAddress: z.boolean(),
  /** The built-in demo address: nobody should pay to it. */
  isDemoAddress: z.boolean(),
  network: z.enum(CHAIN_NETS),
  /** BIP21 (Bitcoin) or EIP-681 (USDT-ERC20, ether) URI for the QR code, amount included. */
  paymentUri: z.string(),
  quotedAt: ZTimestamp,
  expiresAt: ZTimestamp,
});
export type TCryptoQuote = z.infer<typeof ZCryptoQuote>;
