import { useMutation, useQueryClient } from "@tanstack/react-query";

// The treasury's admin API (docs/treasury.md) sends base units as decimal strings: satoshis for BTC,
// wei for ETH, USDT's 6 decimals, cents for USD.

export type TreasuryAsset = "BTC" | "ETH" | "USD";
export type HeldAsset = "BTC" | "ETH" | "USDT" | "USD";

export type TreasuryPosition = {
  asset: TreasuryAsset;
  owedUnits: string;
  heldUnits: string;
  transitUnits: string;
  differenceUnits: string;
  priceCents: string;
  owedCents: string;
  heldCents: string;
  differenceCents: string;
  isComplete: boolean;
  isShort: boolean;
};

export type HeldLine = {
  locationId: string | null;
  name: string;
  kind: "onchain" | "exchange" | "declared" | "deposits";
  evidence: "onchain" | "exchange_api" | "declared";
  asset: HeldAsset;
  units: string | null;
  notRead: string | null;
  simulated: boolean;
};

export type TreasuryView = {
  at: string;
  prices: { BTC: string; ETH: string; USDT: string; at: string; source: string };
  owed: {
    BTC: { plans: string };
    ETH: { plans: string };
    USD: { plans: string; wallets: string; withdrawals: string; depositsNotInvested: string };
  };
  held: HeldLine[];
  transit: Record<HeldAsset, string>;
  positions: TreasuryPosition[];
  /** When the last stored reconciliation ran; null before the first. */
  reconciledAt: string | null;
  exchange: { name: string; simulated: boolean } | null;
  settings: { toleranceCents: number } & Record<string, unknown>;
};

export type TreasuryLocation = {
  id: string;
  name: string;
  kind: "onchain" | "exchange" | "declared";
  asset: HeldAsset | null;
  address: string | null;
  status: "proposed" | "active" | "rejected" | "retired";
  origin: "admin" | "config";
  proposedBy: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
};

export type DeclaredBalance = {
  id: string;
  locationId: string;
  units: string;
  asOf: string;
  statementFileId: string;
  status: "pending" | "confirmed" | "rejected";
  enteredBy: string;
  decidedBy: string | null;
  createdAt: string;
};

export type TreasuryTransfer = {
  id: string;
  fromLocationId: string | null;
  toLocationId: string;
  asset: HeldAsset;
  units: string;
  txId: string;
  status: "in_transit" | "confirmed";
  recordedBy: string;
  confirmedAt: string | null;
  createdAt: string;
};

export type TreasuryLocations = {
  locations: TreasuryLocation[];
  declared: DeclaredBalance[];
  transfers: TreasuryTransfer[];
};

export type OrderStatus =
  | "proposed"
  | "approved"
  | "placed"
  | "unknown"
  | "partially_filled"
  | "filled"
  | "rejected"
  | "cancelled"
  | "dismissed";

export type TreasuryFill = {
  id: number;
  exchange: string;
  tradeId: string;
  units: string;
  priceCents: number;
  feeCents: number;
  slippageCents: number;
  chargedTo: "operator" | "plan";
  source: "exchange" | "manual" | "csv";
  filledAt: string;
};

export type TreasuryOrder = {
  id: string;
  clientOrderId: string;
  side: "buy" | "sell";
  asset: "BTC" | "ETH";
  units: string;
  bookPriceCents: number;
  valueCents: number;
  needsTwo: boolean;
  status: OrderStatus;
  firstApprovedBy: string | null;
  approvedBy: string | null;
  exchangeName: string | null;
  filledUnits: string;
  reason: string | null;
  createdAt: string;
  fills: TreasuryFill[];
};

/** Every treasury query starts with this key: a change refreshes them all, and the admin lists beside them. */
export const treasuryKeys = {
  all: ["admin", "treasury"] as const,
  view: () => [...treasuryKeys.all, "view"] as const,
  alert: () => [...treasuryKeys.all, "alert"] as const,
  locations: () => [...treasuryKeys.all, "locations"] as const,
  orders: () => [...treasuryKeys.all, "orders"] as const,
};

/** A treasury change refreshes every admin query (the treasury's, the audit log, the counts). */
export function useTreasuryMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ["admin"] }),
  });
}
