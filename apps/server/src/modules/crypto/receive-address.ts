import type { HDKey } from "@scure/bip32";
import type { TCryptoCurrency } from "@vaultline/shared";
import { eq, sql } from "drizzle-orm";
import { type Chain, type CryptoConfig, parseAccountKey } from "../../crypto-config.ts";
import type { Db } from "../../db/client.ts";
import { cryptoAddressCounters, cryptoAddresses } from "../../db/schema.ts";
import { deriveAddress } from "../../lib/hd-wallet.ts";

export type ReceiveAddress = { address: string; addressId: string | null; index: number | null };

export const chainOf = (currency: TCryptoCurrency): Chain => (currency === "BTC" ? "btc" : "eth");

/** Whether payments in `currency` get a fresh address (its extended public key is configured). */
export function hasFreshAddresses(config: CryptoConfig, currency: TCryptoCurrency): boolean {
  return (currency === "BTC" ? config.btcXpub : config.ethXpub) !== undefined;
}

/** The configured address every member shares (no extended key for that chain). */
export function sharedAddress(config: CryptoConfig, currency: TCryptoCurrency): string {
  return currency === "BTC" ? config.btcAddress : config.usdtErc20Address;
}

const parsedKeys = new Map<string, HDKey>();

function accountKey(text: string, chain: Chain, config: CryptoConfig): HDKey {
  const cacheKey = `${chain}:${config.network}:${text}`;
  let key = parsedKeys.get(cacheKey);
  if (!key) {
    key = parseAccountKey(text, chain, config.network);
    parsedKeys.set(cacheKey, key);
  }
  return key;
}

/**
 * The receive address of a new quote: with an extended key, the next index of the chain (taken by one
 * atomic increment, so two payments never share one, even across app processes) and its derived
 * address, recorded once; without one, the shared configured address. Runs in the caller's
 * transaction: a rolled-back quote gives its index back unseen.
 */
export async function allocateReceiveAddress(
  tx: Db,
  config: CryptoConfig,
  currency: TCryptoCurrency,
  userId: string,
): Promise<ReceiveAddress> {
  const xpub = currency === "BTC" ? config.btcXpub : config.ethXpub;
  if (xpub === undefined) return { address: sharedAddress(config, currency), addressId: null, index: null };
  const chain = chainOf(currency);
  const [counter] = await tx
    .update(cryptoAddressCounters)
    .set({ nextIndex: sql`${cryptoAddressCounters.nextIndex} + 1` })
    .where(eq(cryptoAddressCounters.chain, chain))
    .returning({ next: cryptoAddressCounters.nextIndex });
  if (!counter) throw new Error(`no address counter for ${chain}`);
  const index = counter.next - 1;
  const address = deriveAddress(chain, accountKey(xpub, chain, config), index, config.network);
  const [row] = await tx
    .insert(cryptoAddresses)
    .values({ chain, derivationIndex: index, address, userId })
    .returning({ id: cryptoAddresses.id });
  if (!row) throw new Error("address insert returned nothing");
  return { address, addressId: row.id, index };
}
