import {
  CHAIN_EXCEPTION_LABELS,
  COIN_SYMBOLS,
  formatCoinAmount,
  QUOTE_TTL_MS,
  type TChainException,
  type TChainState,
  type TCoin,
  type TDepositChain,
  toDollars,
  UNITS_PER_COIN,
} from "@vaultline/shared";
import type { deposits } from "../../db/schema.ts";
import type { ChainWatch } from "../../lib/chain/index.ts";

type DepositRow = typeof deposits.$inferSelect;

export type ChainPaymentRow = {
  txid: string;
  outputIndex: number;
  units: bigint;
  confirmations: number;
  status: "seen" | "confirmed" | "credited" | "dropped";
  arrivalRateCents: number;
  isLate: boolean;
  firstSeenAt: Date;
};

/** What `units` of a coin are worth at `rateCents` per coin, in whole cents (rounded down: never more than arrived). */
export function centsAt(coin: TCoin, units: bigint, rateCents: number): number {
  return Number((units * BigInt(rateCents)) / UNITS_PER_COIN[coin]);
}

/**
 * The decision the watcher takes from a pending deposit's live payments (docs/payments.md, "Payment
 * states"): pure, so every order of chain events can be checked against it.
 */
export function assessPending(input: {
  quotedUnits: bigint;
  toleranceBp: number;
  live: Pick<ChainPaymentRow, "units" | "status" | "isLate">[];
  isExpired: boolean;
  isWindowOver: boolean;
}): { state: Exclude<TChainState, "invested">; exception: TChainException | null } | { state: "invest" } {
  const { live } = input;
  if (live.length === 0) return { state: input.isWindowOver ? "expired" : "waiting", exception: null };
  const total = live.reduce((sum, p) => sum + p.units, 0n);
  const isConfirmed = live.every((p) => p.status === "confirmed");
  const minimum = input.quotedUnits - (input.quotedUnits * BigInt(input.toleranceBp)) / 10_000n;
  if (total < minimum) {
    return input.isExpired && isConfirmed
      ? { state: "exception", exception: "underpaid" }
      : { state: "underpaid", exception: null };
  }
  if (!isConfirmed) return { state: "seen", exception: null };
  if (live.some((p) => p.isLate)) return { state: "exception", exception: "late" };
  return { state: "invest" };
}

/** When the deposit's quote expires: a top-up must arrive before it, a later payment is late. */
export function quoteExpiry(row: Pick<DepositRow, "quotedAt">): Date {
  return new Date((row.quotedAt?.getTime() ?? 0) + QUOTE_TTL_MS);
}

/** The state in the words the member reads. */
function labelOf(row: DepositRow, confirmations: number, shortfall: string | null, symbol: string): string {
  const needed = row.confirmationsNeeded ?? 1;
  switch (row.chainState) {
    case "waiting":
      return "Waiting for your payment";
    case "seen":
      return `Payment seen, ${Math.min(confirmations, needed)} of ${needed} confirmations`;
    case "underpaid":
      return `Underpaid: send ${shortfall} ${symbol} more before the quote expires`;
    case "confirmed":
      return "Confirmed";
    case "invested":
      return "Invested";
    case "exception":
      return row.chainException ? `Under review — ${CHAIN_EXCEPTION_LABELS[row.chainException]}` : "Under review";
    default:
      return row.status === "denied" && row.denyReason ? `Not credited: ${row.denyReason}` : "No payment arrived";
  }
}

/** A watched deposit's chain side as the API shows it; null for proof and card deposits. */
export function toDepositChain(
  row: DepositRow,
  payments: ChainPaymentRow[],
  chain: Pick<ChainWatch, "explorerTxUrl" | "isSimulated">,
): TDepositChain | null {
  const { coin } = row;
  if (!row.chainState || !coin || row.quoteCoinUnits === null || !row.quotedAt || !row.watchUntil) return null;
  const live = payments.filter((p) => p.status !== "dropped");
  const paid = live.reduce((sum, p) => sum + p.units, 0n);
  const quoted = row.quoteCoinUnits;
  const inCoin = (units: bigint) => formatCoinAmount(coin, units);
  const shortfall = row.chainState === "underpaid" && paid < quoted ? inCoin(quoted - paid) : null;
  const confirmations = live.length ? Math.min(...live.map((p) => p.confirmations)) : 0;
  const open = live.filter((p) => p.status === "confirmed");
  const openUnits = open.reduce((sum, p) => sum + p.units, 0n);
  const settle =
    row.chainState === "exception" && row.quoteRateCents !== null && open.length
      ? {
          atQuoteRate: {
            rate: toDollars(row.quoteRateCents),
            amount: toDollars(centsAt(coin, openUnits, row.quoteRateCents)),
          },
          atArrivalRate: {
            rate: toDollars(open[0]?.arrivalRateCents ?? 0),
            amount: toDollars(open.reduce((sum, p) => sum + centsAt(coin, p.units, p.arrivalRateCents), 0)),
          },
        }
      : null;
  const symbol = COIN_SYMBOLS[coin];
  return {
    state: row.chainState,
    exception: row.chainException,
    label: labelOf(row, confirmations, shortfall, symbol),
    confirmations,
    confirmationsNeeded: row.confirmationsNeeded ?? 1,
    coinSymbol: symbol,
    quotedCoinAmount: inCoin(quoted),
    paidCoinAmount: inCoin(paid),
    shortfallCoinAmount: shortfall,
    excess: row.excessCents === null ? null : toDollars(row.excessCents),
    isSimulated: chain.isSimulated,
    expiresAt: quoteExpiry(row).toISOString(),
    watchUntil: row.watchUntil.toISOString(),
    payments: payments.map((p) => ({
      txid: p.txid,
      index: p.outputIndex,
      coinAmount: inCoin(p.units),
      confirmations: p.confirmations,
      status: p.status,
      explorerUrl: chain.explorerTxUrl(coin, p.txid),
      isLate: p.isLate,
      seenAt: p.firstSeenAt.toISOString(),
    })),
    settle,
  };
}
