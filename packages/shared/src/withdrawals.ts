import { z } from "zod";
import { ZPageQuery } from "./api.ts";
import { addressProblem } from "./crypto-address.ts";
import { PAYOUT_COINS, type TChainNet } from "./crypto-currencies.ts";
import { ZCryptoQuote } from "./crypto-quote.ts";
import { ZUserSummary } from "./deposits.ts";
import { ZDecimal, ZDollars, ZTimestamp } from "./fields.ts";
import { zMoney } from "./money-schema.ts";

/** `approved`: the payout is queued; `paid` only once its transaction id is recorded (docs/payments.md). */
export const WITHDRAWAL_STATUSES = ["pending", "approved", "paid", "denied", "cancelled"] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** How a member's history and receipts name each state, the same words everywhere. */
export const WITHDRAWAL_STATUS_LABELS: Record<TWithdrawalStatus, string> = {
  pending: "Withdrawal requested (reserved)",
  approved: "Approved, payout queued",
  paid: "Withdrawal paid",
  denied: "Withdrawal denied (returned)",
  cancelled: "Withdrawal cancelled (returned)",
};

/**
 * A withdrawal's status in words: a payout checked on the chain but not yet confirmed once is
 * "Sent, 0 of N confirmations", not paid (docs/payments.md, "Payouts").
 */
export function withdrawalStatusLabel(w: {
  status: TWithdrawalStatus;
  payoutTx: { isChecked: boolean; confirmations: number | null; confirmationsNeeded: number | null } | null;
}): string {
  const tx = w.payoutTx;
  if (w.status === "paid" && tx?.isChecked && (tx.confirmations ?? 0) < 1) {
    return `Sent, ${tx.confirmations ?? 0} of ${tx.confirmationsNeeded ?? 1} confirmations`;
  }
  return WITHDRAWAL_STATUS_LABELS[w.status];
}

/** The admin's answer on recording a payout: "paid" only once the chain has confirmed it. */
export function payoutRecordedMessage(w: Parameters<typeof withdrawalStatusLabel>[0]): string {
  const label = withdrawalStatusLabel(w);
  return label === WITHDRAWAL_STATUS_LABELS.paid ? WITHDRAWAL_MESSAGES.paid : `Payout recorded: ${label}`;
}

export const WITHDRAWAL_MESSAGES = {
  failed: "Unable to withdraw",
  requested: "Withdrawal requested. It is reserved from your wallet until an admin pays it out.",
  amountRequired: "Enter an amount",
  amountInvalid: "Amount is not valid",
  insufficient: "Unable to withdraw: the amount is above your wallet balance",
  addressRequired: "Enter the destination address",
  addressInvalid: "The address may only contain letters and digits",
  networkRequired: "Choose the network",
  notFound: "Withdrawal not found",
  notPending: "This withdrawal is no longer pending",
  cancelled: "Withdrawal cancelled; the amount is back in your wallet",
  approved: "Withdrawal approved, payout queued: record its transaction id once it is sent",
  paid: "Payout recorded: the withdrawal is paid",
  notApproved: "Approve this withdrawal before recording its payout",
  alreadyPaid: "This withdrawal is already paid",
  txIdRequired: "Enter the payout transaction id",
  quoteAddress: "This quote is for another destination; get a new one",
  notSimulated: "Simulated payouts exist only on the simulated network",
  notQuoted: "This request has no quoted coin amount: send it from your wallet and enter its transaction id",
  payoutBeforeSecondApproval: "Record the payout after the second approval: nothing is sent before it",
  quoted: "Quote ready",
  simulatedSent: "Simulated payout sent: record its transaction id",
  firstApproval: "Approved by 1 of 2 — waiting for a second admin",
  secondAdminNeeded: "A second, different admin must give the second approval",
  denied: "Withdrawal denied; the amount is back in the user's wallet",
} as const;

/**
 * A withdrawal request on `network` (config CRYPTO_NETWORK): the address must be a real address of
 * the chosen currency's chain (crypto-address.ts), with the message the form shows beside the field.
 */
const ZDestination = z.object({
  amount: zMoney({ required: WITHDRAWAL_MESSAGES.amountRequired, invalid: WITHDRAWAL_MESSAGES.amountInvalid }),
  address: z
    .string({ error: WITHDRAWAL_MESSAGES.addressRequired })
    .trim()
    .min(1, WITHDRAWAL_MESSAGES.addressRequired)
    .max(128, WITHDRAWAL_MESSAGES.addressInvalid)
    .regex(/^[A-Za-z0-9]+$/, WITHDRAWAL_MESSAGES.addressInvalid),
  network: z.enum(PAYOUT_COINS, WITHDRAWAL_MESSAGES.networkRequired),
});

function checkAddress(network: TChainNet) {
  return (value: z.infer<typeof ZDestination>, ctx: z.RefinementCtx) => {
    const problem = addressProblem(value.network, value.address, network);
    if (problem) ctx.addIssue({ code: "custom", path: ["address"], message: problem });
  };
}

