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
): Promise<string[]> {
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
export async function latestShort(db: Db): Promise<string[]> {
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

/** The stored reconciliations of the last `days` days, newest first (for /transparency's history). */
export async function reconciliationHistory(db: Db, days: number) {
  return db
    .select()
    .from(treasuryReconciliations)
    .where(sql`${treasuryReconciliations.day} > (SELECT max(day) FROM treasury_reconciliations) - ${days}::int`)
    .orderBy(desc(treasuryReconciliations.day), treasuryReconciliations.asset);
}
