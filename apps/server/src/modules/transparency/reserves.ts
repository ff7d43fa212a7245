import {
  COIN_DECIMALS,
  COINS,
  formatUnits,
  type TCoin,
  TRANSPARENCY_MESSAGES,
  type TReserveAddress,
  type TReserveCoverage,
} from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { ReservesConfig } from "../../reserves-config.ts";

/** What the reserves need of a chain watcher: an address's balance per coin (null: not watched), and whether the chain is simulated. */
export type ReserveChain = {
  isSimulated: boolean;
  balanceOf(coin: TCoin, address: string): Promise<bigint | null>;
};

/** A chain that does not answer within this is reported as not read, not waited for. */
const READ_TIMEOUT_MS = 5_000;
/** Balances read from a chain are kept this long per process: a public page must not drive chain calls. */
const READ_CACHE_MS = 60_000;
/** USDT base units (6 decimals) per cent. */
const USDT_UNITS_PER_CENT = 10_000n;

const readCache = new WeakMap<ReserveChain, Map<string, { at: number; units: bigint }>>();

async function readBalance(chain: ReserveChain, coin: TCoin, address: string, now: number) {
  const cache = readCache.get(chain) ?? new Map();
  readCache.set(chain, cache);
  const key = `${coin}:${address}`;
  const cached = cache.get(key);
  if (cached && now - cached.at >= 0 && now - cached.at < READ_CACHE_MS) return { units: cached.units, notRead: null };
  let timer: NodeJS.Timeout | undefined;
  try {
    const units = await Promise.race([
      chain.balanceOf(coin, address),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), READ_TIMEOUT_MS);
      }),
    ]);
    if (units === null) return { units: null, notRead: TRANSPARENCY_MESSAGES.reserveNotWatched };
    cache.set(key, { at: now, units });
    return { units, notRead: null };
  } catch {
    return { units: null, notRead: TRANSPARENCY_MESSAGES.reserveReadFailed };
  } finally {
    clearTimeout(timer);
  }
}

/** Wei per gwei: the plans hold ether in gwei. */
const WEI_PER_GWEI = 1_000_000_000n;

/** What the plans hold of each coin, in its base units: satoshis, wei, and the dollar part as USDT units. */
async function planHoldings(db: Db): Promise<Record<TCoin, bigint>> {
  const [row] = await queryRows<{ sats: string; gwei: string; cash: string }>(
    db,
    sql`SELECT coalesce(sum(sats), 0)::text AS sats, coalesce(sum(gwei), 0)::text AS gwei,
          coalesce(sum(cash_cents), 0)::text AS cash FROM plans`,
  );
  return {
    BTC: BigInt(row?.sats ?? "0"),
    ETH: BigInt(row?.gwei ?? "0") * WEI_PER_GWEI,
    USDT_ERC20: BigInt(row?.cash ?? "0") * USDT_UNITS_PER_CENT,
  };
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
  const coverage = COINS.filter((coin) => addresses.some((a) => a.coin === coin)).map((coin): TReserveCoverage => {
    const mine = addresses.filter((a) => a.coin === coin);
    const isAllRead = mine.every((a) => a.balanceUnits !== null);
    const reserve = mine.reduce((n, a) => n + BigInt(a.balanceUnits ?? "0"), 0n);
    const percent = isAllRead && held[coin] > 0n ? Number((reserve * 10_000n) / held[coin]) / 100 : null;
    return { coin, reserveUnits: reserve.toString(), heldUnits: held[coin].toString(), percent };
  });
  return { addresses, coverage, isWatched: chain !== undefined };
}
