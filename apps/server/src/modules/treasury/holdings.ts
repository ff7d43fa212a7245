import { UNITS_PER_COIN as COIN_UNITS, TREASURY_ASSETS, type TTreasuryAsset } from "@vaultline/shared";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { treasuryDeclaredBalances, treasuryLocations, treasuryTransfers } from "../../db/schema.ts";
import type { ChainWatch } from "../../lib/chain/index.ts";
import type { ExchangeAsset, ExchangeConnector } from "../../lib/exchange/index.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";

/** What the treasury reconciles: bitcoin (satoshis), ether (wei) and dollars (cents; USDT at its own price). */
export type TreasuryAsset = TTreasuryAsset;
/** What a location holds: the treasury's assets and USDT (counted in USD at USDT's market price). */
export type HeldAsset = ExchangeAsset;

/** Base units per whole asset: the coins' from their decimals (declared once, in shared), cents per dollar. */
export const UNITS_PER_COIN: Record<HeldAsset, bigint> = {
  BTC: COIN_UNITS.BTC,
  ETH: COIN_UNITS.ETH,
  USDT: COIN_UNITS.USDT_ERC20,
  USD: 100n,
};
const WEI_PER_GWEI = 1_000_000_000n;

export type TreasuryPrices = { BTC: bigint; ETH: bigint; USDT: bigint; at: Date; source: string };

/** Cents per whole coin of BTC, ETH and USDT from the feed; throws (503) when any is missing. */
export async function treasuryPrices(feed: PriceFeed): Promise<TreasuryPrices> {
  const [btc, eth, usdt] = await Promise.all([feed.spot("BTC"), feed.spot("ETH"), feed.spot("USDT")]);
  const at = [btc.at, eth.at, usdt.at].reduce((a, b) => (a < b ? a : b));
  return {
    BTC: BigInt(btc.usdCentsPerCoin),
    ETH: BigInt(eth.usdCentsPerCoin),
    USDT: BigInt(usdt.usdCentsPerCoin),
    at,
    source: feed.source,
  };
}

/** Cents that `units` of a held asset are worth (rounded down). */
export function centsOf(asset: HeldAsset, units: bigint, prices: TreasuryPrices): bigint {
  if (asset === "USD") return units;
  return (units * prices[asset]) / UNITS_PER_COIN[asset];
}

/** The asset a held asset counts toward: USDT counts as dollars. */
export const countsAs = (asset: HeldAsset): TreasuryAsset => (asset === "USDT" ? "USD" : asset);

export type Owed = {
  BTC: { plans: bigint };
  ETH: { plans: bigint };
  USD: { plans: bigint; wallets: bigint; withdrawals: bigint; depositsNotInvested: bigint };
};

/**
 * What the books owe, in base units: the plans' holdings (satoshis, gwei as wei, cash cents), the
 * members' wallet cash, withdrawals reserved but not yet paid, and deposits received on the chain
 * but not yet invested. Aggregates only: one pass over each table.
 */
export async function readOwed(db: Db): Promise<Owed> {
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`SELECT
      (SELECT coalesce(sum(sats), 0) FROM plans)::text AS sats,
      (SELECT coalesce(sum(gwei), 0) FROM plans)::text AS gwei,
      (SELECT coalesce(sum(cash_cents), 0) FROM plans)::text AS cash,
      (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries)::text AS wallets,
      (SELECT coalesce(sum(amount_cents), 0) FROM withdrawals WHERE status IN ('pending', 'approved'))::text AS withdrawals,
      (SELECT coalesce(sum(amount_cents), 0) FROM deposits
         WHERE status = 'pending' AND chain_state IN ('confirmed', 'exception'))::text AS received`,
  );
  const n = (key: string) => BigInt(row?.[key] ?? "0");
  return {
    BTC: { plans: n("sats") },
    ETH: { plans: n("gwei") * WEI_PER_GWEI },
    USD: { plans: n("cash"), wallets: n("wallets"), withdrawals: n("withdrawals"), depositsNotInvested: n("received") },
  };
}

export function owedTotal(owed: Owed, asset: TreasuryAsset): bigint {
  return Object.values(owed[asset]).reduce((a: bigint, b: bigint) => a + b, 0n);
}

export type HeldLine = {
  locationId: string | null;
  name: string;
  kind: "onchain" | "exchange" | "declared" | "deposits";
  /** How the balance is known, as /transparency shows it. */
  evidence: "onchain" | "exchange_api" | "declared";
  asset: HeldAsset;
  units: bigint | null;
  /** Why the balance could not be read (null when read). */
  notRead: string | null;
  simulated: boolean;
};

const CHAIN_COIN = { BTC: "BTC", ETH: "ETH", USDT: "USDT_ERC20" } as const;
const READ_TIMEOUT_MS = 5_000;

async function withTimeout<T>(p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), READ_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export type HoldingServices = { db: Db; chain: ChainWatch; exchange: ExchangeConnector | null };

