import type { Exchange, Order, Trade } from "ccxt";
import {
  EXCHANGE_ASSETS,
  type ExchangeAsset,
  type ExchangeConnector,
  ExchangeError,
  type ExchangeErrorKind,
  type OrderFill,
  type OrderRequest,
  type OrderResult,
  type OrderStatus,
  type TradedAsset,
} from "./exchange.ts";

/**
 * An exchange account through CCXT (any exchange it supports, chosen by its id: "kraken" first).
 * See docs/exchange-connector.md for the settings, the order lifecycle and the unit conversions.
 */
export type CcxtExchangeOptions = {
  /** CCXT's id of the exchange (config EXCHANGE), e.g. "kraken". */
  exchangeId: string;
  /** From the environment only (EXCHANGE_API_KEY / EXCHANGE_API_SECRET); never stored, never logged. */
  apiKey: string;
  secret: string;
  /** The market each traded coin is bought and sold in (config EXCHANGE_MARKET_BTC / _ETH). */
  markets: Record<TradedAsset, string>;
  /** Replaces the exchange's API base address (config EXCHANGE_URL; the replay tests' local server). */
  baseUrl?: string;
  /** Per request, milliseconds. */
  timeoutMs?: number;
  /** CCXT's own request throttle at the exchange's published rate (on unless a test turns it off). */
  enableRateLimit?: boolean;
};

/** Integer base units per asset: satoshis, wei, USDT's 6-decimal units, and cents for dollars. */
const DECIMALS: Record<ExchangeAsset, number> = { BTC: 8, ETH: 18, USDT: 6, USD: 2 };
/** Quote currencies counted as dollars: prices and fees in them become US cents. */
const DOLLAR_QUOTES = new Set(["USD", "USDT", "USDC"]);
/** A double reproduces a decimal exactly only up to 15 significant digits. */
const MAX_EXACT_DIGITS = 15;

/**
 * CCXT hands amounts as JavaScript numbers it parsed from the exchange's decimal text. Its
 * `numberToString` prints a number in its shortest round-trip form, which is that decimal text
 * again as long as it had at most 15 significant digits; beyond that a double cannot have held it
 * and the amount is refused rather than guessed. The text is then turned into integers here,
 * without float arithmetic.
 */
export function decimalToUnits(text: string, decimals: number, rounding: "down" | "half-up"): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign = "", whole = "0", fraction = ""] = match;
  if (`${whole}${fraction}`.replace(/^0+/, "").replace(/0+$/, "").length > MAX_EXACT_DIGITS) return null;
  let units =
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.slice(0, decimals).padEnd(decimals, "0") || "0");
  if (rounding === "half-up" && (fraction[decimals] ?? "0") >= "5") units += 1n;
  return sign === "-" ? -units : units;
}

