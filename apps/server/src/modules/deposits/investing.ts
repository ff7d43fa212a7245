import { eq } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { deposits } from "../../db/schema.ts";
import { type Bought, buyUnits, type PriceSnapshot } from "../portfolios/index.ts";

type DepositRow = typeof deposits.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The deposit's columns once its money bought units: what it holds, at which NAV, since when, and
 * the end of its holding period (now + the plan's days, unless `holdingEndsAt` keeps an earlier
 * promise, as for converted deposits).
 */
export function investedColumns(bought: Bought, now: Date, holdingEndsAt?: Date | null) {
  return {
    status: "accepted" as const,
    unitsMicro: bought.unitsMicro,
    buyNavMicro: bought.navMicro,
    investedAt: now,
    withdrawalDate: holdingEndsAt ?? new Date(now.getTime() + bought.holdingDays * DAY_MS),
  };
}

/**
 * An accepted deposit buys units of its plan at the NAV of this moment (the plan's books, through
 * portfolios' buyUnits) and records them on its row. Inside the caller's transaction, with the
 * deposit row locked. An admin's decision uses decide()'s conditional update instead (approveDeposit).
 */
export async function investDeposit(
  tx: Db,
  deposit: DepositRow,
  input: { prices: PriceSnapshot; now: Date; holdingEndsAt?: Date | null; decidedBy?: string },
): Promise<DepositRow> {
  const bought = await buyUnits(tx, deposit, input);
  const row = returnedRow(
    await tx
      .update(deposits)
      .set({
        ...investedColumns(bought, input.now, input.holdingEndsAt),
        ...(input.decidedBy ? { decidedBy: input.decidedBy, decidedAt: input.now } : {}),
      })
      .where(eq(deposits.id, deposit.id))
      .returning(),
    "deposit update",
  );
  return row;
}
