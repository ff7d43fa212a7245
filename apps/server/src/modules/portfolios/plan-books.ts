import { UNITS_PER_COIN } from "@vaultline/shared";

/**
 * The arithmetic of a plan's books, in integers only (BigInt): holdings in satoshis, gwei and cents,
 * units in micro-units (6 decimals), NAV per unit in micro-dollars, prices in cents per whole coin.
 * ETH is held in gwei (1e-9 ETH) rather than wei: a gwei is worth far less than a cent at any
 * plausible price, and gwei amounts of any plan fit PostgreSQL's bigint where wei would not.
 *
 * Values are compared exactly in nanocents (1e-9 cent): a satoshi × cents-per-BTC is 1e-8 cent, a
 * gwei × cents-per-ETH is 1e-9 cent. Every rounding keeps value in the plan (for the holders who
 * stay), never creates it.
 */

export const SATS_PER_BTC = UNITS_PER_COIN.BTC;
export const GWEI_PER_ETH = 1_000_000_000n;
export const NANOCENTS_PER_CENT = 1_000_000_000n;
/** One unit at $1.00, in micro-dollars: the first unit of every plan costs this. */
export const FIRST_NAV_MICRO = 1_000_000n;
/** A daily fee is 1/365 of the yearly rate in basis points: fraction feeBp / FEE_DAY_DIVISOR. */
const FEE_DAY_DIVISOR = 10_000n * 365n;

export type Holdings = { sats: bigint; gwei: bigint; cashCents: bigint };
/** Holdings, units outstanding, and the NAV at the last transaction (what an empty plan's unit costs). */
export type Book = Holdings & { unitsMicro: bigint; navMicro: bigint };
export type Prices = { btcCents: bigint; ethCents: bigint };
export type Weights = { BTC: number; ETH: number; USD: number };
/** A signed change of a book; `amountCents` is the money in, credited, or taken as fee. */
export type Delta = Holdings & { unitsMicro: bigint; amountCents: bigint };

const ZERO_DELTA: Delta = { sats: 0n, gwei: 0n, cashCents: 0n, unitsMicro: 0n, amountCents: 0n };

function ceilDiv(a: bigint, b: bigint): bigint {
  return a <= 0n ? a / b : (a + b - 1n) / b;
}

function coinNanocents(h: Pick<Holdings, "sats" | "gwei">, p: Prices): bigint {
  return h.sats * p.btcCents * 10n + h.gwei * p.ethCents;
}

/** The exact market value of holdings in nanocents. */
export function valueNanocents(h: Holdings, p: Prices): bigint {
  return coinNanocents(h, p) + h.cashCents * NANOCENTS_PER_CENT;
}

/** The market value of holdings in whole cents (rounded down). */
export function valueCents(h: Holdings, p: Prices): bigint {
  return valueNanocents(h, p) / NANOCENTS_PER_CENT;
}

/** NAV per unit in micro-dollars (rounded down): value ÷ units; an empty plan keeps its last NAV. */
export function navMicro(book: Book, p: Prices): bigint {
  if (book.unitsMicro === 0n) return book.navMicro;
  // nanocents × 10 ÷ micro-units = micro-dollars per unit.
  return (valueNanocents(book, p) * 10n) / book.unitsMicro;
}

/** Dollars (cents, rounded down) that micro-units are worth at a NAV. */
export function unitsValueCents(unitsMicro: bigint, nav: bigint): bigint {
  return (unitsMicro * nav) / 10_000_000_000n;
}

/** Micro-units that cents buy at a NAV (rounded down). */
export function unitsForCents(cents: bigint, nav: bigint): bigint {
  return (cents * 10_000_000_000n) / nav;
}

export function applyDelta(book: Book, d: Delta, nav: bigint): Book {
  const next = {
    sats: book.sats + d.sats,
    gwei: book.gwei + d.gwei,
    cashCents: book.cashCents + d.cashCents,
    unitsMicro: book.unitsMicro + d.unitsMicro,
    navMicro: nav,
  };
  if (next.sats < 0n || next.gwei < 0n || next.cashCents < 0n || next.unitsMicro < 0n) {
    throw new Error("a plan transaction would take holdings below zero");
  }
  return next;
}

/** Money split at the target weights (cash takes the cents left over), bought at the prices. */
function splitAtWeights(cents: bigint, w: Weights, p: Prices): Holdings {
  const btc = (cents * BigInt(w.BTC)) / 100n;
  const eth = (cents * BigInt(w.ETH)) / 100n;
  return {
    sats: (btc * SATS_PER_BTC) / p.btcCents,
    gwei: (eth * GWEI_PER_ETH) / p.ethCents,
    cashCents: cents - btc - eth,
  };
}

