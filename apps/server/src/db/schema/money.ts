import { LEDGER_ENTRY_KINDS } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const cents = (name: string) => bigint(name, { mode: "number" });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** What a crypto payment was quoted (migration 0010); all null when the payer sent no quote. */
const quoteSnapshot = () => ({
  quoteId: uuid("quote_id"),
  quoteRateCents: cents("quote_rate_cents"),
  quoteCoinUnits: cents("quote_coin_units"),
  payAddress: text("pay_address"),
  /** Null with an address: a shared configured address. */
  payAddressIndex: integer("pay_address_index"),
  quotedAt: at("quoted_at"),
});

export const plans = pgTable("plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  roiBp: integer("roi_bp").notNull(),
  minCents: cents("min_cents").notNull(),
  maxCents: cents("max_cents"),
  isHidden: boolean("is_hidden").notNull().default(false),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const deposits = pgTable("deposits", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  planId: uuid("plan_id"),
  planName: text("plan_name").notNull(),
  planRoiBp: integer("plan_roi_bp").notNull(),
  amountCents: cents("amount_cents").notNull(),
  method: text("method", { enum: ["crypto", "card"] }).notNull(),
  currency: text("currency", { enum: ["BTC", "USDT_ERC20"] }),
  txId: text("tx_id"),
  proofFileId: uuid("proof_file_id"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  status: text("status", { enum: ["pending", "accepted", "denied", "withdrawn"] })
    .notNull()
    .default("pending"),
  denyReason: text("deny_reason"),
  expectedCents: cents("expected_cents"),
  withdrawalDate: at("withdrawal_date"),
  payoutCents: cents("payout_cents"),
  settleNote: text("settle_note"),
  decidedBy: uuid("decided_by"),
  decidedAt: at("decided_at"),
  settledAt: at("settled_at"),
  ...quoteSnapshot(),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const ledgerEntries = pgTable("ledger_entries", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  kind: text("kind", { enum: LEDGER_ENTRY_KINDS }).notNull(),
  amountCents: cents("amount_cents").notNull(),
  reason: text("reason"),
  refType: text("ref_type"),
  refId: uuid("ref_id"),
  createdBy: uuid("created_by"),
  createdAt: at("created_at").notNull().defaultNow(),
  seq: bigserial("seq", { mode: "number" }).notNull(),
});

export const withdrawals = pgTable("withdrawals", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  amountCents: cents("amount_cents").notNull(),
  address: text("address").notNull(),
  network: text("network").notNull(),
  status: text("status", { enum: ["pending", "approved", "denied", "cancelled"] })
    .notNull()
    .default("pending"),
  payoutTxId: text("payout_tx_id"),
  denyReason: text("deny_reason"),
  decidedBy: uuid("decided_by"),
  decidedAt: at("decided_at"),
  firstApprovedBy: uuid("first_approved_by"),
  firstApprovedAt: at("first_approved_at"),
  /** When the destination was saved in the member's address book (null before migration 0014). */
  addressSavedAt: at("address_saved_at"),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** A wallet adjustment above the four-eyes threshold, waiting for a second admin. */
export const pendingAdjustments = pgTable(
  "pending_adjustments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    amountCents: cents("amount_cents").notNull(),
    reason: text("reason").notNull(),
    requestedBy: uuid("requested_by"),
    requestedAt: at("requested_at").notNull(),
    status: text("status", { enum: ["pending", "approved"] })
      .notNull()
      .default("pending"),
    approvedBy: uuid("approved_by"),
    approvedAt: at("approved_at"),
    ledgerEntryId: uuid("ledger_entry_id"),
  },
  (t) => [index("pending_adjustments_ledger_entry_idx").on(t.ledgerEntryId).where(sql`${t.ledgerEntryId} IS NOT NULL`)],
);

export const coursePayments = pgTable("course_payments", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  course: text("course", { enum: ["monthly", "fullPay"] }).notNull(),
  amountCents: cents("amount_cents").notNull(),
  method: text("method", { enum: ["crypto", "card", "wallet"] }).notNull(),
  currency: text("currency", { enum: ["BTC", "USDT_ERC20"] }),
  txId: text("tx_id"),
  proofFileId: uuid("proof_file_id"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  status: text("status", { enum: ["pending", "accepted", "denied"] })
    .notNull()
    .default("pending"),
  denyReason: text("deny_reason"),
  decidedBy: uuid("decided_by"),
  decidedAt: at("decided_at"),
  ...quoteSnapshot(),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** No foreign key (0030): the key's insert must not lock the member's row; a trigger deletes a user's keys. */
    userId: uuid("user_id").notNull(),
    key: text("key").notNull(),
    route: text("route").notNull(),
    /** sha256 of method, URL and body; null on rows written before 0008. */
    fingerprint: text("fingerprint"),
    statusCode: integer("status_code"),
    response: text("response"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);
