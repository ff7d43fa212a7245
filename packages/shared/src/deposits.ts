import { z } from "zod";
import { ZPageQuery } from "./api.ts";
import { ZDepositChain } from "./chain-payments.ts";
import { CHAIN_NETS, COINS } from "./crypto-currencies.ts";
import { ZCryptoQuote } from "./crypto-quote.ts";
import { ZDollars, ZTimestamp, zReason } from "./fields.ts";
import { formatMoney } from "./money.ts";
import { zMoney } from "./money-schema.ts";
import { ZPosition } from "./portfolios.ts";
import { ZUser } from "./users.ts";

export const DEPOSIT_STATUSES = ["pending", "accepted", "denied", "withdrawn"] as const;
export type TDepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_MESSAGES = {
  amountRequired: "Enter an amount",
  amountInvalid: "Amount is not valid",
  amountOutOfRange: (minCents: number, maxCents: number | null) =>
    maxCents !== null
      ? `Amount must be between ${formatMoney(minCents)} and ${formatMoney(maxCents)} for this plan`
      : `Amount must be at least ${formatMoney(minCents)} for this plan`,
  planRequired: "Choose a plan",
  currencyRequired: "Choose the currency you paid with",
  quoteInvalid: "This quote was not found; get a new one",
  proofRequired: "Upload a screenshot of your payment",
  txIdInvalid: "The transaction id may only contain letters and digits (max 128)",
  txIdTaken: "This transaction id was already used for another deposit",
  riskRequired: "Please accept the risk disclosure before your first deposit",
  reasonRequired: "Give a reason",
  notFound: "Deposit not found",
  notPending: "This deposit is no longer pending",
  listFailed: "Unable to get all user deposits",
} as const;

const zAmount = zMoney({ required: DEPOSIT_MESSAGES.amountRequired, invalid: DEPOSIT_MESSAGES.amountInvalid });
const zPlanId = z.uuid(DEPOSIT_MESSAGES.planRequired);

/** An optional blockchain transaction id (null when empty). */
export const zTxId = z
  .string()
  .trim()
  .max(128, DEPOSIT_MESSAGES.txIdInvalid)
  .regex(/^[A-Za-z0-9:_-]*$/, DEPOSIT_MESSAGES.txIdInvalid)
  .optional()
  .transform((v) => (v ? v : null));

/** The optional coin and quote of a crypto payment (deposit or course): absent = "not stated". */
export const zPaidCurrency = z
  .union([z.enum(COINS), z.literal("")], { error: DEPOSIT_MESSAGES.currencyRequired })
  .optional()
  .transform((v) => (v ? v : null));
export const zQuoteId = z
  .union([z.uuid(DEPOSIT_MESSAGES.quoteInvalid), z.literal("")])
  .optional()
  .transform((v) => (v ? v : null));

/** The text fields of the crypto deposit (multipart beside the proof file `avatar`). */
export const ZInvestFields = z.object({
  planId: zPlanId,
  amount: zAmount,
  /** Optional: the sketch's client does not send it (the admin then sees "not stated"). */
  currency: zPaidCurrency,
  /** The quote the payer sent against (POST /api/crypto/quotes): its coin amount and address are recorded. */
  quoteId: zQuoteId,
  txId: zTxId,
  /** Sent by the sketch's client; the deposit always uses the account's e-mail. */
  email: z.string().optional(),
});
export type TInvestFields = z.input<typeof ZInvestFields>;

/** A card's expiry as MM/YY, as every card form asks for it (isExpiryInFuture checks the date). */
export const zCardExpiry = z
  .string({ error: "Enter the expiry date" })
  .trim()
  .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "Expiry must be MM/YY");
/** A card's 3-digit CVV: it goes to the gateway only. */
export const zCardCvv = z.string({ error: "Enter the CVV" }).regex(/^\d{3}$/, "CVV must be 3 digits");