/**
 * The members' deposit addresses, per coin. On the simulated chain, from its data (payments to the
 * addresses deposits were given, confirmed, less what transfers took out); on a live chain, each
 * address that received a payment is read.
 */
async function depositAddressLines(services: HoldingServices): Promise<HeldLine[]> {
  const { db, chain } = services;
  if (chain.mode === "off") return [];
  const lines: HeldLine[] = [];
  if (chain.mode === "simulated") {
    const rows = await queryRows<{ coin: string; units: string }>(
      db,
      sql`SELECT o.coin, coalesce(sum(o.units), 0)::text AS units FROM sim_chain_outputs o
          WHERE o.block_height IS NOT NULL AND NOT o.is_dropped
            AND o.address IN (SELECT pay_address FROM deposits WHERE pay_address IS NOT NULL)
          GROUP BY o.coin`,
    );
    const out = await queryRows<{ asset: string; units: string }>(
      db,
      sql`SELECT asset, sum(units)::text AS units FROM treasury_transfers WHERE from_location_id IS NULL GROUP BY asset`,
    );
    for (const asset of ["BTC", "ETH", "USDT"] as const) {
      const received = BigInt(rows.find((r) => r.coin === CHAIN_COIN[asset])?.units ?? "0");
      const sent = BigInt(out.find((r) => r.asset === asset)?.units ?? "0");
      if (received === 0n && sent === 0n) continue;
      lines.push(depositAddressesLine(asset, { units: received - sent, notRead: null, simulated: true }));
    }
    return lines;
  }
  for (const asset of ["BTC", "ETH", "USDT"] as const) {
    const addresses = await queryRows<{ address: string }>(
      db,
      sql`SELECT DISTINCT pay_address AS address FROM deposits
          WHERE pay_address IS NOT NULL AND currency = ${CHAIN_COIN[asset]} AND chain_state IN ('confirmed', 'invested', 'exception')`,
    );
    if (addresses.length === 0) continue;
    let units = 0n;
    let notRead: string | null = null;
    for (const { address } of addresses) {
      try {
        const balance = await withTimeout(chain.balanceOf(CHAIN_COIN[asset], address));
        if (balance === null) notRead = "No chain watcher reads this coin";
        units += balance ?? 0n;
      } catch {
        notRead = "The chain did not answer for every deposit address";
      }
      if (notRead) break;
    }
    lines.push(depositAddressesLine(asset, { units: notRead ? null : units, notRead, simulated: false }));
  }
  return lines;
}

/** Every active location's balance, read now (the chain, the exchange's API, the last confirmed declaration). */
export async function readHeld(services: HoldingServices): Promise<HeldLine[]> {
  const { db, chain, exchange } = services;
  const locations = await db.select().from(treasuryLocations).where(eq(treasuryLocations.status, "active"));
  const lines: HeldLine[] = await depositAddressLines(services);
  const exchangeBalances = exchange ? await withTimeout(exchange.fetchBalances()).catch(() => null) : undefined;
  const declared = await db
    .selectDistinctOn([treasuryDeclaredBalances.locationId])
    .from(treasuryDeclaredBalances)
    .where(eq(treasuryDeclaredBalances.status, "confirmed"))
    .orderBy(
      treasuryDeclaredBalances.locationId,
      sql`${treasuryDeclaredBalances.asOf} DESC`,
      sql`${treasuryDeclaredBalances.createdAt} DESC`,
    );
  for (const loc of locations) {
    if (loc.kind === "exchange") {
      for (const asset of ["BTC", "ETH", "USDT", "USD"] as const) {
        lines.push({
          locationId: loc.id,
          name: exchange?.name ?? loc.name,
          kind: "exchange",
          evidence: "exchange_api",
          asset,
          units: exchangeBalances ? exchangeBalances[asset] : null,
          notRead:
            exchangeBalances === undefined
              ? "No exchange is configured (EXCHANGE)"
              : exchangeBalances === null
                ? "The exchange did not answer"
                : null,
          simulated: exchange?.simulated ?? false,
        });
      }
    } else if (loc.kind === "onchain" && loc.asset && loc.asset !== "USD" && loc.address) {
      // balanceOf reads ether too (eth_getBalance live, the simulated chain's outputs), where no deposit source does.
      let units: bigint | null = null;
      let notRead: string | null = null;
      if (chain.mode === "off") notRead = "No chain watcher reads this coin";
      else {
        try {
          units = await withTimeout(chain.balanceOf(CHAIN_COIN[loc.asset], loc.address));
          if (units === null) notRead = "No chain watcher reads this coin";
        } catch {
          notRead = "The chain did not answer";
        }
      }
      lines.push({
        locationId: loc.id,
        name: loc.name,
        kind: "onchain",
        evidence: "onchain",
        asset: loc.asset,
        units,
        notRead,
        simulated: chain.isSimulated,
      });
    } else if (loc.kind === "declared" && loc.asset) {
      const last = declared.find((d) => d.locationId === loc.id);
      lines.push({
        locationId: loc.id,
        name: loc.name,
        kind: "declared",
        evidence: "declared",
        asset: loc.asset,
        units: last ? BigInt(last.units) : null,
        notRead: last ? null : "No confirmed declaration yet",
        simulated: false,
      });
    }
  }
  return lines;
}

