import type { THeldAsset } from "@vaultline/shared";
import { COIN_DECIMALS, COIN_LABELS, COIN_SHOWN_DECIMALS, formatUnits, HELD_ASSETS } from "@vaultline/shared";
import { formatCents } from "../../../../lib/format.ts";

/** Decimals of each held asset's base unit: the coins' (satoshis, wei, USDT's 6), and cents. */
const DECIMALS: Record<THeldAsset, number> = {
  BTC: COIN_DECIMALS.BTC,
  ETH: COIN_DECIMALS.ETH,
  USDT: COIN_DECIMALS.USDT_ERC20,
  USD: 2,
};
/** Places shown, the coins' (ether to 8: below that nothing an admin acts on; USDT to cents). */
const SHOWN: Record<THeldAsset, number> = {
  BTC: COIN_SHOWN_DECIMALS.BTC,
  ETH: COIN_SHOWN_DECIMALS.ETH,
  USDT: COIN_SHOWN_DECIMALS.USDT_ERC20,
  USD: 2,
};

/** Base units as an admin reads them: "0.01534210 BTC", "1.25 ETH", "$1,234.50", "1000.00 USDT"; wei past 8 places are cut. */
export function formatAssetUnits(asset: THeldAsset, units: string | bigint): string {
  const value = BigInt(units);
  if (asset === "USD") return formatSignedCents(value);
  const cut = DECIMALS[asset] - SHOWN[asset];
  const shown = formatUnits(value / 10n ** BigInt(cut), SHOWN[asset]);
  return `${shown} ${asset}`;
}

/** Cents with a proper minus: "−$12.30". */
export function formatSignedCents(cents: string | bigint | number): string {
  const value = BigInt(cents);
  return value < 0n ? `−${formatCents(Number(-value))}` : formatCents(Number(value));
}

/** A base-unit amount typed by an admin ("0.015", "1,000.50") as base units, or null when it is not one. */
export function parseAssetUnits(asset: THeldAsset, text: string): string | null {
  const clean = text.replace(/[,\s$]/g, "");
  const match = /^(\d+)(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const decimals = DECIMALS[asset];
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) return null;
  const units = BigInt(match[1] ?? "0") * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
  return units > 0n ? units.toString() : null;
}

/** The coins named as everywhere (COIN_LABELS); USDT here is any USDT held, not only the ERC20 coin. */
export const ASSET_NAMES: Record<THeldAsset, string> = {
  BTC: COIN_LABELS.BTC.name,
  ETH: COIN_LABELS.ETH.name,
  USDT: "Tether (USDT)",
  USD: "US dollars",
};

/** Held assets as a select's options, by name. */
export const assetOptions = (assets: readonly THeldAsset[] = HELD_ASSETS) =>
  assets.map((a) => ({ value: a, label: ASSET_NAMES[a] }));
