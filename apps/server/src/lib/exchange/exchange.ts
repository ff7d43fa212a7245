/**
 * The treasury's view of one exchange account (config EXCHANGE): the balances it holds and the
 * orders it fills. Implemented by the CCXT connector (any exchange CCXT supports, Kraken first)
 * and by the simulated exchange of demonstration installations (labelled as such wherever shown).
 * Amounts are integer base units (satoshis, wei, USDT's 6-decimal units) and integer US cents;
 * no floats cross this boundary.
 */

/** What an exchange account can hold, as the treasury counts it. USD is dollar cash on the exchange. */
export const EXCHANGE_ASSETS = ["BTC", "ETH", "USDT", "USD"] as const;
export type ExchangeAsset = (typeof EXCHANGE_ASSETS)[number];

/** The coins the treasury trades against dollars (or USDT, per the market configured). */
export type TradedAsset = "BTC" | "ETH";

export type OrderRequest = {
  /** Our id for the order, sent as the exchange's client order id so a retry never places it twice. */
  clientOrderId: string;
  side: "buy" | "sell";
  asset: TradedAsset;
  /** Base units of `asset` to buy or sell. */
  units: bigint;
  type: "market" | "limit";
  /** US cents per whole coin; required for a limit order. */
  limitPriceCents?: number;
};

export type OrderStatus = "open" | "partially_filled" | "filled" | "cancelled" | "rejected";

export type OrderFill = {
  tradeId: string;
  units: bigint;
  /** US cents per whole coin. */
  priceCents: number;
  /** The fee in US cents (converted at the fill's price when the exchange charged it in the coin). */
  feeCents: number;
  at: Date;
};

export type OrderResult = {
  exchangeOrderId: string;
  clientOrderId: string;
  status: OrderStatus;
  /** Base units filled so far (the sum of `fills`). */
  filledUnits: bigint;
  fills: OrderFill[];
  /** Why the exchange refused or cancelled it, in its own words. */
  reason?: string;
};

/**
 * Why a call failed. `timeout` and `unavailable` leave the order's fate unknown: the caller asks
 * again with `fetchOrder(clientOrderId)` before it places anything new. `not_found`: the exchange has
 * no order with that client order id (it was never placed).
 */
export type ExchangeErrorKind =
  | "rejected"
  | "insufficient_funds"
  | "bad_symbol"
  | "rate_limited"
  | "timeout"
  | "unavailable"
  | "auth"
  | "not_found";

export class ExchangeError extends Error {
  constructor(
    readonly kind: ExchangeErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "ExchangeError";
  }
}

export type ExchangeConnector = {
  /** The exchange's name as shown to admins ("Kraken", "Simulated exchange"). */
  readonly name: string;
  readonly simulated: boolean;
  /** Every asset of EXCHANGE_ASSETS, 0 when the account holds none. */
  fetchBalances(): Promise<Record<ExchangeAsset, bigint>>;
  placeOrder(order: OrderRequest): Promise<OrderResult>;
  /** The order as the exchange knows it now, found by our client order id. */
  fetchOrder(clientOrderId: string): Promise<OrderResult>;
};
