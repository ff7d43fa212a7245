import type {
  TDeclaredBalance,
  THeldLine,
  TTreasuryFill,
  TTreasuryLocation,
  TTreasuryOrder,
  TTreasuryPosition,
  TTreasuryTransfer,
  TTreasuryView,
} from "@vaultline/shared";
import type {
  treasuryDeclaredBalances,
  treasuryFills,
  treasuryLocations,
  treasuryOrders,
  treasuryTransfers,
} from "../../db/schema.ts";
import type { TreasuryConfig } from "../../treasury-config.ts";
import type { AssetPosition, HeldAsset, HeldLine, Owed, TreasuryPrices } from "./holdings.ts";

// Rows and figures to the treasury's wire shapes (packages/shared/src/treasury.ts): base units as
// decimal strings (wei overflow a JSON number), moments as ISO strings.

type LocationRow = typeof treasuryLocations.$inferSelect;
type DeclaredRow = typeof treasuryDeclaredBalances.$inferSelect;
type TransferRow = typeof treasuryTransfers.$inferSelect;
type OrderRow = typeof treasuryOrders.$inferSelect;
type FillRow = typeof treasuryFills.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const units = (n: bigint | string) => n.toString();

export type TreasuryViewInput = {
  at: Date;
  prices: TreasuryPrices;
  owed: Owed;
  held: HeldLine[];
  transit: Record<HeldAsset, bigint>;
  positions: (AssetPosition & { isShort: boolean })[];
  reconciledAt: Date | null;
  exchange: { name: string; simulated: boolean } | null;
  settings: TreasuryConfig;
};

function toPositionDto(p: AssetPosition & { isShort: boolean }): TTreasuryPosition {
  return {
    asset: p.asset,
    owedUnits: units(p.owedUnits),
    heldUnits: units(p.heldUnits),
    transitUnits: units(p.transitUnits),
    differenceUnits: units(p.differenceUnits),
    priceCents: units(p.priceCents),
    owedCents: units(p.owedCents),
    heldCents: units(p.heldCents),
    differenceCents: units(p.differenceCents),
    isComplete: p.isComplete,
    isShort: p.isShort,
  };
}

function toHeldLineDto(l: HeldLine): THeldLine {
  return { ...l, units: l.units === null ? null : units(l.units) };
}

export function toTreasuryViewDto(v: TreasuryViewInput): TTreasuryView {
  return {
    at: v.at.toISOString(),
    prices: {
      BTC: units(v.prices.BTC),
      ETH: units(v.prices.ETH),
      USDT: units(v.prices.USDT),
      at: v.prices.at.toISOString(),
      source: v.prices.source,
    },
    owed: {
      BTC: { plans: units(v.owed.BTC.plans) },
      ETH: { plans: units(v.owed.ETH.plans) },
      USD: {
        plans: units(v.owed.USD.plans),
        wallets: units(v.owed.USD.wallets),
        withdrawals: units(v.owed.USD.withdrawals),
        depositsNotInvested: units(v.owed.USD.depositsNotInvested),
      },
    },
    held: v.held.map(toHeldLineDto),
    transit: {
      BTC: units(v.transit.BTC),
      ETH: units(v.transit.ETH),
      USDT: units(v.transit.USDT),
      USD: units(v.transit.USD),
    },
    positions: v.positions.map(toPositionDto),
    reconciledAt: iso(v.reconciledAt),
    exchange: v.exchange,
    settings: {
      toleranceCents: v.settings.toleranceCents,
      bandPercent: v.settings.bandPercent,
      minOrderCents: v.settings.minOrderCents,
      tradingCosts: v.settings.tradingCosts,
    },
  };
}

export function toLocationDto(row: LocationRow): TTreasuryLocation {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    asset: row.asset,
    address: row.address,
    status: row.status,
    origin: row.origin,
    proposedBy: row.proposedBy,
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeclaredDto(row: DeclaredRow): TDeclaredBalance {
  return {
    id: row.id,
    locationId: row.locationId,
    units: units(row.units),
    asOf: row.asOf,
    statementFileId: row.statementFileId,
    status: row.status,
    enteredBy: row.enteredBy,
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTransferDto(row: TransferRow): TTreasuryTransfer {
  return {
    id: row.id,
    fromLocationId: row.fromLocationId,
    toLocationId: row.toLocationId,
    asset: row.asset,
    units: units(row.units),
    txId: row.txId,
    status: row.status,
    recordedBy: row.recordedBy,
    confirmedBy: row.confirmedBy,
    confirmedAt: iso(row.confirmedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toFillDto(row: FillRow): TTreasuryFill {
  return {
    id: row.id,
    exchange: row.exchange,
    tradeId: row.tradeId,
    units: units(row.units),
    priceCents: row.priceCents,
    feeCents: row.feeCents,
    slippageCents: row.slippageCents,
    chargedTo: row.chargedTo,
    // The plans' trading_cost transactions of a fill add up to exactly this (portfolios' chargeTradingCost).
    chargedToPlansCents: row.chargedTo === "plan" ? row.slippageCents + row.feeCents : 0,
    source: row.source,
    filledAt: row.filledAt.toISOString(),
  };
}

export function toOrderDto(row: OrderRow, fills: FillRow[]): TTreasuryOrder {
  return {
    id: row.id,
    clientOrderId: row.clientOrderId,
    side: row.side,
    asset: row.asset,
    units: units(row.units),
    bookPriceCents: row.bookPriceCents,
    valueCents: row.valueCents,
    needsTwo: row.needsTwo,
    status: row.status,
    firstApprovedBy: row.firstApprovedBy,
    approvedBy: row.approvedBy,
    approvedAt: iso(row.approvedAt),
    exchangeName: row.exchangeName,
    exchangeOrderId: row.exchangeOrderId,
    filledUnits: units(row.filledUnits),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    fills: fills.filter((f) => f.orderId === row.id).map(toFillDto),
  };
}
