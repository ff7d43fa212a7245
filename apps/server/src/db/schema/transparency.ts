import { PROOF_ASSETS } from "@vaultline/shared";
import { bigint, customType, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at, cents, utcDay } from "./columns.ts";

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both are read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** A chunk of a tree's leaves, packed, with the chunk's first nonce and its subtree's root and sum. */
const leafChunk = () => ({
  chunk: integer("chunk").notNull(),
  firstNonce: bytea("first_nonce").notNull(),
  leaves: bytea("leaves").notNull(),
  rootHash: text("root_hash").notNull(),
  rootSum: bigint("root_sum", { mode: "number" }).notNull(),
});

/** The ledger's hash chain (migration 0037; docs/transparency.md): one row per sealed entry. */
export const ledgerChain = pgTable("ledger_chain", {
  position: bigint("position", { mode: "number" }).primaryKey(),
  entryId: uuid("entry_id").notNull(),
  prevHash: text("prev_hash").notNull(),
  hash: text("hash").notNull(),
  sealedAt: at("sealed_at").notNull(),
});

/** Ledger entries waiting for the sealing job (a trigger queues each insert). */
export const ledgerUnsealed = pgTable("ledger_unsealed", {
  seq: bigint("seq", { mode: "number" }).primaryKey(),
  entryId: uuid("entry_id").notNull(),
});

/** One published Merkle-sum tree of liabilities per UTC day. */
export const liabilityTrees = pgTable("liability_trees", {
  day: utcDay("day").primaryKey(),
  rootHash: text("root_hash").notNull(),
  totalCents: cents("total_cents").notNull(),
  memberCount: integer("member_count").notNull(),
  ledgerPosition: bigint("ledger_position", { mode: "number" }).notNull(),
  ledgerHash: text("ledger_hash").notNull(),
  /** Derives each account's nonce; never leaves the server. */
  secret: bytea("secret").notNull(),
  chunkSize: integer("chunk_size").notNull(),
  builtAt: at("built_at").notNull(),
});

/** A tree's leaves, packed by chunk, with each chunk's subtree root. */
export const liabilityChunks = pgTable(
  "liability_chunks",
  {
    day: utcDay("day").notNull(),
    ...leafChunk(),
  },
  (t) => [primaryKey({ columns: [t.day, t.chunk] })],
);

/** A day's tree per asset (migration 0071): its root and total, and the holdings it was built from. */
export const liabilityAssetTrees = pgTable(
  "liability_asset_trees",
  {
    day: utcDay("day").notNull(),
    asset: text("asset", { enum: PROOF_ASSETS }).notNull(),
    rootHash: text("root_hash").notNull(),
    totalUnits: bigint("total_units", { mode: "number" }).notNull(),
    plansUnits: bigint("plans_units", { mode: "number" }).notNull(),
    walletUnits: bigint("wallet_units", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.asset] })],
);

/** An asset tree's leaves, packed by chunk, with each chunk's subtree root. */
export const liabilityAssetChunks = pgTable(
  "liability_asset_chunks",
  {
    day: utcDay("day").notNull(),
    asset: text("asset", { enum: PROOF_ASSETS }).notNull(),
    ...leafChunk(),
  },
  (t) => [primaryKey({ columns: [t.day, t.asset, t.chunk] })],
);
