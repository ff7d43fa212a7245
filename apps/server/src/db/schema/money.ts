import { COINS, LEDGER_ENTRY_KINDS, PAYOUT_COINS } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import {
  at,
  cardSeen,
  cents,
  coinUnits,
  createdAt,
  decisionColumns,
  status,
  timestamps,
  userId,
  utcDay,
  uuidKey,
} from "./columns.ts";

/** Holdings and units: exact integers that are multiplied together, so read as BigInt. */
const big = (name: string) => bigint(name, { mode: "bigint" });

/** What a crypto payment was quoted (migration 0010); all null when the payer sent no quote. */
const quoteSnapshot = () => ({
  quoteId: uuid("quote_id"),
  quoteRateCents: cents("quote_rate_cents"),
  quoteCoinUnits: coinUnits("quote_coin_units"),
  payAddress: text("pay_address"),
  /** Null with an address: a shared configured address. */
  payAddressIndex: integer("pay_address_index"),
  quotedAt: at("quoted_at"),
});

export const plans = pgTable("plans", {
  id: uuidKey(),
  name: text("name").notNull(),
  minCents: cents("min_cents").notNull(),
  maxCents: cents("max_cents"),
  isHidden: boolean("is_hidden").notNull().default(false),
  description: text("description").notNull().default(""),
  /** Target weights in whole percent (sum 100). */
  weightBtc: smallint("weight_btc").notNull().default(10),
  weightEth: smallint("weight_eth").notNull().default(10),
  weightUsd: smallint("weight_usd").notNull().default(80),
  /** Yearly management fee in basis points (0–500). */
  feeBp: integer("fee_bp").notNull().default(50),
  holdingDays: integer("holding_days").notNull().default(30),
  /** Holdings (satoshis, gwei, cents) and units outstanding (micro-units): the sum of plan_transactions. */
  sats: big("sats").notNull().default(0n),
  gwei: big("gwei").notNull().default(0n),
  cashCents: big("cash_cents").notNull().default(0n),
  unitsMicro: big("units_micro").notNull().default(0n),
  /** NAV per unit in micro-dollars at the last transaction (an empty plan's next unit costs this). */
  navMicro: big("nav_micro").notNull().default(1_000_000n),
  launchedAt: at("launched_at").notNull().defaultNow(),
  ...timestamps(),
});

export const PLAN_TRANSACTION_KINDS = ["buy", "sell", "rebalance", "fee", "trading_cost"] as const;

/** Every change of a plan's holdings, with the prices used (migration 0032). */
export const planTransactions = pgTable("plan_transactions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  planId: uuid("plan_id").notNull(),
  kind: text("kind", { enum: PLAN_TRANSACTION_KINDS }).notNull(),
  depositId: uuid("deposit_id"),
  /** The UTC day of a rebalance or fee: one of each per plan and day. */
  day: utcDay("day"),
  unitsMicro: big("units_micro").notNull().default(0n),
  sats: big("sats").notNull().default(0n),
  gwei: big("gwei").notNull().default(0n),
  cashCents: big("cash_cents").notNull().default(0n),
  /** Dollars in (buy), credited (sell), taken as the operator's fee (fee) or a fill's cost (trading_cost; negative: a gain). */
  amountCents: big("amount_cents").notNull().default(0n),
  navMicro: big("nav_micro").notNull(),
  btcCents: big("btc_cents").notNull(),
  ethCents: big("eth_cents").notNull(),
  priceSource: text("price_source").notNull(),
  createdAt: createdAt(),
  /** The treasury fill a trading cost pays for (migration 0073). */
  fillId: bigint("fill_id", { mode: "number" }),
});

/**
 * Per member and plan, the dashboard's running sums (kept with each buy and move): units held,
 * dollars in and out, and each weighted by its time in epoch seconds for the money-weighted return.
 */
