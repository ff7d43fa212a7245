import { z } from "zod";
import { ZDay, ZTimestamp } from "./fields.ts";

// The treasury's admin API (docs/treasury.md): requests and answers. Amounts are integer base units
// as decimal strings (satoshis, wei, USDT's 6 decimals, cents): wei overflow a JSON number.

/** What the treasury reconciles: bitcoin, ether and dollars (dollar cash, and USDT at its own price). */
export const TREASURY_ASSETS = ["BTC", "ETH", "USD"] as const;
export type TTreasuryAsset = (typeof TREASURY_ASSETS)[number];
/** What a location holds: the treasury's assets and USDT (counted in USD at USDT's market price). */
export const HELD_ASSETS = ["BTC", "ETH", "USDT", "USD"] as const;
export type THeldAsset = (typeof HELD_ASSETS)[number];
/** The coins the treasury trades. */
export const ORDER_ASSETS = ["BTC", "ETH"] as const;

/** Who bears fills' slippage and fees (TREASURY_TRADING_COSTS), disclosed on /transparency and each plan's page. */
export const TRADING_COST_BEARERS = ["operator", "plan"] as const;
export type TTradingCostBearer = (typeof TRADING_COST_BEARERS)[number];

/** Whole base units, digits only (a request's amount). */
export const ZUnits = z.string().regex(/^\d{1,40}$/, "Whole base units, digits only");
/** Base units in an answer; a difference may be negative. */
const ZSignedUnits = z.string().regex(/^-?\d+$/);

export const ZHeldAsset = z.enum(HELD_ASSETS);
export const ZTreasuryAsset = z.enum(TREASURY_ASSETS);

// Answers

export const ZTreasuryPosition = z.object({
  asset: ZTreasuryAsset,
  owedUnits: ZSignedUnits,
  heldUnits: ZSignedUnits,
  transitUnits: ZSignedUnits,
  /** held + in transit − owed: positive a surplus, negative a shortfall. */
  differenceUnits: ZSignedUnits,
  /** Cents per whole coin (100 for USD). */
  priceCents: ZSignedUnits,
  owedCents: ZSignedUnits,
  heldCents: ZSignedUnits,
  differenceCents: ZSignedUnits,
  /** Every location's balance could be read. */
  isComplete: z.boolean(),
  /** Short beyond TREASURY_SHORTFALL_TOLERANCE, or not every balance read. */
  isShort: z.boolean(),
});
export type TTreasuryPosition = z.infer<typeof ZTreasuryPosition>;

export const HELD_EVIDENCE = ["onchain", "exchange_api", "declared"] as const;

/** One location's balance of one asset, and how it is known. */
export const ZHeldLine = z.object({
  locationId: z.uuid().nullable(),
  name: z.string(),
  kind: z.enum(["onchain", "exchange", "declared", "deposits"]),
  evidence: z.enum(HELD_EVIDENCE),
  asset: ZHeldAsset,
  units: ZSignedUnits.nullable(),
  /** Why the balance could not be read (null when read). */
  notRead: z.string().nullable(),
  simulated: z.boolean(),
});
export type THeldLine = z.infer<typeof ZHeldLine>;

export const ZTreasuryOwed = z.object({
  BTC: z.object({ plans: ZSignedUnits }),
  ETH: z.object({ plans: ZSignedUnits }),
  USD: z.object({
    plans: ZSignedUnits,
    wallets: ZSignedUnits,
    withdrawals: ZSignedUnits,
    depositsNotInvested: ZSignedUnits,
  }),
});

/** `GET /admin/treasury`: owed against held per asset now. */
export const ZTreasuryView = z.object({
  at: ZTimestamp,
  /** Cents per whole coin from the price feed. */
  prices: z.object({ BTC: ZSignedUnits, ETH: ZSignedUnits, USDT: ZSignedUnits, at: ZTimestamp, source: z.string() }),
  owed: ZTreasuryOwed,
  held: z.array(ZHeldLine),
  transit: z.record(ZHeldAsset, ZSignedUnits),
  positions: z.array(ZTreasuryPosition),
  /** When the last stored reconciliation ran; null before the first. */
  reconciledAt: ZTimestamp.nullable(),
  exchange: z.object({ name: z.string(), simulated: z.boolean() }).nullable(),
  settings: z.object({
    toleranceCents: z.number(),
    bandPercent: z.number(),
    minOrderCents: z.number(),
    tradingCosts: z.enum(TRADING_COST_BEARERS),
  }),
});
export type TTreasuryView = z.infer<typeof ZTreasuryView>;

/** The assets short at the last reconciliation (the admin banner), or found short by a run now. */
export const ZTreasuryAlert = z.object({ shortAssets: z.array(ZTreasuryAsset) });
export type TTreasuryAlert = z.infer<typeof ZTreasuryAlert>;

export const LOCATION_KINDS = ["onchain", "exchange", "declared"] as const;
export type TLocationKind = (typeof LOCATION_KINDS)[number];

/** The admin who decided the item and when (null while it waits). */
const decision = { decidedBy: z.uuid().nullable(), decidedAt: ZTimestamp.nullable() };

export const ZTreasuryLocation = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(LOCATION_KINDS),
  /** Null for the exchange account, which holds every asset. */
  asset: ZHeldAsset.nullable(),
  address: z.string().nullable(),
  status: z.enum(["proposed", "active", "rejected", "retired"]),
  /** `config`: from RESERVE_ADDRESSES or EXCHANGE. */
  origin: z.enum(["admin", "config"]),
  proposedBy: z.uuid().nullable(),
  ...decision,
  createdAt: ZTimestamp,
});
export type TTreasuryLocation = z.infer<typeof ZTreasuryLocation>;

