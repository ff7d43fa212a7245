import { z } from "zod";
import { ZDecimal, ZDollars, ZTimestamp } from "./fields.ts";

/** A watched crypto deposit's payment state (docs/payments.md, "Payment states"). */
export const CHAIN_STATES = ["waiting", "seen", "underpaid", "confirmed", "invested", "exception", "expired"] as const;
export type TChainState = (typeof CHAIN_STATES)[number];

/** What an exception is (BTCPay's names); each needs an admin's decision. */
export const CHAIN_EXCEPTIONS = ["underpaid", "late", "paid_twice"] as const;
export type TChainException = (typeof CHAIN_EXCEPTIONS)[number];

export const CHAIN_PAYMENT_STATUSES = ["seen", "confirmed", "credited", "dropped"] as const;

export const SIMULATED_NETWORK_LABEL = "Simulated network — no real coins";

/** The admin queue's title for a deposit that needs a decision. */
export const REVIEW_EXCEPTION_TITLE = "Review exception";

export const CHAIN_EXCEPTION_LABELS: Record<TChainException, string> = {
  underpaid: "Underpaid: less than the quote arrived before it expired",
  late: "Paid late: the payment arrived after the quote expired",
  paid_twice: "Paid twice: another payment arrived after this deposit was invested",
};

export const ZChainPayment = z.object({
  txid: z.string(),
  index: z.number().int(),
  coinAmount: ZDecimal,
  confirmations: z.number().int(),
  status: z.enum(CHAIN_PAYMENT_STATUSES),
  /** The transaction on a block explorer; null on the simulated network. */
  explorerUrl: z.string().nullable(),
  isLate: z.boolean(),
  seenAt: ZTimestamp,
});
export type TChainPayment = z.infer<typeof ZChainPayment>;

/** A rate an admin may settle an exception at, and what the payment is worth at it. */
const ZRateChoice = z.object({ rate: ZDollars, amount: ZDollars });

export const ZDepositChain = z.object({
  state: z.enum(CHAIN_STATES),
  exception: z.enum(CHAIN_EXCEPTIONS).nullable(),
  /** The state in plain words ("Payment seen, 0 of 3 confirmations"). */
  label: z.string(),
  confirmations: z.number().int(),
  confirmationsNeeded: z.number().int(),
  coinSymbol: z.string(),
  quotedCoinAmount: ZDecimal,
  paidCoinAmount: ZDecimal,
  /** Still to send while underpaid (in coin); null otherwise. */
  shortfallCoinAmount: ZDecimal.nullable(),
  /** An overpayment's excess, in dollars, credited to the wallet at the quote's rate. */
  excess: ZDollars.nullable(),
  isSimulated: z.boolean(),
  /** The quote's expiry (a top-up must arrive before it) and the end of the monitoring window. */
  expiresAt: ZTimestamp,
  watchUntil: ZTimestamp,
  payments: z.array(ZChainPayment),
  /** An exception's two ways to settle: at the quote's rate or at the rate when the coins arrived. */
  settle: z.object({ atQuoteRate: ZRateChoice, atArrivalRate: ZRateChoice }).nullable(),
});
export type TDepositChain = z.infer<typeof ZDepositChain>;

export const ZResolveException = z.object({
  /** quote: the quote's rate; arrival: the rate when the coins arrived; refuse: nothing is credited. */
  rate: z.enum(["quote", "arrival", "refuse"], "Choose the quote's rate, the rate at arrival or refuse"),
  reason: z.string().trim().max(500).optional(),
});
export type TResolveException = z.infer<typeof ZResolveException>;

export const CHAIN_DEPOSIT_MESSAGES = {
  watched:
    "This deposit is watched on its chain: it is invested by itself once its payment confirms, and reaches you only as an exception",
  notException: "This deposit has no exception to settle",
  nothingToSettle: "No confirmed payment is waiting to be settled",
  reasonRequired: "Give the member a reason for refusing",
  notSimulated: "Simulated payments exist only on the simulated network",
  notWatched: "This deposit is not watched on a chain",
  notOpen: "This deposit no longer takes payments",
  coinAmountInvalid: "Enter a coin amount, like 0.0015",
  sent: "Simulated payment sent",
  settled: "Exception settled",
} as const;

/** Base units of a decimal coin amount ("0.0015" BTC → 150000); null when it is not one. */
export function parseCoinUnits(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) return null;
  const units = BigInt(match[1] ?? "0") * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
  return units > 0n ? units : null;
}

export const ZSimulatedPayment = z.object({
  /** The coin amount to send; absent: what is still missing (the quote's amount at first). */
  coinAmount: z.string().trim().optional(),
});