/** A deposit of `cents` buys units at the NAV of the moment; the money is split at the target weights. */
export function buy(book: Book, p: Prices, w: Weights, cents: bigint): { delta: Delta; nav: bigint } {
  const nav = navMicro(book, p);
  if (nav <= 0n || cents <= 0n) throw new Error("a buy needs a positive amount and NAV");
  const bought = splitAtWeights(cents, w, p);
  return { delta: { ...bought, unitsMicro: unitsForCents(cents, nav), amountCents: cents }, nav };
}

/**
 * Takes `cents` of value out of the plan: the fraction num/den of each coin holding is sold and the
 * rest comes from cash. Selling coins to the nearest satoshi or gwei can leave cash short by a few
 * cents (or, when the plan holds no cash, over): then a little more coin is sold, so cash never goes
 * below zero. The value removed is `cents` plus less than one cent of coin dust.
 */
function takeValue(book: Book, p: Prices, num: bigint, den: bigint, cents: bigint): Holdings {
  let sats = (book.sats * num) / den;
  let gwei = (book.gwei * num) / den;
  const cashOut = () => cents - coinNanocents({ sats, gwei }, p) / NANOCENTS_PER_CENT;
  for (let i = 0; i < 8 && cashOut() > book.cashCents; i++) {
    const shortNanocents = (cashOut() - book.cashCents) * NANOCENTS_PER_CENT;
    if (sats < book.sats) {
      sats += ceilDiv(shortNanocents, p.btcCents * 10n) + 1n;
      if (sats > book.sats) sats = book.sats;
    } else if (gwei < book.gwei) {
      gwei += ceilDiv(shortNanocents, p.ethCents) + 1n;
      if (gwei > book.gwei) gwei = book.gwei;
    } else break;
  }
  const cash = cashOut();
  if (cash > book.cashCents) throw new Error("the plan cannot pay this out of its holdings");
  return { sats: -sats, gwei: -gwei, cashCents: -cash };
}

/** Moving units to the wallet: credited units × NAV (cents, rounded down), sold from every holding alike. */
export function sell(book: Book, p: Prices, unitsMicro: bigint): { delta: Delta; nav: bigint } {
  if (unitsMicro <= 0n || unitsMicro > book.unitsMicro) throw new Error("a sell needs units the plan has");
  const nav = navMicro(book, p);
  const credited = unitsValueCents(unitsMicro, nav);
  const taken = takeValue(book, p, unitsMicro, book.unitsMicro, credited);
  return { delta: { ...taken, unitsMicro: -unitsMicro, amountCents: credited }, nav };
}

/** One day's fee: 1/365 of the yearly rate of the plan's value (cents, rounded down), from every holding alike. */
export function dailyFee(book: Book, p: Prices, feeBp: number): { delta: Delta; nav: bigint } {
  const nav = navMicro(book, p);
  const fee = (valueNanocents(book, p) * BigInt(feeBp)) / FEE_DAY_DIVISOR / NANOCENTS_PER_CENT;
  if (fee <= 0n) return { delta: ZERO_DELTA, nav };
  const taken = takeValue(book, p, BigInt(feeBp), FEE_DAY_DIVISOR, fee);
  return { delta: { ...taken, unitsMicro: 0n, amountCents: fee }, nav };
}

/**
 * A trading cost charged to the plan (`cents`: a fill's slippage and fee; negative, a fill better than
 * the books' price): a cost is paid from the cash first, then from the coins; a gain is added to the
 * cash. The next rebalance brings the weights back.
 */
export function tradingCost(book: Book, p: Prices, cents: bigint): { delta: Delta; nav: bigint } {
  const nav = navMicro(book, p);
  if (cents === 0n) return { delta: ZERO_DELTA, nav };
  const moved = cents < 0n ? { sats: 0n, gwei: 0n, cashCents: -cents } : takeValue(book, p, 0n, 1n, cents);
  return { delta: { ...moved, unitsMicro: 0n, amountCents: cents }, nav };
}

/** Back to the target weights at the prices: each coin is set to its share of the value, cash takes the rest. */
export function rebalance(book: Book, p: Prices, w: Weights): { delta: Delta; nav: bigint } {
  const nav = navMicro(book, p);
  const value = valueNanocents(book, p);
  const sats = (value * BigInt(w.BTC)) / (100n * p.btcCents * 10n);
  const gwei = (value * BigInt(w.ETH)) / (100n * p.ethCents);
  const cashCents = (value - coinNanocents({ sats, gwei }, p)) / NANOCENTS_PER_CENT;
  return {
    delta: {
      sats: sats - book.sats,
      gwei: gwei - book.gwei,
      cashCents: cashCents - book.cashCents,
      unitsMicro: 0n,
      amountCents: 0n,
    },
    nav,
  };
}

export function isZeroDelta(d: Delta): boolean {
  return d.sats === 0n && d.gwei === 0n && d.cashCents === 0n && d.unitsMicro === 0n && d.amountCents === 0n;
}

/** Micro-dollars per unit to the wire's dollars with 6 decimals. */
export function navToNumber(nav: bigint): number {
  return Number(nav) / 1_000_000;
}