export const ZDeclaredBalance = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  units: ZSignedUnits,
  asOf: ZDay,
  statementFileId: z.uuid(),
  status: z.enum(["pending", "confirmed", "rejected"]),
  enteredBy: z.uuid(),
  ...decision,
  createdAt: ZTimestamp,
});
export type TDeclaredBalance = z.infer<typeof ZDeclaredBalance>;

export const ZTreasuryTransfer = z.object({
  id: z.uuid(),
  /** Null: from the members' deposit addresses. */
  fromLocationId: z.uuid().nullable(),
  toLocationId: z.uuid(),
  asset: ZHeldAsset,
  units: ZSignedUnits,
  txId: z.string(),
  status: z.enum(["in_transit", "confirmed"]),
  recordedBy: z.uuid(),
  confirmedBy: z.uuid().nullable(),
  confirmedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TTreasuryTransfer = z.infer<typeof ZTreasuryTransfer>;

/** `GET /admin/treasury/locations`: every location, declared balance and recent transfer. */
export const ZTreasuryLocations = z.object({
  locations: z.array(ZTreasuryLocation),
  declared: z.array(ZDeclaredBalance),
  transfers: z.array(ZTreasuryTransfer),
});
export type TTreasuryLocations = z.infer<typeof ZTreasuryLocations>;

export const ORDER_STATUSES = [
  "proposed",
  "approved",
  "placed",
  "unknown",
  "partially_filled",
  "filled",
  "rejected",
  "cancelled",
  "dismissed",
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const ZTreasuryFill = z.object({
  id: z.number().int(),
  exchange: z.string(),
  tradeId: z.string(),
  units: ZSignedUnits,
  /** The fill's real price, cents per whole coin. */
  priceCents: z.number().int(),
  feeCents: z.number().int(),
  /** Against the price the books used, in cents: positive when worse. */
  slippageCents: z.number().int(),
  /** Who bore slippage and fee: the operator, or the plans' books (a trading_cost transaction per plan). */
  chargedTo: z.enum(TRADING_COST_BEARERS),
  /** Slippage plus fee booked to the plans' books (cents; negative: a gain); 0 when the operator bore them. */
  chargedToPlansCents: z.number().int(),
  source: z.enum(["exchange", "manual", "csv"]),
  filledAt: ZTimestamp,
});
export type TTreasuryFill = z.infer<typeof ZTreasuryFill>;

export const ZTreasuryOrder = z.object({
  id: z.uuid(),
  clientOrderId: z.string(),
  side: z.enum(["buy", "sell"]),
  asset: z.enum(ORDER_ASSETS),
  units: ZSignedUnits,
  /** The price the books used when the order was proposed, cents per whole coin. */
  bookPriceCents: z.number().int(),
  valueCents: z.number().int(),
  /** Above FOUR_EYES_THRESHOLD: two different admins approve it. */
  needsTwo: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  firstApprovedBy: z.uuid().nullable(),
  approvedBy: z.uuid().nullable(),
  approvedAt: ZTimestamp.nullable(),
  exchangeName: z.string().nullable(),
  exchangeOrderId: z.string().nullable(),
  filledUnits: ZSignedUnits,
  reason: z.string().nullable(),
  createdAt: ZTimestamp,
  fills: z.array(ZTreasuryFill),
});
export type TTreasuryOrder = z.infer<typeof ZTreasuryOrder>;

export const ZRecordedFills = z.object({ order: ZTreasuryOrder, booked: z.number().int() });
export type TRecordedFills = z.infer<typeof ZRecordedFills>;

// Requests

const ZName = z.string().trim().min(1, "Name it").max(100);

export const ZLocationProposal = z.strictObject({
  name: ZName,
  kind: z.enum(["onchain", "declared"]),
  asset: ZHeldAsset,
  address: z.string().trim().min(1, "Enter the address").max(200).optional(),
});
export type TLocationProposal = z.infer<typeof ZLocationProposal>;

export const ZLocationDecision = z.strictObject({ decision: z.enum(["approve", "reject", "retire"]) });
export type TLocationDecision = z.infer<typeof ZLocationDecision>["decision"];

export const ZDeclaredBalanceInput = z.strictObject({
  locationId: z.uuid(),
  units: ZUnits,
  asOf: z.iso.date("Enter the statement's date"),
  statementFileId: z.uuid(),
});
export type TDeclaredBalanceInput = z.infer<typeof ZDeclaredBalanceInput>;

export const ZDeclaredDecision = z.strictObject({ decision: z.enum(["confirm", "reject"]) });

export const ZTransferInput = z.strictObject({
  fromLocationId: z.uuid().nullable(),
  toLocationId: z.uuid(),
  asset: ZHeldAsset,
  units: ZUnits,
  txId: z.string().trim().min(1, "Enter the transaction id").max(200),
});
export type TTransferInput = z.infer<typeof ZTransferInput>;

export const ZManualFill = z.strictObject({
  exchange: z.string().trim().min(1, "Name the exchange").max(100),
  tradeId: z.string().trim().min(1, "Enter the trade id").max(200),
  units: ZUnits,
  priceCents: z.number().int().positive(),
  feeCents: z.number().int().min(0),
  at: z.iso.datetime(),
});
export type TManualFill = z.infer<typeof ZManualFill>;

/** An exchange's CSV export of trades: columns trade_id, units, price_cents, fee_cents, time. */
export const ZCsvFills = z.strictObject({
  exchange: z.string().trim().min(1, "Name the exchange").max(100),
  csv: z.string().min(1, "Choose the CSV export").max(1_000_000),
});
export type TCsvFills = z.infer<typeof ZCsvFills>;

export const ZRecordFills = z.union([ZManualFill, ZCsvFills]);

export const ZDismissOrder = z.strictObject({ reason: z.string().trim().min(1, "Say why").max(500) });
