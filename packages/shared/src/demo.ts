import { z } from "zod";
import { DEMO_ORDER_TYPES, DEMO_START_CENTS, toCoinUnits } from "./demo-math.ts";
import { ZDecimal, ZDollars, ZTimestamp } from "./fields.ts";
import { formatMoney } from "./money.ts";
import { zMoney } from "./money-schema.ts";
import { PRICE_MESSAGES, PRICE_SOURCES, PRICE_SYMBOLS } from "./prices.ts";

// The demo (paper-trading) account of the course (docs/product-rules.md §6): virtual dollars only.

export const DEMO_SIDES = ["buy", "sell"] as const;
/** The orders that wait for their price (a market order fills at once). */
export const DEMO_OPEN_ORDER_TYPES = ["limit", "stop"] as const;

export const DEMO_MESSAGES = {
  /** Shown on every demo screen: this is never real money. */
  label: "Demo — virtual money",
  cashLabel: "Virtual cash",
  unknownSymbol: PRICE_MESSAGES.unknownSymbol,
  sideRequired: "Choose buy or sell",
  amountRequired: "Enter a quantity or a dollar amount",
  oneAmount: "Enter a quantity or a dollar amount, not both",
  quantityInvalid: "Quantity must be a positive number with at most 8 decimals",
  usdInvalid: "Amount must be a positive dollar amount with at most 2 decimals",
  tooSmall: "This order is too small: it comes to less than one cent",
  insufficientCash: "Not enough virtual cash for this order",
  insufficientCoin: "You do not hold that much of this coin",
  filled: "Order filled at the demo price",
  priceRequired: "Enter the price at which the order should fill",
  priceInvalid: "Price must be a positive dollar amount with at most 2 decimals",
  typeRequired: "Choose a limit or a stop order",
  stopSellAbove: "A stop-loss sells when the price falls: set it below the current price",
  stopBuyBelow: "A stop buy buys when the price rises: set it above the current price",
  tooManyOpen: (max: number) => `You have ${max} orders waiting: cancel one before placing another`,
  placed: "Order placed: it fills when the price reaches it (checked every minute)",
  cancelled: "Order cancelled",
  openOrderNotFound: "That order is no longer waiting",
  reset: `Demo account reset to ${formatMoney(DEMO_START_CENTS)} of virtual money`,
} as const;

const ZQuantity = z
  .union([z.number(), z.string()], { error: DEMO_MESSAGES.quantityInvalid })
  .transform((value, ctx) => {
    const units = toCoinUnits(value);
    if (units === null || units <= 0) {
      ctx.addIssue({ code: "custom", message: DEMO_MESSAGES.quantityInvalid });
      return z.NEVER;
    }
    return units;
  });

/** The coin an order trades and which way, with the form's messages. */
const orderRequestFields = {
  symbol: z.enum(PRICE_SYMBOLS, DEMO_MESSAGES.unknownSymbol),
  side: z.enum(DEMO_SIDES, DEMO_MESSAGES.sideRequired),
};

/** A market order: a coin quantity (→ `quantity` in units) or a dollar amount (→ `usd` in cents), not both. */
export const ZDemoOrderRequest = z
  .object({
    ...orderRequestFields,
    quantity: ZQuantity.optional(),
    usd: zMoney({ required: DEMO_MESSAGES.usdInvalid, invalid: DEMO_MESSAGES.usdInvalid }).optional(),
  })
  .superRefine((order, ctx) => {
    if (order.quantity === undefined && order.usd === undefined) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: DEMO_MESSAGES.amountRequired });
    } else if (order.quantity !== undefined && order.usd !== undefined) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: DEMO_MESSAGES.oneAmount });
    }
  });
export type TDemoOrderRequest = z.input<typeof ZDemoOrderRequest>;

/** A limit or stop order: a coin quantity (→ units) and the price (→ cents) it waits for. */
export const ZDemoOpenOrderRequest = z.object({
  ...orderRequestFields,
  type: z.enum(DEMO_OPEN_ORDER_TYPES, DEMO_MESSAGES.typeRequired),
  quantity: ZQuantity,
  price: zMoney({ required: DEMO_MESSAGES.priceRequired, invalid: DEMO_MESSAGES.priceInvalid }),
});
export type TDemoOpenOrderRequest = z.input<typeof ZDemoOpenOrderRequest>;

export const ZDemoPosition = z.object({
  symbol: z.enum(PRICE_SYMBOLS),
  /** Coin quantity with 8 decimals, as text: never a float. */
  quantity: ZDecimal,
  averageCost: ZDollars,
  costBasis: ZDollars,
  /** The mid price now; null while prices are unavailable. */
  price: ZDollars.nullable(),
  marketValue: ZDollars.nullable(),
  unrealisedPnl: ZDollars.nullable(),
  unrealisedPnlPercent: z.number().nullable(),
});
export type TDemoPosition = z.infer<typeof ZDemoPosition>;

export const ZDemoAccount = z.object({
  isVirtual: z.literal(true),
  source: z.enum(PRICE_SOURCES),
  pricesAvailable: z.boolean(),
  startingCash: ZDollars,
  cash: ZDollars,
  positions: z.array(ZDemoPosition),
  /** Cash + positions at the mid price; null while prices are unavailable. */
  equity: ZDollars.nullable(),
  realisedPnl: ZDollars,
  unrealisedPnl: ZDollars.nullable(),
  startedAt: ZTimestamp,
  resetAt: ZTimestamp.nullable(),
});
export type TDemoAccount = z.infer<typeof ZDemoAccount>;

/** An order as the account lists it: which coin, which way. */
const orderFields = { id: z.string(), symbol: z.enum(PRICE_SYMBOLS), side: z.enum(DEMO_SIDES) };

export const ZDemoOrder = z.object({
  ...orderFields,
  quantity: ZDecimal,
  /** Execution price per coin, spread included. */
  price: ZDollars,
  /** The feed's mid price when the order was filled. */
  marketPrice: ZDollars,
  notional: ZDollars,
  /** Sells only: proceeds − the average cost of what was sold. */
  realisedPnl: ZDollars.nullable(),
  /** How it was placed: at the market, or a limit or stop order that reached its price. */
  type: z.enum(DEMO_ORDER_TYPES),
  createdAt: ZTimestamp,
});
export type TDemoOrder = z.infer<typeof ZDemoOrder>;

/** A limit or stop order waiting for its price; one that triggered but could not fill says why. */
export const ZDemoOpenOrder = z.object({
  ...orderFields,
  type: z.enum(DEMO_OPEN_ORDER_TYPES),
  quantity: ZDecimal,
  /** The limit or stop price per coin, in dollars. */
  price: ZDollars,
  createdAt: ZTimestamp,
  failedAt: ZTimestamp.nullable(),
  failedReason: z.string().nullable(),
});
export type TDemoOpenOrder = z.infer<typeof ZDemoOpenOrder>;
