import {
  COIN_DECIMALS,
  formatUnits,
  PAYOUT_COINS,
  type TPayoutCoin,
  TRANSPARENCY_MESSAGES,
  type TReserveAddress,
  type TReserveCoverage,
} from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { ReservesConfig } from "../../reserves-config.ts";

/** What the reserves need of a chain watcher: an address's balance per coin, and whether the chain is simulated. */
export type ReserveChain = {
  isSimulated: boolean;
  source(coin: TPayoutCoin): { addressBalance(address: string): Promise<bigint> } | null;
};

/** A chain that does not answer within this is reported as not read, not waited for. */
const READ_TIMEOUT_MS = 5_000;
/** Balances read from a chain are kept this long per process: a public page must not drive chain calls. */
const READ_CACHE_MS = 60_000;
/** USDT base units (6 decimals) per cent. */
const USDT_UNITS_PER_CENT = 10_000n;

const readCache = new WeakMap<ReserveChain, Map<string, { at: number; units: bigint }>>();

async function readBalance(chain: ReserveChain, coin: TPayoutCoin, address: string, now: number) {
  const source = chain.source(coin);
  if (!source) return { units: null, notRead: TRANSPARENCY_MESSAGES.reserveNotWatched };
  const cache = readCache.get(chain) ?? new Map();
  readCache.set(chain, cache);
  const key = `${coin}:${address}`;
  const cached = cache.get(key);
  if (cached && now - cached.at >= 0 && now - cached.at < READ_CACHE_MS) return { units: cached.units, notRead: null };
  let timer: NodeJS.Timeout | undefined;
  try {
    const units = await Promise.race([
      source.addressBalance(address),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), READ_TIMEOUT_MS);
      }),
    ]);
    cache.set(key, { at: now, units });
    return { units, notRead: null };
  } catch {
    return { units: null, notRead: TRANSPARENCY_MESSAGES.reserveReadFailed };
  } finally {
    clearTimeout(timer);
  }
}

/** What the plans hold of each coin, in its base units: satoshis, and the dollar part as USDT units. */
async function planHoldings(db: Db): Promise<Record<TPayoutCoin, bigint>> {
  const [row] = await queryRows<{ sats: string; cash: string }>(
    db,
    sql`SELECT coalesce(sum(sats), 0)::text AS sats, coalesce(sum(cash_cents), 0)::text AS cash FROM plans`,
  );
  return { BTC: BigInt(row?.sats ?? "0"), USDT_ERC20: BigInt(row?.cash ?? "0") * USDT_UNITS_PER_CENT };
}

/**
 * Each configured reserve address with its explorer page and, where a chain watcher runs, its
 * balance read from the chain; then per coin the coverage of the plans' holdings by the reserves.
 */
export async function readReserves(
  db: Db,
  config: ReservesConfig,
  chain: ReserveChain | undefined,
  now: Date,
): Promise<{ addresses: TReserveAddress[]; coverage: TReserveCoverage[]; isWatched: boolean }> {
  const addresses = await Promise.all(
    config.addresses.map(async ({ coin, address }): Promise<TReserveAddress> => {
      const read = chain
        ? await readBalance(chain, coin, address, now.getTime())
        : { units: null, notRead: TRANSPARENCY_MESSAGES.reserveNoWatcher };
      return {
        coin,
        address,
        explorerUrl: config.explorerUrls[coin].replace("{address}", encodeURIComponent(address)),
        balanceUnits: read.units === null ? null : read.units.toString(),
        balance: read.units === null ? null : formatUnits(read.units, COIN_DECIMALS[coin]),
        notRead: read.notRead,
      };
    }),
  );
  const held = await planHoldings(db);
  const coverage = PAYOUT_COINS.filter((coin) => addresses.some((a) => a.coin === coin)).map(
    (coin): TReserveCoverage => {
      const mine = addresses.filter((a) => a.coin === coin);
      const isAllRead = mine.every((a) => a.balanceUnits !== null);
      const reserve = mine.reduce((n, a) => n + BigInt(a.balanceUnits ?? "0"), 0n);
      const percent = isAllRead && held[coin] > 0n ? Number((reserve * 10_000n) / held[coin]) / 100 : null;
      return { coin, reserveUnits: reserve.toString(), heldUnits: held[coin].toString(), percent };
    },
  );
  return { addresses, coverage, isWatched: chain !== undefined };
}