export function zWithdrawRequest(network: TChainNet) {
  return ZDestination.extend({
    /** The quote the member saw (POST /api/withdraw/quote); without one the request is quoted as it is made. */
    quoteId: z.uuid(WITHDRAWAL_MESSAGES.quoteAddress).optional(),
    /** Members with two-factor on: the authenticator app's code (or a recovery code). */
    code: z.string().trim().max(32).optional(),
  }).superRefine(checkAddress(network));
}

/** POST /api/withdraw/quote: the coin amount a withdrawal would pay out, before the member confirms. */
export function zWithdrawalQuoteRequest(network: TChainNet) {
  return ZDestination.superRefine(checkAddress(network));
}
export type TWithdrawalQuoteRequest = z.input<typeof ZDestination>;

/**
 * A withdrawal's quote: the coin amount at a rate, the network fee estimate and what arrives. It is a
 * quote without what only a payment in has (its purpose, the pay-to address's kind, the QR code's URI).
 */
export const ZWithdrawalQuote = ZCryptoQuote.omit({
  purpose: true,
  coinUnits: true,
  isSharedAddress: true,
  isDemoAddress: true,
  paymentUri: true,
}).extend({
  /** The coin amount in base units: payouts are in BTC or USDT, whose amounts stay below 2^53. */
  coinUnits: z.number(),
  /** The network fee estimate, taken from the coin amount (null: no watcher for this coin estimates it). */
  networkFee: ZDecimal.nullable(),
  networkFeeUnits: z.number().nullable(),
  /** What reaches the member's address: the coin amount less the fee estimate. */
  arrives: ZDecimal,
  arrivesUnits: z.number(),
});
export type TWithdrawalQuote = z.infer<typeof ZWithdrawalQuote>;

export const ZWithdrawRequest = zWithdrawRequest("mainnet");
export type TWithdrawRequest = z.input<typeof ZWithdrawRequest>;

export const ZWithdrawalApprove = z.object({
  /** Given with the (last) approval: the payout is recorded at once, as with POST …/payout. */
  payoutTxId: z
    .string()
    .trim()
    .max(128)
    .optional()
    .transform((v) => (v ? v : null)),
});

export const ZWithdrawalPayout = z.object({
  payoutTxId: z
    .string({ error: WITHDRAWAL_MESSAGES.txIdRequired })
    .trim()
    .min(1, WITHDRAWAL_MESSAGES.txIdRequired)
    .max(128, WITHDRAWAL_MESSAGES.txIdRequired),
});

/** The coin side of a withdrawal, as quoted when it was requested. */
export const ZPayoutQuote = ZWithdrawalQuote.pick({
  coinAmount: true,
  coinSymbol: true,
  rate: true,
  rateAt: true,
  quotedAt: true,
  networkFee: true,
  arrives: true,
}).extend({ quoteId: z.string() });

/** The payout transaction and what the chain said of it when it was recorded. */
export const ZPayoutTransaction = z.object({
  txid: z.string(),
  explorerUrl: z.string().nullable(),
  /** Checked on the chain (a watcher ran for this coin); false: recorded as the admin entered it. */
  isChecked: z.boolean(),
  /** What it paid to the member's address, in coin (null when not checked). */
  paidAmount: ZDecimal.nullable(),
  /** Kept current by the chain watcher until the first confirmation. */
  confirmations: z.number().nullable(),
  /** What a deposit of this size would need (null: not checked on a chain). */
  confirmationsNeeded: z.number().nullable(),
  checkedAt: ZTimestamp,
  isSimulated: z.boolean(),
});

export const ZWithdrawal = z.object({
  id: z.string(),
  amount: ZDollars,
  address: z.string(),
  network: z.enum(PAYOUT_COINS),
  status: z.enum(WITHDRAWAL_STATUSES),
  payoutTxId: z.string().nullable(),
  denyReason: z.string().nullable(),
  decidedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
  /** Null for requests made before withdrawals were quoted. */
  payout: ZPayoutQuote.nullable(),
  payoutTx: ZPayoutTransaction.nullable(),
  paidAt: ZTimestamp.nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZAdminWithdrawal = ZWithdrawal.extend({
  user: ZUserSummary,
  /** Above the four-eyes threshold: the first of the two approvals, once given. */
  firstApproval: z
    .object({
      adminId: z.string(),
      username: z.string(),
      /** "Ada Lovelace" (null: the admin's account is gone). */
      name: z.string().nullable(),
      at: ZTimestamp,
    })
    .nullable(),
  needsTwoApprovals: z.boolean(),
  /** When the destination was saved in the member's address book (null for older requests). */
  addressSavedAt: ZTimestamp.nullable(),
  /** Simulated network: the queue offers "Send simulated payout" for an approved request. */
  canSimulatePayout: z.boolean(),
  /** Simulated network: the payout already sent for this request (only one is ever sent), to record. */
  simulatedPayoutTxId: z.string().nullable(),
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;

export const WITHDRAWAL_VIEWS = ["pending", "all", ...WITHDRAWAL_STATUSES.filter((s) => s !== "pending")] as const;
export const ZWithdrawalListQuery = ZPageQuery.extend({
  view: z.enum(WITHDRAWAL_VIEWS).default("pending"),
});
