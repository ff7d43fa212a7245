import type { TCryptoCurrency } from "./crypto-currencies.ts";

// Coin amounts in integer base units (satoshis, USDT's 6-decimal units); BigInt where products
// could pass 2^53, and no float anywhere.

/** Base-unit decimals of each coin: 1 BTC = 10^8 satoshis, 1 USDT = 10^6 units. */
export const COIN_DECIMALS: Record<TCryptoCurrency, number> = { BTC: 8, USDT_ERC20: 6 };
/** Decimals shown to the payer: every satoshi, and cents for USDT (its units below a cent are always 0 here). */
export const COIN_SHOWN_DECIMALS: Record<TCryptoCurrency, number> = { BTC: 8, USDT_ERC20: 2 };
export const COIN_SYMBOLS: Record<TCryptoCurrency, string> = { BTC: "BTC", USDT_ERC20: "USDT" };

/** USDT is a dollar stablecoin: quoted 1:1, $1.00 = 1 USDT. */
export const USDT_CENTS_PER_COIN = 100;

/**
 * Satoshis for `cents` at `centsPerBtc`, rounded UP to the next satoshi, so the payer never sends
 * less than the dollar amount.
 */
export function centsToSatoshis(cents: number, centsPerBtc: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError("cents must be a non-negative integer");
  if (!Number.isSafeInteger(centsPerBtc) || centsPerBtc <= 0) throw new RangeError("rate must be a positive integer");
  const numerator = BigInt(cents) * 100_000_000n;
  const rate = BigInt(centsPerBtc);
  const sats = (numerator + rate - 1n) / rate;
  if (sats > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("amount too large");
  return Number(sats);
}

/** USDT base units (6 decimals) for `cents`: exact, 1 cent = 10,000 units. */
export function centsToUsdtUnits(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError("cents must be a non-negative integer");
  const units = BigInt(cents) * 10_000n;
  if (units > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("amount too large");
  return Number(units);
}

/** The coin amount owed for `cents`, and the rate used (cents per whole coin). */
export function coinUnitsFor(
  currency: TCryptoCurrency,
  cents: number,
  centsPerCoin: number,
): { units: number; centsPerCoin: number } {
  return currency === "BTC"
    ? { units: centsToSatoshis(cents, centsPerCoin), centsPerCoin }
    : { units: centsToUsdtUnits(cents), centsPerCoin: USDT_CENTS_PER_COIN };
}

/**
 * Base units as a decimal string with `decimals` places: (1534210, 8) → "0.01534210".
 * `shown` drops trailing zero places down to that many (never a non-zero digit).
 */
export function formatUnits(units: number | bigint, decimals: number, shown = decimals): string {
  const value = BigInt(units);
  const sign = value < 0n ? "-" : "";
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  while (fraction.length > shown && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** What the payer sends, as shown: "0.01534210" BTC, "1000.50" USDT. */
export function formatCoinAmount(currency: TCryptoCurrency, units: number): string {
  return formatUnits(units, COIN_DECIMALS[currency], COIN_SHOWN_DECIMALS[currency]);
}

/** What a payout delivers: the coin amount less the network fee estimate (none estimated: all of it). */
export function arrivingUnits(coinUnits: number, networkFeeUnits: number | null): number {
  return coinUnits - (networkFeeUnits ?? 0);
}

/** Where a USDT-ERC20 payment goes on chain: the token contract and the chain id (EIP-155). */
export type TErc20Token = { contract: string; chainId: number };

/** The official USDT contract on Ethereum mainnet (chain 1). */
export const USDT_MAINNET: TErc20Token = { contract: "0xdAC17F958D2ee523a2206206994597C13D831ec7", chainId: 1 };

/**
 * What a wallet's QR scanner reads: BIP21 for Bitcoin (`bitcoin:ADDRESS?amount=0.01534210`), EIP-681
 * for the USDT token transfer (`ethereum:CONTRACT@CHAIN/transfer?address=ADDRESS&uint256=UNITS`).
 */
export function paymentUri(currency: TCryptoCurrency, address: string, units: number, token: TErc20Token): string {
  if (currency === "BTC") return `bitcoin:${address}?amount=${formatUnits(units, 8)}`;
  return `ethereum:${token.contract}@${token.chainId}/transfer?address=${address}&uint256=${BigInt(units).toString()}`;
}
