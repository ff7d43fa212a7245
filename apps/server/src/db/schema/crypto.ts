import { COINS } from "@vaultline/shared";
import { bigint, boolean, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at, coinUnits, createdAt, userId, uuidKey } from "./columns.ts";

const units = (name: string) => bigint(name, { mode: "number" });

/** An output of a transaction on a chain: what was paid, to which address, in which block (null: not yet mined). */
const chainOutput = () => ({
  coin: text("coin", { enum: COINS }).notNull(),
  txid: text("txid").notNull(),
  outputIndex: integer("output_index").notNull(),
  address: text("address").notNull(),
  units: coinUnits("units").notNull(),
  blockHeight: integer("block_height"),
});

/** The derived chains, and the simulated chain's own counters (migration 0035). */
export const CHAINS = ["btc", "eth", "btc-sim", "eth-sim"] as const;

/** The next receive index per chain (migration 0010): handed out by one UPDATE … RETURNING. */
export const cryptoAddressCounters = pgTable("crypto_address_counters", {
  chain: text("chain", { enum: CHAINS }).primaryKey(),
  nextIndex: integer("next_index").notNull().default(0),
});

/** Every derived receive address, once; unique on (chain, index) and on the address. */
export const cryptoAddresses = pgTable("crypto_addresses", {
  id: uuidKey(),
  chain: text("chain", { enum: CHAINS }).notNull(),
  derivationIndex: integer("derivation_index").notNull(),
  address: text("address").notNull(),
  userId: userId(),
  createdAt: createdAt().defaultNow(),
});

/** A coin amount for a dollar amount at a rate, to an address, until expiresAt; used by one payment. */
export const cryptoQuotes = pgTable("crypto_quotes", {
  id: uuidKey(),
  userId: userId(),
  purpose: text("purpose", { enum: ["deposit", "course", "withdrawal"] }).notNull(),
  /** The coin quoted; the column keeps its first name. */
  coin: text("currency", { enum: COINS }).notNull(),
  amountCents: units("amount_cents").notNull(),
  /** Cents per whole coin. */
  rateCents: units("rate_cents").notNull(),
  rateSource: text("rate_source", { enum: ["simulated", "kraken", "stablecoin"] }).notNull(),
  rateAt: at("rate_at").notNull(),
  /** Satoshis, USDT's 6-decimal units or wei. */
  coinUnits: coinUnits("coin_units").notNull(),
  address: text("address").notNull(),
  addressId: uuid("address_id"),
  derivationIndex: integer("derivation_index"),
  previousQuoteId: uuid("previous_quote_id"),
  quotedAt: at("quoted_at").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedBy: uuid("used_by"),
  usedAt: at("used_at"),
  /** A withdrawal quote's network fee estimate (migration 0036); null: not estimated. */
  networkFeeUnits: units("network_fee_units"),
});

/** The simulated chain's tip (migration 0035): one row. */
export const simChainTip = pgTable("sim_chain_tip", {
  id: boolean("id").primaryKey().default(true),
  height: integer("height").notNull(),
});

/** Every output sent on the simulated chain; blockHeight null while in the mempool. */
export const simChainOutputs = pgTable(
  "sim_chain_outputs",
  {
    ...chainOutput(),
    isDropped: boolean("is_dropped").notNull().default(false),
    createdAt: createdAt().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.coin, t.txid, t.outputIndex] })],
);

/** Where the live ether watcher stopped: the last block read and its hash (migration 0076). */
export const ethBlockCursor = pgTable("eth_block_cursor", {
  id: boolean("id").primaryKey().default(true),
  blockNumber: integer("block_number").notNull(),
  blockHash: text("block_hash").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** A successful plain ether transfer to a watched address, found by following blocks; address lower case. */
export const ethTransfers = pgTable("eth_transfers", {
  txid: text("txid").primaryKey(),
  address: text("address").notNull(),
  units: coinUnits("units").notNull(),
  blockNumber: integer("block_number").notNull(),
  blockHash: text("block_hash").notNull(),
  createdAt: createdAt().defaultNow(),
});

/** One payment seen on a chain to a watched deposit's address, once per (coin, txid, index). */
export const chainPayments = pgTable("chain_payments", {
  id: uuidKey(),
  depositId: uuid("deposit_id").notNull(),
  ...chainOutput(),
  confirmations: integer("confirmations").notNull().default(0),
  status: text("status", { enum: ["seen", "confirmed", "credited", "dropped"] }).notNull(),
  arrivalRateCents: units("arrival_rate_cents").notNull(),
  firstSeenAt: at("first_seen_at").notNull(),
  isLate: boolean("is_late").notNull().default(false),
  creditedAt: at("credited_at"),
});