/** Integer units to the exchange's decimal text: 850000n with 8 decimals → "0.0085". */
export function unitsToDecimal(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

type CcxtModule = typeof import("ccxt");

/** CCXT's error classes to ours; the subclasses come before their parents. */
function kindOf(ccxt: CcxtModule, error: unknown): ExchangeErrorKind | null {
  if (error instanceof ccxt.InsufficientFunds) return "insufficient_funds";
  if (error instanceof ccxt.BadSymbol) return "bad_symbol";
  if (error instanceof ccxt.RateLimitExceeded || error instanceof ccxt.DDoSProtection) return "rate_limited";
  if (error instanceof ccxt.RequestTimeout) return "timeout";
  if (error instanceof ccxt.AuthenticationError) return "auth";
  if (error instanceof ccxt.InvalidOrder || error instanceof ccxt.BadRequest) return "rejected";
  if (error instanceof ccxt.NetworkError || error instanceof ccxt.ExchangeNotAvailable) return "unavailable";
  if (error instanceof ccxt.ExchangeError) return "rejected";
  return null;
}

const STATUS: Record<string, OrderStatus> = {
  closed: "filled",
  canceled: "cancelled",
  cancelled: "cancelled",
  expired: "cancelled",
  rejected: "rejected",
};

export function createCcxtExchange(options: CcxtExchangeOptions): ExchangeConnector {
  const { exchangeId, apiKey, secret } = options;
  const name = exchangeId.charAt(0).toUpperCase() + exchangeId.slice(1);
  let ccxtModule: CcxtModule | null = null;
  let ready: Promise<Exchange> | null = null;

  /** Never lets the key or the secret into a message (CCXT's messages quote the exchange's answers). */
  function scrub(text: string): string {
    let clean = text;
    for (const value of [secret, apiKey]) if (value) clean = clean.split(value).join("[redacted]");
    return clean;
  }

  function fail(kind: ExchangeErrorKind, message: string): never {
    throw new ExchangeError(kind, scrub(`${name}: ${message}`));
  }

  /** CCXT is loaded on first use, so an installation without an exchange never loads it. */
  async function connect(): Promise<Exchange> {
    ccxtModule ??= (await import("ccxt")) as CcxtModule;
    const Klass = (ccxtModule.exchanges as Record<string, unknown>)[exchangeId];
    if (!Object.hasOwn(ccxtModule.exchanges, exchangeId) || typeof Klass !== "function") {
      fail("unavailable", `CCXT has no exchange "${exchangeId}"`);
    }
    const exchange = new (Klass as new (config: object) => Exchange)({
      apiKey,
      secret,
      timeout: options.timeoutMs ?? 10_000,
      enableRateLimit: options.enableRateLimit ?? true,
    });
    if (options.baseUrl) {
      const api = exchange.urls.api as Record<string, unknown>;
      for (const key of Object.keys(api))
        if (typeof api[key] === "string") api[key] = options.baseUrl.replace(/\/$/, "");
    }
    await exchange.loadMarkets();
    return exchange;
  }

  /** Runs one CCXT call, its failures as ExchangeError. */
  async function call<T>(step: (exchange: Exchange) => Promise<T>): Promise<T> {
    try {
      ready ??= connect();
      const exchange = await ready.catch((error: unknown) => {
        ready = null; // the next call tries again
        throw error;
      });
      return await step(exchange);
    } catch (error) {
      if (error instanceof ExchangeError) throw new ExchangeError(error.kind, scrub(error.message));
      const kind = ccxtModule ? kindOf(ccxtModule, error) : null;
      const message = error instanceof Error ? error.message : String(error);
      fail(kind ?? "unavailable", message);
    }
  }

  function symbolOf(asset: TradedAsset): string {
    return options.markets[asset];
  }

  function assetOfSymbol(symbol: string): TradedAsset {
    const asset = (Object.keys(options.markets) as TradedAsset[]).find((a) => options.markets[a] === symbol);
    if (!asset) fail("bad_symbol", `market ${symbol} is not configured`);
    return asset;
  }

  function number(value: number | undefined, decimals: number, rounding: "down" | "half-up", what: string): bigint {
    if (value === undefined || value === null) return 0n;
    const units = decimalToUnits(
      ccxtModule ? ccxtModule.default.numberToString(value) : String(value),
      decimals,
      rounding,
    );
    if (units === null) fail("unavailable", `${what} ${value} is not an exact decimal`);
    return units;
  }

  const cents = (value: number | undefined, what: string) => Number(number(value, 2, "half-up", what));

  function fillOf(exchange: Exchange, trade: Trade, asset: TradedAsset): OrderFill {
    const decimals = DECIMALS[asset];
    const units = number(trade.amount, decimals, "down", "trade amount");
    const priceCents = cents(trade.price, "trade price");
    let feeCents = 0;
    const many = (trade as Trade & { fees?: Trade["fee"][] }).fees;
    const fees = many?.length ? many : trade.fee ? [trade.fee] : [];
    for (const fee of fees) {
      if (!fee?.cost) continue;
      const currency = fee.currency ?? "";
      if (DOLLAR_QUOTES.has(currency)) feeCents += cents(fee.cost, "fee");
      else if (currency === exchange.markets?.[trade.symbol ?? ""]?.base) {
        // A fee charged in the coin, valued at the fill's price, rounded half up to a cent.
        const feeUnits = number(fee.cost, decimals, "half-up", "fee");
        const scale = 10n ** BigInt(decimals);
        feeCents += Number((feeUnits * BigInt(priceCents) * 2n + scale) / (2n * scale));
      } else fail("unavailable", `fee in ${currency} cannot be valued in dollars`);
    }
    return { tradeId: String(trade.id), units, priceCents, feeCents, at: new Date(trade.timestamp ?? 0) };
  }

  async function resultOf(exchange: Exchange, order: Order, asset: TradedAsset): Promise<OrderResult> {
    if (!order.id || !order.symbol) fail("unavailable", "the exchange answered an order without its id or market");
    const trades = await exchange.fetchMyTrades(order.symbol, order.timestamp ? order.timestamp - 1000 : undefined);
    const fills = trades.filter((t) => t.order === order.id).map((t) => fillOf(exchange, t, asset));
    const filledUnits = fills.reduce((sum, f) => sum + f.units, 0n);
    const status: OrderStatus =
      STATUS[order.status ?? ""] ?? (filledUnits > 0n || (order.filled ?? 0) > 0 ? "partially_filled" : "open");
    const reason = status === "rejected" || status === "cancelled" ? (order.info?.reason ?? undefined) : undefined;
    return {
      exchangeOrderId: String(order.id),
      clientOrderId: order.clientOrderId ?? "",
      status,
      filledUnits,
      fills,
      ...(typeof reason === "string" && reason ? { reason } : {}),
    };
  }

  /** Our order by its client order id in one market, open or closed; null when the exchange has none. */
  async function find(exchange: Exchange, clientOrderId: string, asset: TradedAsset): Promise<OrderResult | null> {
    const symbol = symbolOf(asset);
    const params = { clientOrderId };
    for (const list of [exchange.fetchOpenOrders, exchange.fetchClosedOrders]) {
      const orders = await list.call(exchange, symbol, undefined, undefined, params);
      const order = orders.find((o) => o.clientOrderId === clientOrderId && o.symbol === symbol);
      if (order) return resultOf(exchange, { ...order, clientOrderId }, asset);
    }
    return null;
  }

  return {
    name,
    simulated: false,

    fetchBalances() {
      return call(async (exchange) => {
        const balance = await exchange.fetchBalance();
        const totals = (balance.total ?? {}) as unknown as Record<string, number | undefined>;
        const result = {} as Record<ExchangeAsset, bigint>;
        // What the account holds, in orders or not, rounded down: never more than is there.
        for (const asset of EXCHANGE_ASSETS) result[asset] = number(totals[asset], DECIMALS[asset], "down", asset);
        return result;
      });
    },

    placeOrder(order: OrderRequest) {
      return call(async (exchange) => {
        const symbol = symbolOf(order.asset);
        if (!exchange.markets?.[symbol]) fail("bad_symbol", `the exchange has no market ${symbol}`);
        if (order.units <= 0n) fail("rejected", "an order needs a positive amount");
        // A retry after a timeout finds the order it placed instead of placing it twice.
        const existing = await find(exchange, order.clientOrderId, order.asset);
        if (existing) return existing;

        const decimals = DECIMALS[order.asset];
        const amountText = unitsToDecimal(order.units, decimals);
        // CCXT takes numbers: the amount's text as a double, which its precision step prints back
        // to the market's decimals; refused unless that is exactly our amount.
        const amount = Number(amountText);
        if (decimalToUnits(exchange.amountToPrecision(symbol, amount) ?? "", decimals, "down") !== order.units) {
          fail("rejected", `${amountText} ${order.asset} is finer than the market's amount precision`);
        }
        let price: number | undefined;
        if (order.type === "limit") {
          if (!order.limitPriceCents || order.limitPriceCents <= 0) fail("rejected", "a limit order needs a price");
          price = Number(unitsToDecimal(BigInt(order.limitPriceCents), 2));
          if (
            decimalToUnits(exchange.priceToPrecision(symbol, price) ?? "", 2, "down") !== BigInt(order.limitPriceCents)
          ) {
            fail("rejected", "the limit price is not on the market's price step");
          }
        }
        const created = await exchange.createOrder(symbol, order.type, order.side, amount, price, {
          clientOrderId: order.clientOrderId,
        });
        if (!created.id) fail("unavailable", "the exchange did not say the order's id");
        const placed = await exchange.fetchOrder(created.id, symbol);
        return resultOf(
          exchange,
          { ...placed, clientOrderId: order.clientOrderId },
          assetOfSymbol(placed.symbol ?? symbol),
        );
      });
    },

    fetchOrder(clientOrderId: string) {
      return call(async (exchange) => {
        for (const asset of Object.keys(options.markets) as TradedAsset[]) {
          const found = await find(exchange, clientOrderId, asset);
          if (found) return found;
        }
        return fail("not_found", `no order with client order id ${clientOrderId}`);
      });
    },
  };
}
