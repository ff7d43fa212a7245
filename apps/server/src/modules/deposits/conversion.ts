import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { DataMigration } from "../../db/data-migrate.ts";
import { deposits } from "../../db/schema.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { type PriceSnapshot, pricesNow } from "../portfolios/index.ts";
import { investDeposit } from "./investing.ts";

// A deposit whose plan is gone cannot buy units: it stays as history, as a settled one does.
const unconverted = and(eq(deposits.status, "accepted"), isNull(deposits.unitsMicro), isNotNull(deposits.planId));

/**
 * Accepted deposits from before plans were portfolios (no units yet) buy their units at the given
 * prices, each keeping its withdrawal date as the end of its holding period; settled (withdrawn) ones
 * stay as history. Inside the caller's transaction, with the rows locked. Returns how many converted.
 */
export async function convertAcceptedDeposits(tx: Tx, prices: PriceSnapshot, now: Date): Promise<number> {
  const rows = await tx.select().from(deposits).where(unconverted).orderBy(asc(deposits.createdAt)).for("update");
  for (const row of rows) await investDeposit(tx, row, { prices, now, holdingEndsAt: row.withdrawalDate });
  return rows.length;
}

/**
 * The conversion as a data migration (db/data-migrate.ts), run once after migration 0032: SQL has
 * no prices. The feed is asked only when there is something to convert.
 */
export const convertAcceptedDepositsMigration: DataMigration<{ priceFeed: PriceFeed; now: () => Date }> = {
  name: "0032-convert-accepted-deposits",
  prepare: async (db, { priceFeed, now }) => {
    const [any] = await db.select({ id: deposits.id }).from(deposits).where(unconverted).limit(1);
    if (!any) return async () => {};
    const prices = await pricesNow(priceFeed);
    const at = now();
    return async (tx) => {
      await convertAcceptedDeposits(tx, prices, at);
    };
  },
};