/** Card deposit (POST /api/user/deposits/card). The number and CVV go to the gateway only. */
export const ZCardPaymentRequest = z.object({
  planId: zPlanId,
  amount: zAmount,
  cardName: z.string({ error: "Enter the name on the card" }).trim().min(2, "Enter the name on the card").max(60),
  cardNumber: z
    .union([z.string(), z.number()], { error: "Enter the card number" })
    .transform((v) => String(v).replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Card number is not valid")),
  expiryDate: zCardExpiry,
  cvv: zCardCvv,
});
export type TCardPaymentRequest = z.input<typeof ZCardPaymentRequest>;

/** An MM/YY expiry that has not passed at `now` (cards are valid through the end of that month). */
export function isExpiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export const ZRiskAcceptance = z.object({ version: z.string().min(1).max(40) });

export const ZDenyRequest = z.object({ reason: zReason(DEPOSIT_MESSAGES.reasonRequired) });

/**
 * What a deposit or course payment keeps of the quote it was paid against (admins match payments with
 * it): the coin amount the payer was asked to send, as shown to them, its rate, and the address (a
 * shared one: the proof is what matches the payment).
 */
export const ZPaymentQuote = z.object({
  quoteId: z.string(),
  ...ZCryptoQuote.pick({
    coinAmount: true,
    coinSymbol: true,
    rate: true,
    quotedAt: true,
    address: true,
    isSharedAddress: true,
  }).shape,
});
export type TPaymentQuote = z.infer<typeof ZPaymentQuote>;

export const ZDeposit = z.object({
  id: z.string(),
  planId: z.string().nullable(),
  planName: z.string(),
  /** The plan's realised return since launch in percent (never a promise). */
  roi: z.number(),
  amount: ZDollars,
  email: z.string(),
  method: z.enum(["crypto", "card"]),
  currency: z.enum(COINS).nullable(),
  txId: z.string().nullable(),
  /** The quote paid against; null for card deposits and crypto deposits sent without one. */
  quote: ZPaymentQuote.nullable(),
  proofUrl: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  denyReason: z.string().nullable(),
  /** The position's value now in dollars; null when the deposit holds no units. */
  expectedAmount: ZDollars.nullable(),
  /** The end of the holding period. */
  withdrawalDate: ZTimestamp.nullable(),
  /** Units bought and their value now; null unless the deposit bought units. */
  position: ZPosition.nullable(),
  /** What an admin paid on settling, before plans were portfolios (history only). */
  payout: ZDollars.nullable(),
  settleNote: z.string().nullable(),
  decidedAt: ZTimestamp.nullable(),
  settledAt: ZTimestamp.nullable(),
  date: ZTimestamp,
  /** A crypto deposit watched on its chain: its payment state and payments; null for proof and card deposits. */
  chain: ZDepositChain.nullable(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

/** A member as an admin list names them (a deposit's or a withdrawal's owner). */
export const ZUserSummary = ZUser.pick({ id: true, username: true, email: true, name: true });
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZAdminDeposit = ZDeposit.extend({ user: ZUserSummary });
export type TAdminDeposit = z.infer<typeof ZAdminDeposit>;

/** The answer of moving a position to the wallet: the deposit as it is now and the dollars credited. */
export const ZMoveResult = z.object({ deposit: ZDeposit, credited: ZDollars });
export type TMoveResult = z.infer<typeof ZMoveResult>;

/** The admin list's filter: `open` (default) hides accepted deposits and shows pending first. */
export const DEPOSIT_VIEWS = ["open", "all", ...DEPOSIT_STATUSES] as const;
export const ZDepositListQuery = ZPageQuery.extend({
  view: z.enum(DEPOSIT_VIEWS).default("open"),
});

/** What the invest wizard needs: addresses (from config), the card gateway, and the risk disclosure. */
export const ZDepositOptions = z.object({
  crypto: z.object({
    btcAddress: z.string(),
    usdtErc20Address: z.string(),
    isDemo: z.boolean(),
    /** Mainnet or the test networks: the withdrawal form checks addresses against it. */
    network: z.enum(CHAIN_NETS),
    /** Per currency: a fresh address for every payment (an extended public key is configured). */
    hasFreshAddresses: z.object({ BTC: z.boolean(), USDT_ERC20: z.boolean(), ETH: z.boolean() }),
  }),
  card: z.object({ gateway: z.enum(["none", "sandbox"]), isAvailable: z.boolean() }),
  risk: z.object({ version: z.string(), warning: z.string(), needsAcceptance: z.boolean() }),
  /** How payments are checked: per coin, watched on its chain (no proof needed) or by a person comparing a proof. */
  chain: z.object({
    mode: z.enum(["live", "simulated", "off"]),
    isSimulated: z.boolean(),
    watches: z.object({ BTC: z.boolean(), USDT_ERC20: z.boolean(), ETH: z.boolean() }),
  }),
});
export type TDepositOptions = z.infer<typeof ZDepositOptions>;
