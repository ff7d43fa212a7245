import { formatMoney } from "@vaultline/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { treasuryReconciliations, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import {
  type AssetPosition,
  type HeldLine,
  type HoldingServices,
  type Owed,
  positions,
  readHeld,
  readInTransit,
  readOwed,
  type TreasuryAsset,
  type TreasuryPrices,
  treasuryPrices,
} from "./holdings.ts";

export type TreasuryView = {
  at: Date;
  prices: TreasuryPrices;
  owed: Owed;
  held: HeldLine[];
  transit: Awaited<ReturnType<typeof readInTransit>>;
  positions: AssetPosition[];
};

export type TreasuryServices = HoldingServices & { priceFeed: PriceFeed };

/** Owed against held, per asset, now. */
export async function readTreasury(services: TreasuryServices, now: Date): Promise<TreasuryView> {
  const [prices, owed, held, transit] = await Promise.all([
    treasuryPrices(services.priceFeed),
    readOwed(services.db),
    readHeld(services),
    readInTransit(services.db),
  ]);
  return { at: now, prices, owed, held, transit, positions: positions(owed, held, transit, prices) };
}

/** A shortfall beyond the tolerance (cents), or a balance that could not be read. */
export const isShort = (p: AssetPosition, toleranceCents: number) =>
  p.differenceCents < -BigInt(toleranceCents) || !p.isComplete;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const json = (v: unknown) => JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === "bigint" ? x.toString() : x)));

/**
 * The day's reconciliation: the figures of now stored per asset (a later run the same day replaces
 * them: the last look of the day counts), and, when an asset is short beyond the tolerance and it was
 * not already short at the last run, an e-mail to every admin. Returns the assets found short.
 */
export async function reconcile(
  services: TreasuryServices & { jobs: JobQueue; config: Pick<Config, "treasury" | "publicUrl"> },
  now: Date,
): Promise<TreasuryAsset[]> {
  const view = await readTreasury(services, now);
  const tolerance = services.config.treasury.toleranceCents;
  const short = view.positions.filter((p) => isShort(p, tolerance));
  await services.db.transaction(async (tx) => {
    const before = await latestShort(tx);
    for (const p of view.positions) {
      const row = {
        day: iso(now),
        asset: p.asset,
        owedUnits: p.owedUnits.toString(),
        heldUnits: p.heldUnits.toString(),
        transitUnits: p.transitUnits.toString(),
        differenceUnits: p.differenceUnits.toString(),
        priceCents: Number(p.priceCents),
        differenceCents: Number(p.differenceCents),
        isShort: isShort(p, tolerance),
        detail: json({
          owed: view.owed[p.asset],
          held: view.held.filter((l) => (l.asset === "USDT" ? "USD" : l.asset) === p.asset),
          owedCents: p.owedCents,
          heldCents: p.heldCents,
          isComplete: p.isComplete,
          usdtCents: view.prices.USDT,
          priceSource: view.prices.source,
        }),
        createdAt: now,
      };
      await tx
        .insert(treasuryReconciliations)
        .values(row)
        .onConflictDoUpdate({ target: [treasuryReconciliations.day, treasuryReconciliations.asset], set: row });
    }
    const newlyShort = short.filter((p) => !before.includes(p.asset));
    if (newlyShort.length === 0) return;
    const admins = await tx.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
    const lines = newlyShort.map(
      (p) =>
        `${p.asset}: ${p.isComplete ? `short by ${formatMoney(Number(-p.differenceCents))}` : "a balance could not be read"} (owed ${formatMoney(Number(p.owedCents))}, held ${formatMoney(Number(p.heldCents))}).`,
    );
    for (const admin of admins) {
      await services.jobs.enqueue(tx, sendMailJob, {
        to: admin.email,
        subject: "Treasury shortfall: the coins held do not cover the books",
        text: [
          "The treasury's reconciliation found holdings below what the books owe:",
          "",
          ...lines,
          "",
          `See ${services.config.publicUrl}/admin/treasury for each location's balance.`,
        ].join("\n"),
      });
    }
  });
  return short.map((p) => p.asset);
}

/** The assets short at the last stored reconciliation (what the admin banner shows). */
export async function latestShort(db: Db): Promise<TreasuryAsset[]> {
  const [last] = await db
    .select({ day: treasuryReconciliations.day })
    .from(treasuryReconciliations)
    .orderBy(desc(treasuryReconciliations.day))
    .limit(1);
  if (!last) return [];
  const rows = await db
    .select({ asset: treasuryReconciliations.asset })
    .from(treasuryReconciliations)
    .where(and(eq(treasuryReconciliations.day, last.day), eq(treasuryReconciliations.isShort, true)));
  return rows.map((r) => r.asset);
}

/** When the last stored reconciliation ran (null before the first). */
export async function lastReconciledAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${treasuryReconciliations.createdAt})` })
    .from(treasuryReconciliations);
  return row?.at ? new Date(row.at) : null;
}

/** The stored reconciliations of the last `days` days, newest first (for /transparency's history). */
export async function reconciliationHistory(db: Db, days: number) {
  return db
    .select()
    .from(treasuryReconciliations)
    .where(sql`${treasuryReconciliations.day} > (SELECT max(day) FROM treasury_reconciliations) - ${days}::int`)
    .orderBy(desc(treasuryReconciliations.day), treasuryReconciliations.asset);
}

type StoredDetail = {
  held?: { evidence: "onchain" | "exchange_api" | "declared"; asset: string; units: string | null }[];
  isComplete?: boolean;
  usdtCents?: string;
};

/** Percent with two decimals of `part` over `whole`; null when `whole` is nothing. */
const percentOf = (part: bigint, whole: bigint) => (whole > 0n ? Number((part * 10_000n) / whole) / 100 : null);

/**
 * The stored reconciliations of the last `days` days as /transparency publishes them, newest first:
 * per asset, the liabilities, the reserves by how they are known, what is in transit and the ratio.
 */
export async function coverageHistory(db: Db, days: number) {
  const rows = await reconciliationHistory(db, days);
  const byDay = new Map<string, ReturnType<typeof coverageOf>[]>();
  for (const row of rows) {
    const list = byDay.get(row.day) ?? [];
    list.push(coverageOf(row));
    byDay.set(row.day, list);
  }
  return [...byDay].map(([day, assets]) => ({ day, assets }));
}

function coverageOf(row: typeof treasuryReconciliations.$inferSelect) {
  const detail = (row.detail ?? {}) as StoredDetail;
  const usdtCents = BigInt(detail.usdtCents ?? "0");
  const reserves = { onchain: 0n, exchangeApi: 0n, declared: 0n };
  for (const line of detail.held ?? []) {
    const units = BigInt(line.units ?? "0");
    // USDT counts as dollars at its own price that day (6 decimals), as the reconciliation counted it.
    const counted = line.asset === "USDT" ? (units * usdtCents) / 1_000_000n : units;
    const kind = line.evidence === "exchange_api" ? "exchangeApi" : line.evidence;
    reserves[kind] += counted;
  }
  const owed = BigInt(row.owedUnits);
  const covered = BigInt(row.heldUnits) + BigInt(row.transitUnits);
  return {
    asset: row.asset,
    liabilitiesUnits: row.owedUnits,
    reserves: {
      onchain: reserves.onchain.toString(),
      exchangeApi: reserves.exchangeApi.toString(),
      declared: reserves.declared.toString(),
    },
    transitUnits: row.transitUnits,
    percent: percentOf(covered, owed),
    isComplete: detail.isComplete !== false,
    priceCents: row.priceCents,
  };
}
