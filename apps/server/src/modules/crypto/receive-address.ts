import type { HDKey } from "@scure/bip32";
import type { TCoin } from "@vaultline/shared";
import { eq, sql } from "drizzle-orm";
import type { ChainWatchMode } from "../../chain-config.ts";
import { type Chain, type CryptoConfig, parseAccountKey } from "../../crypto-config.ts";
import { type Db, queryRows, returnedRow } from "../../db/client.ts";
import { cryptoAddressCounters, cryptoAddresses } from "../../db/schema.ts";
import { deriveAddress } from "../../lib/hd-wallet.ts";

export type ReceiveAddress = { address: string; addressId: string | null; index: number | null };

/** Ether and USDT-ERC20 share Ethereum's chain: the same extended key, derivation and index counter. */
export const chainOf = (coin: TCoin): Chain => (coin === "BTC" ? "btc" : "eth");

/**
 * The simulated network's addresses when no extended key is configured: one per quote, and not valid
 * on any real network, so no wallet can pay to one by mistake.
 */
export const SIMULATED_ADDRESS_PREFIX: Record<Chain, string> = {
  btc: "bc1qsimulated0no0real0coins0",
  eth: "0xSimulated0NoRealCoins0",
};

export function isSimulatedAddress(address: string): boolean {
  return Object.values(SIMULATED_ADDRESS_PREFIX).some((prefix) => address.startsWith(prefix));
}

/** How receive addresses are handed out, beyond the keys: watched on which chain, reused after how long. */
export type AddressPolicy = { mode: ChainWatchMode; watchWindowMs: number };

/** The account public key of the coin's chain (CRYPTO_BTC_XPUB, or CRYPTO_ETH_XPUB for USDT and ether). */
const xpubOf = (config: CryptoConfig, coin: TCoin) => (chainOf(coin) === "btc" ? config.btcXpub : config.ethXpub);

/** Whether payments in `coin` get a fresh address (its extended public key is configured). */
export function hasFreshAddresses(config: CryptoConfig, coin: TCoin): boolean {
  return xpubOf(config, coin) !== undefined;
}

/**
 * The configured address every member shares (no extended key for that chain); ether shares the
 * USDT-ERC20 one, an Ethereum address like it.
 */
export function sharedAddress(config: CryptoConfig, coin: TCoin): string {
  return coin === "BTC" ? config.btcAddress : config.usdtErc20Address;
}

const parsedKeys = new Map<string, HDKey>();

function accountKey(text: string, chain: Chain, config: CryptoConfig): HDKey {
  const cacheKey = `${chain}:${config.chainNet}:${text}`;
  let key = parsedKeys.get(cacheKey);
  if (!key) {
    key = parseAccountKey(text, chain, config.chainNet);
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
  coin: TCoin,
  userId: string,
  policy: AddressPolicy & { now: Date },
): Promise<ReceiveAddress> {
  const xpub = xpubOf(config, coin);
  const isSimulated = policy.mode === "simulated" && xpub === undefined;
  if (xpub === undefined && !isSimulated) {
    return { address: sharedAddress(config, coin), addressId: null, index: null };
  }
  const chain = isSimulated ? (`${chainOf(coin)}-sim` as const) : chainOf(coin);
  // Only a watched chain knows that an expired quote's address never received anything.
  if (policy.mode !== "off") {
    const reused = await reusableAddress(tx, chain, userId, new Date(policy.now.getTime() - policy.watchWindowMs));
    if (reused) return reused;
  }
  const [counter] = await tx
    .update(cryptoAddressCounters)
    .set({ nextIndex: sql`${cryptoAddressCounters.nextIndex} + 1` })
    .where(eq(cryptoAddressCounters.chain, chain))
    .returning({ next: cryptoAddressCounters.nextIndex });
  if (!counter) throw new Error(`no address counter for ${chain}`);
  const index = counter.next - 1;
  const address =
    xpub === undefined
      ? `${SIMULATED_ADDRESS_PREFIX[chainOf(coin)]}${String(index).padStart(6, "0")}`
      : deriveAddress(chainOf(coin), accountKey(xpub, chainOf(coin), config), index, config.chainNet);
  const row = returnedRow(
    await tx
      .insert(cryptoAddresses)
      .values({ chain, derivationIndex: index, address, userId })
      .returning({ id: cryptoAddresses.id }),
    "address insert",
  );
  return { address, addressId: row.id, index };
}

/**
 * The lowest-index address whose quotes all expired unpaid before `quietSince` (the end of their
 * monitoring window), that no payment ever reached and no deposit or course payment still holds.
 * Handing it out again keeps the unused gap short: a wallet that stops scanning after 20 unused
 * addresses still finds every payment (docs/payments.md, "Address gap"). The row is locked, so two
 * quotes cannot both take it.
 */
async function reusableAddress(
  tx: Db,
  chain: string,
  userId: string,
  quietSince: Date,
): Promise<ReceiveAddress | null> {
  const [row] = await queryRows<{ id: string; address: string; derivation_index: number }>(
    tx,
    sql`SELECT a.id, a.address, a.derivation_index FROM crypto_addresses a
        WHERE a.chain = ${chain}
          AND NOT EXISTS (
            SELECT 1 FROM crypto_quotes q WHERE q.address_id = a.id
              AND (q.expires_at > ${quietSince}
                OR (q.used_by IS NOT NULL AND NOT EXISTS (
                  SELECT 1 FROM deposits d WHERE d.id = q.used_by AND d.chain_state = 'expired'))))
          AND NOT EXISTS (SELECT 1 FROM chain_payments p WHERE p.address = a.address)
        ORDER BY a.derivation_index
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
  );
  if (!row) return null;
  await tx.update(cryptoAddresses).set({ userId }).where(eq(cryptoAddresses.id, row.id));
  return { address: row.address, addressId: row.id, index: row.derivation_index };
}

/**
 * The fresh addresses of deposit quotes not yet used by a deposit, whose quote expired after
 * `since`: a member may pay before confirming the deposit, and a chain source that follows blocks
 * (live ether) must look for those payments as the blocks pass (docs/payments.md, "Live ether").
 */
export async function openQuoteAddresses(db: Db, coin: TCoin, since: Date): Promise<string[]> {
  const rows = await queryRows<{ address: string }>(
    db,
    sql`SELECT DISTINCT address FROM crypto_quotes
        WHERE purpose = 'deposit' AND currency = ${coin} AND address_id IS NOT NULL
          AND used_by IS NULL AND expires_at > ${since}`,
  );
  return rows.map((r) => r.address);
}
