import { DEPOSIT_MESSAGES, formatPlanUnits, PORTFOLIO_MESSAGES, type TMoveResult, toDollars } from "@vaultline/shared";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { type Db, returnedRow } from "../../db/client.ts";
import { deposits, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { positionMovedMail } from "../../lib/mail-templates/deposits.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { pricesNow, sellUnits, valuePlans } from "../portfolios/index.ts";
import { lockWallet, postLedgerEntry } from "../wallet/index.ts";
import { toDepositDto } from "./deposits.dto.ts";

/**
 * Moves a position (all its units, or `unitsMicro` of them) to the owner's wallet after its holding
 * period: the plan sells them at the NAV of this moment and the wallet is credited units × NAV
 * through the ledger, in one transaction. The member's wallet is locked first, then the deposit row
 * (the lock order of every money path), so of two moves of the same units one succeeds and the
 * other finds them gone.
 */
export async function movePosition(
  deps: { db: Db; priceFeed: PriceFeed; clock: Clock; jobs: JobQueue; config: Pick<Config, "publicUrl"> },
  input: { userId: string; depositId: string; unitsMicro: bigint | null },
): Promise<TMoveResult> {
  const prices = await pricesNow(deps.priceFeed);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockWallet(tx, input.userId);
    const [deposit] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.id, input.depositId), eq(deposits.userId, input.userId)))
      .for("update");
    if (!deposit) throw new AppError("NOT_FOUND", DEPOSIT_MESSAGES.notFound);
    const held = deposit.unitsMicro === null ? 0n : deposit.unitsMicro - deposit.unitsMovedMicro;
    if (deposit.status !== "accepted" || !deposit.planId || held <= 0n) {
      throw new AppError("CONFLICT", PORTFOLIO_MESSAGES.notInvested);
    }
    if (deposit.withdrawalDate && now < deposit.withdrawalDate) {
      throw new AppError(
        "CONFLICT",
        PORTFOLIO_MESSAGES.holdingPeriod(deposit.withdrawalDate.toISOString().slice(0, 10)),
      );
    }
    const units = input.unitsMicro ?? held;
    if (units > held) {
      const message = PORTFOLIO_MESSAGES.tooManyUnits(formatPlanUnits(held));
      throw new AppError("BAD_REQUEST", message, [{ field: "units", message }]);
    }
    const sold = await sellUnits(
      tx,
      { userId: input.userId, planId: deposit.planId, depositId: deposit.id, unitsMicro: units },
      { prices, now },
    );
    const credited = sold.creditedCents;
    const isAllMoved = units === held;
    const row = returnedRow(
      await tx
        .update(deposits)
        .set({
          unitsMovedMicro: deposit.unitsMovedMicro + units,
          movedCents: deposit.movedCents + credited,
          ...(isAllMoved ? { status: "withdrawn" as const, settledAt: now } : {}),
        })
        .where(eq(deposits.id, deposit.id))
        .returning(),
      "deposit update",
    );
    await postLedgerEntry(tx, {
      userId: input.userId,
      kind: "position_move",
      amountCents: credited,
      reason: `${formatPlanUnits(units)} units of ${deposit.planName} at $${formatPlanUnits(sold.navMicro)}`,
      refType: "deposit",
      refId: deposit.id,
    });
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, input.userId));
    const email = user?.email ?? "";
    const move = { unitsMicro: units, navMicro: sold.navMicro, creditedCents: credited };
    const mail = positionMovedMail({ firstName: user?.firstName ?? "" }, deposit, move, deps.config.publicUrl);
    await deps.jobs.enqueue(tx, sendMailJob, mailTo({ email }, mail));
    const deposit_ = toDepositDto(row, email, await valuePlans(tx, deps.priceFeed, now));
    return { deposit: deposit_, credited: toDollars(credited) };
  });
}