/** Units in transit per held asset: transfers recorded and not yet seen confirmed. */
export async function readInTransit(db: Db): Promise<Record<HeldAsset, bigint>> {
  const rows = await db
    .select({ asset: treasuryTransfers.asset, units: sql<string>`sum(${treasuryTransfers.units})::text` })
    .from(treasuryTransfers)
    .where(eq(treasuryTransfers.status, "in_transit"))
    .groupBy(treasuryTransfers.asset);
  const out: Record<HeldAsset, bigint> = { BTC: 0n, ETH: 0n, USDT: 0n, USD: 0n };
  for (const r of rows) out[r.asset] = BigInt(r.units);
  return out;
}

export type AssetPosition = {
  asset: TreasuryAsset;
  owedUnits: bigint;
  heldUnits: bigint;
  transitUnits: bigint;
  /** held + in transit − owed: positive a surplus, negative a shortfall. */
  differenceUnits: bigint;
  priceCents: bigint;
  owedCents: bigint;
  heldCents: bigint;
  differenceCents: bigint;
  /** Every location's balance could be read. */
  isComplete: boolean;
};

/** Owed against held per asset, in units and cents; USDT and in-transit USDT count as dollars at USDT's price. */
export function positions(
  owed: Owed,
  held: HeldLine[],
  transit: Record<HeldAsset, bigint>,
  prices: TreasuryPrices,
): AssetPosition[] {
  return TREASURY_ASSETS.map((asset) => {
    const mine = held.filter((l) => countsAs(l.asset) === asset);
    const toUnits = (a: HeldAsset, u: bigint) => (a === "USDT" ? centsOf("USDT", u, prices) : u);
    const heldUnits = mine.reduce((n, l) => n + toUnits(l.asset, l.units ?? 0n), 0n);
    const transitUnits = asset === "USD" ? transit.USD + centsOf("USDT", transit.USDT, prices) : transit[asset];
    const owedUnits = owedTotal(owed, asset);
    const differenceUnits = heldUnits + transitUnits - owedUnits;
    const price = asset === "USD" ? 100n : prices[asset];
    return {
      asset,
      owedUnits,
      heldUnits,
      transitUnits,
      differenceUnits,
      priceCents: price,
      owedCents: centsOf(asset, owedUnits, prices),
      heldCents: centsOf(asset, heldUnits + transitUnits, prices),
      differenceCents: asset === "USD" ? differenceUnits : (differenceUnits * price) / UNITS_PER_COIN[asset],
      isComplete: mine.every((l) => l.units !== null),
    };
  });
}

/** Locations for the list of RESERVE_ADDRESSES: the ones not yet recorded are created active (origin config). */
export async function syncConfiguredAddresses(
  db: Db,
  addresses: { coin: string; address: string }[],
  now: Date,
): Promise<number> {
  let created = 0;
  for (const { coin, address } of addresses) {
    const asset = coin === "USDT_ERC20" ? "USDT" : (coin as "BTC" | "ETH");
    const [found] = await db
      .select({ id: treasuryLocations.id })
      .from(treasuryLocations)
      .where(
        and(
          eq(treasuryLocations.asset, asset),
          eq(treasuryLocations.address, address),
          inArray(treasuryLocations.status, ["proposed", "active"]),
        ),
      );
    if (found) continue;
    await db.insert(treasuryLocations).values({
      name: `Reserve address (${coin})`,
      kind: "onchain",
      asset,
      address,
      status: "active",
      origin: "config",
      createdAt: now,
    });
    created++;
  }
  return created;
}

/** The exchange account location exists (active, origin config) whenever an exchange is configured. */
export async function syncExchangeLocation(db: Db, exchange: ExchangeConnector | null, now: Date): Promise<void> {
  if (!exchange) return;
  const [found] = await db
    .select({ id: treasuryLocations.id })
    .from(treasuryLocations)
    .where(and(eq(treasuryLocations.kind, "exchange"), isNull(treasuryLocations.asset)));
  if (found) return;
  await db.insert(treasuryLocations).values({
    name: exchange.name,
    kind: "exchange",
    status: "active",
    origin: "config",
    createdAt: now,
  });
}

/** The line of what the members' deposit addresses hold of an asset (no location of its own). */
function depositAddressesLine(
  asset: HeldLine["asset"],
  read: Pick<HeldLine, "units" | "notRead" | "simulated">,
): HeldLine {
  return {
    locationId: null,
    name: "Members' deposit addresses",
    kind: "deposits",
    evidence: "onchain",
    asset,
    ...read,
  };
}
