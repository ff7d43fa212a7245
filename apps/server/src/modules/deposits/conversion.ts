import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deposits } from "../../db/schema.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { pricesNow } from "../portfolios/index.ts";
import { investDeposit } from "./investing.ts";

const BATCH = 200;

/**
 * Accepted deposits from before plans were portfolios (no units yet) buy their units at the feed's
 * prices of this moment; each keeps its withdrawal date as the end of its holding period. Settled
 * (withdrawn) ones stay as history. SQL has no prices, so this runs at startup and before the daily
 * books job (job-handlers.ts) rather than in the migration; it is idempotent (a converted deposit has units) and
 * each deposit converts in its own transaction with its row locked. Returns how many converted.
 */
export async function convertAcceptedDeposits(db: Db, feed: PriceFeed, now: Date): Promise<number> {
  // A deposit whose plan is gone cannot buy units: it stays as history, as a settled one does.
  const unconverted = and(eq(deposits.status, "accepted"), isNull(deposits.unitsMicro), isNotNull(deposits.planId));
  const [any] = await db.select({ id: deposits.id }).from(deposits).where(unconverted).limit(1);
  if (!any) return 0;
  const prices = await pricesNow(feed);
  let converted = 0;
  for (;;) {
    const batch = await db
      .select({ id: deposits.id })
      .from(deposits)
      .where(unconverted)
      .orderBy(asc(deposits.createdAt))
      .limit(BATCH);
    if (batch.length === 0) return converted;
    for (const { id } of batch) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(deposits)
          .where(and(eq(deposits.id, id), unconverted))
          .for("update");
        if (!row) return;
        await investDeposit(tx, row, { prices, now, holdingEndsAt: row.withdrawalDate });
        converted++;
      });
    }
  }
}
