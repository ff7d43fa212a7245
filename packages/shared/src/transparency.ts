import { z } from "zod";
import { COINS } from "./crypto-currencies.ts";
import { ZBaseUnits, ZDay, ZDecimal, ZDollars, ZTimestamp } from "./fields.ts";
import { PROOF_ASSETS } from "./merkle-sum.ts";
import { TRADING_COST_BEARERS, TREASURY_ASSETS } from "./treasury.ts";

// The public proof of liabilities, the reserves beside it and the ledger chain (docs/transparency.md).

export const TRANSPARENCY_MESSAGES = {
  noTreeYet: "No proof of liabilities has been published yet: the first is built by the daily job",
  noTreeThatDay: "No proof of liabilities was published on that day",
  notInTree: "Your account was not in that day's tree: it was opened after the tree was built",
  proofExpired: "That day's leaves are no longer kept: check a more recent day",
  reserveNoWatcher: "not read: no chain watcher",
  reserveNotWatched: "not read: this coin's chain is not watched",
  reserveReadFailed: "not read: the chain did not answer",
} as const;

/**
 * One asset's tree of a day, in the asset's unit (satoshis, gwei, cents; PROOF_ASSET_UNITS). The tree
 * counts every account's share of the plans' holdings of the asset, rounded down, and for USD their
 * wallet cash: `totalUnits + remainderUnits = plansUnits + walletUnits`.
 */
export const ZPublishedAsset = z.strictObject({
  asset: z.enum(PROOF_ASSETS),
  rootHash: z.string(),
  /** The root's sum: every member's amount of the asset together. */
  totalUnits: z.number(),
  /** What the plans held of the asset when the tree was built. */
  plansUnits: z.number(),
  /** Members' wallet cash (USD only; 0 for the coins). */
  walletUnits: z.number(),
  /** What rounding each share down left in the plans, counted in no member's leaf (under one unit per position). */
  remainderUnits: z.number(),
});
export type TPublishedAsset = z.infer<typeof ZPublishedAsset>;

/** One day's publication: the tree's root and total, how many accounts it counts, the ledger's last sealed hash. */
export const ZPublishedDay = z.object({
  day: ZDay,
  rootHash: z.string(),
  /** The root's sum: what the platform owed all accounts together, in dollars. */
  total: ZDollars,
  totalCents: z.number(),
  memberCount: z.number(),
  ledgerPosition: z.number(),
  ledgerHash: z.string(),
  builtAt: ZTimestamp,
  /** The day's tree per asset (BTC, ETH, USD); empty for a day published before the asset trees. */
  assets: z.array(ZPublishedAsset),
});
export type TPublishedDay = z.infer<typeof ZPublishedDay>;

/** An admin's publication: the day as published, whether this call built it, and the entries it sealed. */
export const ZPublication = ZPublishedDay.extend({ isNew: z.boolean(), sealed: z.number() });
export type TPublication = z.infer<typeof ZPublication>;

export const ZReserveAddress = z.object({
  coin: z.enum(COINS),
  address: z.string(),
  explorerUrl: z.string(),
  /** Base units (satoshis, wei, USDT's 6 decimals) as a decimal string; null when not read. */
  balanceUnits: ZBaseUnits.nullable(),
  /** The balance in the coin, for display ("0.51230000"); null when not read. */
  balance: ZDecimal.nullable(),
  /** Why the balance was not read. */
  notRead: z.string().nullable(),
});
export type TReserveAddress = z.infer<typeof ZReserveAddress>;

export const ZReserveCoverage = z.object({
  coin: z.enum(COINS),
  /** The reserves read for this coin, and what the plans hold of it, in the coin's base units. */
  reserveUnits: ZBaseUnits,
  heldUnits: ZBaseUnits,
  /** reserves ÷ holdings in percent (two decimals); null when the plans hold none or a balance was not read. */
  percent: z.number().nullable(),
});
export type TReserveCoverage = z.infer<typeof ZReserveCoverage>;

export const ZTransparency = z.object({
  /** Demo installation or simulated chain/prices: every figure here is a simulation. */
  isSimulated: z.boolean(),
  /** Published days, newest first. */
  days: z.array(ZPublishedDay),
  reserves: z.object({
    addresses: z.array(ZReserveAddress),
    coverage: z.array(ZReserveCoverage),
    /** A chain watcher reads balances; false: every balance says "not read". */
    isWatched: z.boolean(),
  }),
});
export type TTransparency = z.infer<typeof ZTransparency>;

export const ZInclusionQuery = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "day must be a date, YYYY-MM-DD")
    .optional(),
});

/** `GET /transparency/coverage`: how many days of stored reconciliations (default 90, at most a year and a day). */
export const ZCoverageQuery = z.strictObject({
  days: z.coerce.number().int().min(1).max(366).optional(),
});

/**
 * One asset on one day, as the treasury's daily reconciliation stored it (docs/treasury.md). Units are
 * base units as decimal strings: satoshis for BTC, wei for ETH, cents for USD (USDT counted at its own
 * market price that day).
 */
export const ZCoverageAsset = z.object({
  asset: z.enum(TREASURY_ASSETS),
  /** What the books owed in this asset. */
  liabilitiesUnits: ZBaseUnits,
  /** What was held, by how it is known: read on the chain, reported by an exchange's API, declared with a statement. */
  reserves: z.object({ onchain: ZBaseUnits, exchangeApi: ZBaseUnits, declared: ZBaseUnits }),
  /** Moving between two locations, recorded with its transaction id and not yet confirmed. */
  transitUnits: ZBaseUnits,
  /** (reserves + in transit) ÷ liabilities in percent (two decimals); null when nothing is owed. */
  percent: z.number().nullable(),
  /** Every location's balance could be read that day; false: the reserves are a floor. */
  isComplete: z.boolean(),
  /** Cents per whole coin that day (100 for USD). */
  priceCents: z.number(),
});
export type TCoverageAsset = z.infer<typeof ZCoverageAsset>;

export const ZCoverageDay = z.object({ day: ZDay, assets: z.array(ZCoverageAsset) });
export type TCoverageDay = z.infer<typeof ZCoverageDay>;

export const ZCoverage = z.object({
  /** Demo installation, simulated chain, exchange or prices: every figure is a simulation. */
  isSimulated: z.boolean(),
  /** Reconciled days, newest first. */
  days: z.array(ZCoverageDay),
  /** Who bears the treasury's trading costs (slippage and fees): the operator, or the plans' books. */
  tradingCosts: z.enum(TRADING_COST_BEARERS),
});
export type TCoverage = z.infer<typeof ZCoverage>;