export const positionTotals = pgTable(
  "position_totals",
  {
    userId: userId(),
    planId: uuid("plan_id").notNull(),
    unitsMicro: big("units_micro").notNull().default(0n),
    paidInCents: cents("paid_in_cents").notNull().default(0),
    paidInSeconds: numeric("paid_in_seconds").notNull().default("0"),
    movedCents: cents("moved_cents").notNull().default(0),
    movedSeconds: numeric("moved_seconds").notNull().default("0"),
    firstInvestedAt: at("first_invested_at").notNull(),
    lastInvestedAt: at("last_invested_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] })],
);

/** One NAV per plan and day (the daily snapshot job). */
export const planNavSnapshots = pgTable(
  "plan_nav_snapshots",
  {
    planId: uuid("plan_id").notNull(),
    day: utcDay("day").notNull(),
    navMicro: big("nav_micro").notNull(),
    valueCents: big("value_cents").notNull(),
    unitsMicro: big("units_micro").notNull(),
    btcCents: big("btc_cents").notNull(),
    ethCents: big("eth_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day] })],
);

export const deposits = pgTable("deposits", {
  id: uuidKey(),
  userId: userId(),
  planId: uuid("plan_id"),
  planName: text("plan_name").notNull(),
  /** History only: the target ROI a deposit was made under before plans were portfolios. */
  planRoiBp: integer("plan_roi_bp").notNull().default(0),
  amountCents: cents("amount_cents").notNull(),
  method: text("method", { enum: ["crypto", "card"] }).notNull(),
  /** The coin paid in; the column keeps its first name. */
  coin: text("currency", { enum: COINS }),
  txId: text("tx_id"),
  proofFileId: uuid("proof_file_id"),
  ...cardSeen(),
  status: status(["pending", "accepted", "denied", "withdrawn"], "pending"),
  denyReason: text("deny_reason"),
  expectedCents: cents("expected_cents"),
  withdrawalDate: at("withdrawal_date"),
  payoutCents: cents("payout_cents"),
  settleNote: text("settle_note"),
  ...decisionColumns(),
  settledAt: at("settled_at"),
  ...quoteSnapshot(),
  /** The position (migration 0032): units bought, units moved to the wallet, the NAV and time of the buy. */
  unitsMicro: big("units_micro"),
  unitsMovedMicro: big("units_moved_micro").notNull().default(0n),
  buyNavMicro: big("buy_nav_micro"),
  investedAt: at("invested_at"),
  movedCents: cents("moved_cents").notNull().default(0),
  createdAt: createdAt().defaultNow(),
  /** A watched crypto deposit's payment state (migration 0035; docs/payments.md); null: proof or card. */
  chainState: text("chain_state", {
    enum: ["waiting", "seen", "underpaid", "confirmed", "invested", "exception", "expired"],
  }),
  chainException: text("chain_exception", { enum: ["underpaid", "late", "paid_twice"] }),
  confirmationsNeeded: integer("confirmations_needed"),
  watchUntil: at("watch_until"),
  excessCents: cents("excess_cents"),
});

export const ledgerEntries = pgTable("ledger_entries", {
  id: uuidKey(),
  userId: userId(),
  kind: text("kind", { enum: LEDGER_ENTRY_KINDS }).notNull(),
  amountCents: cents("amount_cents").notNull(),
  reason: text("reason"),
  refType: text("ref_type"),
  refId: uuid("ref_id"),
  createdBy: uuid("created_by"),
  createdAt: createdAt().defaultNow(),
  seq: bigserial("seq", { mode: "number" }).notNull(),
});

export const withdrawals = pgTable("withdrawals", {
  id: uuidKey(),
  userId: userId(),
  amountCents: cents("amount_cents").notNull(),
  address: text("address").notNull(),
  /** The coin paid out; the column keeps its first name. */
  coin: text("network", { enum: PAYOUT_COINS }).notNull(),
  status: status(["pending", "approved", "paid", "denied", "cancelled"], "pending"),
  payoutTxId: text("payout_tx_id"),
  denyReason: text("deny_reason"),
  ...decisionColumns(),
  firstApprovedBy: uuid("first_approved_by"),
  firstApprovedAt: at("first_approved_at"),
  /** When the destination was saved in the member's address book (null before migration 0014). */
  addressSavedAt: at("address_saved_at"),
  createdAt: createdAt().defaultNow(),
  /** The quote it was requested at (migration 0036; null for older requests). */
  quoteId: uuid("quote_id"),
  quoteRateCents: cents("quote_rate_cents"),
  quoteRateAt: at("quote_rate_at"),
  quoteCoinUnits: cents("quote_coin_units"),
  networkFeeUnits: cents("network_fee_units"),
  quotedAt: at("quoted_at"),
  /** The payout transaction's record: checked on the chain or not, what it paid, confirmations then. */
  paidBy: uuid("paid_by"),
  paidAt: at("paid_at"),
  payoutChecked: boolean("payout_checked"),
  payoutPaidUnits: cents("payout_paid_units"),
  payoutConfirmations: integer("payout_confirmations"),
  payoutSimulated: boolean("payout_simulated"),
  payoutProofKey: text("payout_proof_key"),
  /** Simulated network: the one payout sent for this request (a second press answers it again). */
  simulatedPayoutTxId: text("simulated_payout_tx_id"),
  /** What a deposit of this size would need: "Sent, 0 of N confirmations" until the first one. */
  payoutConfirmationsNeeded: integer("payout_confirmations_needed"),
});

/** A wallet adjustment above the four-eyes threshold, waiting for a second admin. */
export const pendingAdjustments = pgTable(
  "pending_adjustments",
  {
    id: uuidKey(),
    userId: userId(),
    amountCents: cents("amount_cents").notNull(),
    reason: text("reason").notNull(),
    requestedBy: uuid("requested_by"),
    requestedAt: at("requested_at").notNull(),
    status: status(["pending", "approved"], "pending"),
    approvedBy: uuid("approved_by"),
    approvedAt: at("approved_at"),
    ledgerEntryId: uuid("ledger_entry_id"),
  },
  (t) => [index("pending_adjustments_ledger_entry_idx").on(t.ledgerEntryId).where(sql`${t.ledgerEntryId} IS NOT NULL`)],
);

export const coursePayments = pgTable("course_payments", {
  id: uuidKey(),
  userId: userId(),
  course: text("course", { enum: ["monthly", "fullPay"] }).notNull(),
  amountCents: cents("amount_cents").notNull(),
  method: text("method", { enum: ["crypto", "card", "wallet"] }).notNull(),
  /** The coin paid in; the column keeps its first name. */
  coin: text("currency", { enum: COINS }),
  txId: text("tx_id"),
  proofFileId: uuid("proof_file_id"),
  ...cardSeen(),
  status: status(["pending", "accepted", "denied"], "pending"),
  denyReason: text("deny_reason"),
  ...decisionColumns(),
  ...quoteSnapshot(),
  createdAt: createdAt().defaultNow(),
});

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** No foreign key (0030): the key's insert must not lock the member's row; a trigger deletes a user's keys. */
    userId: userId(),
    key: text("key").notNull(),
    route: text("route").notNull(),
    /** sha256 of method, URL and body; null on rows written before 0008. */
    fingerprint: text("fingerprint"),
    statusCode: integer("status_code"),
    response: text("response"),
    createdAt: createdAt().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

/** Which member was told that which month's statement is ready (migration 0038): each once. */
export const statementNotices = pgTable(
  "statement_notices",
  {
    userId: userId(),
    /** The month's first day. */
    month: utcDay("month").notNull(),
    sentAt: at("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
