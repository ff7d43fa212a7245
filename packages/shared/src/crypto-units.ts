import type { TCoin } from "./crypto-currencies.ts";

// Coin amounts in integer base units (satoshis, USDT's 6-decimal units, wei); BigInt where they
// could pass 2^53 (every wei amount does), and no float anywhere.

/**
 * Base-unit decimals of each coin, declared once: 1 BTC = 10^8 satoshis, 1 USDT = 10^6 units,
 * 1 ETH = 10^18 wei. Everything else (units per coin, parsing, formatting) derives from it.
 */
export const COIN_DECIMALS: Record<TCoin, number> = { BTC: 8, USDT_ERC20: 6, ETH: 18 };
/** Base units in one whole coin: 10^decimals. */
export const UNITS_PER_COIN: Record<TCoin, bigint> = {
  BTC: 10n ** BigInt(COIN_DECIMALS.BTC),
  USDT_ERC20: 10n ** BigInt(COIN_DECIMALS.USDT_ERC20),
  ETH: 10n ** BigInt(COIN_DECIMALS.ETH),
};
/**
 * Decimals shown to the payer: every satoshi, cents for USDT (its units below a cent are always 0
 * here), and 8 for ether (an ether quote is rounded up to 10^10 wei, so nothing below is ever hidden).
 */
export const COIN_SHOWN_DECIMALS: Record<TCoin, number> = { BTC: 8, USDT_ERC20: 2, ETH: 8 };
export const COIN_SYMBOLS: Record<TCoin, string> = { BTC: "BTC", USDT_ERC20: "USDT", ETH: "ETH" };

/** The wei an ether quote is rounded up to: its 8th decimal, as a payer's wallet shows it. */
const WEI_QUOTE_STEP = UNITS_PER_COIN.ETH / 10n ** BigInt(COIN_SHOWN_DECIMALS.ETH);

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

/**
 * Wei for `cents` at `centsPerEth`, rounded UP to the quote step (10^10 wei, the 8th decimal), so the
 * payer never sends less than the dollar amount and the amount shown is the amount asked.
 */
export function centsToWei(cents: number, centsPerEth: number): bigint {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError("cents must be a non-negative integer");
  if (!Number.isSafeInteger(centsPerEth) || centsPerEth <= 0) throw new RangeError("rate must be a positive integer");
  const step = BigInt(centsPerEth) * WEI_QUOTE_STEP;
  const numerator = BigInt(cents) * UNITS_PER_COIN.ETH;
  return ((numerator + step - 1n) / step) * WEI_QUOTE_STEP;
}

/** The coin amount owed for `cents`, in base units, and the rate used (cents per whole coin). */
export function coinUnitsFor(
  coin: TCoin,
  cents: number,
  centsPerCoin: number,
): { units: bigint; centsPerCoin: number } {
  if (coin === "BTC") return { units: BigInt(centsToSatoshis(cents, centsPerCoin)), centsPerCoin };
  if (coin === "ETH") return { units: centsToWei(cents, centsPerCoin), centsPerCoin };
  return { units: BigInt(centsToUsdtUnits(cents)), centsPerCoin: USDT_CENTS_PER_COIN };
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

/** What the payer sends, as shown: "0.01534210" BTC, "1000.50" USDT, "0.33333334" ETH. */
export function formatCoinAmount(coin: TCoin, units: number | bigint): string {
  return formatUnits(units, COIN_DECIMALS[coin], COIN_SHOWN_DECIMALS[coin]);
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
 * for the USDT token transfer (`ethereum:CONTRACT@CHAIN/transfer?address=ADDRESS&uint256=UNITS`) and
 * for a plain ether payment (`ethereum:ADDRESS@CHAIN?value=WEI`).
 */
export function paymentUri(coin: TCoin, address: string, units: number | bigint, token: TErc20Token): string {
  if (coin === "BTC") return `bitcoin:${address}?amount=${formatUnits(units, COIN_DECIMALS.BTC)}`;
  if (coin === "ETH") return `ethereum:${address}@${token.chainId}?value=${BigInt(units).toString()}`;
  return `ethereum:${token.contract}@${token.chainId}/transfer?address=${address}&uint256=${BigInt(units).toString()}`;
}
