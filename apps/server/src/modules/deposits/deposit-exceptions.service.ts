import {
  CHAIN_DEPOSIT_MESSAGES,
  COIN_DECIMALS,
  DEPOSIT_MESSAGES,
  formatCoinAmount,
  parseCoinUnits,
  type TAdminDeposit,
  type TDeposit,
} from "@vaultline/shared";
import { and, eq } from "drizzle-orm";
import { returnedRow } from "../../db/client.ts";
import { chainPayments, deposits } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { refuseOwnRequest, writeAudit } from "../decisions/index.ts";
import { pricesNow } from "../portfolios/index.ts";
import { lockWallet, postLedgerEntry } from "../wallet/index.ts";
import { centsAt } from "./chain-state.ts";
import { mailDepositEvent, type WatchDeps, watchDeposit } from "./deposit-watch.service.ts";
import { type DepositReadDeps, getUserDeposit } from "./deposits.service.ts";
import { getDepositForAdmin } from "./deposits-admin.service.ts";
import { investDeposit } from "./investing.ts";

type SettleDeps = DepositReadDeps & Pick<WatchDeps, "jobs" | "config">;

/**
 * An admin settles a deposit's exception (docs/payments.md, "Exceptions"), in one transaction: its
 * confirmed, uncredited payments are worth their coin at the chosen rate (the quote's, or the one of
 * their arrival). A pending deposit (paid late, underpaid) is invested for that value; an invested one
 * (paid twice) gets it in the wallet as cash. "refuse" credits nothing: a pending deposit is denied
 * with the reason, the extra payment of an invested one stays uncredited (refunded outside the app).
 */
export async function settleException(
  deps: SettleDeps,
  input: { id: string; adminId: string; rate: "quote" | "arrival" | "refuse"; reason?: string | undefined },
): Promise<TAdminDeposit> {
  if (input.rate === "refuse" && !input.reason) {
    throw new AppError("BAD_REQUEST", CHAIN_DEPOSIT_MESSAGES.reasonRequired, [
      { field: "reason", message: CHAIN_DEPOSIT_MESSAGES.reasonRequired },
    ]);
  }
  const prices = await pricesNow(deps.priceFeed);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(deposits).where(eq(deposits.id, input.id)).for("update");
    if (!row) throw new AppError("NOT_FOUND", DEPOSIT_MESSAGES.notFound);
    refuseOwnRequest(input.adminId, row.userId);
    if (row.chainState !== "exception" || !row.coin || row.quoteRateCents === null) {
      throw new AppError("CONFLICT", CHAIN_DEPOSIT_MESSAGES.notException);
    }
    const { coin } = row;
    const open = await tx
      .select()
      .from(chainPayments)
      .where(and(eq(chainPayments.depositId, row.id), eq(chainPayments.status, "confirmed")));
    if (!open.length && input.rate !== "refuse") throw new AppError("CONFLICT", CHAIN_DEPOSIT_MESSAGES.nothingToSettle);
    const quoteRate = row.quoteRateCents;
    const cents = open.reduce(
      (sum, p) => sum + centsAt(coin, p.units, input.rate === "arrival" ? p.arrivalRateCents : quoteRate),
      0,
    );
    const units = open.reduce((sum, p) => sum + p.units, 0n);
    const audit = {
      adminId: input.adminId,
      action: "deposit.settle_exception" as const,
      targetType: "deposit",
      targetId: row.id,
      before: { status: row.status, chainState: row.chainState, exception: row.chainException },
      reason: input.reason ?? null,
    };
    if (input.rate === "refuse") {
      const isPending = row.status === "pending";
      await tx
        .update(deposits)
        .set(
          isPending
            ? {
                status: "denied",
                denyReason: input.reason,
                chainState: "expired",
                chainException: null,
                decidedBy: input.adminId,
                decidedAt: now,
              }
            : { chainState: "invested", chainException: null },
        )
        .where(eq(deposits.id, row.id));
      await writeAudit(tx, { ...audit, after: { status: isPending ? "denied" : row.status, credited: 0 } });
      return;
    }
    if (cents <= 0) throw new AppError("CONFLICT", CHAIN_DEPOSIT_MESSAGES.nothingToSettle);
    await tx
      .update(chainPayments)
      .set({ status: "credited", creditedAt: now })
      .where(and(eq(chainPayments.depositId, row.id), eq(chainPayments.status, "confirmed")));
    if (row.status === "pending") {
      // The deposit buys what actually arrived, at the chosen rate.
      const valued = returnedRow(
        await tx
          .update(deposits)
          .set({ amountCents: cents, chainState: "invested", chainException: null })
          .where(eq(deposits.id, row.id))
          .returning(),
        "deposit update",
      );
      const invested = await investDeposit(tx, valued, { prices, now, decidedBy: input.adminId });
      await mailDepositEvent(tx, deps, invested, { kind: "invested", paid: formatCoinAmount(coin, units) });
    } else {
      await lockWallet(tx, row.userId);
      await postLedgerEntry(tx, {
        userId: row.userId,
        kind: "deposit_excess",
        amountCents: cents,
        reason: `Paid twice: ${formatCoinAmount(coin, units)} credited as cash`,
        refType: "deposit",
        refId: row.id,
        createdBy: input.adminId,
      });
      await tx
        .update(deposits)
        .set({ chainState: "invested", chainException: null, excessCents: (row.excessCents ?? 0) + cents })
        .where(eq(deposits.id, row.id));
    }
    await writeAudit(tx, {
      ...audit,
      after: { status: "accepted", rate: input.rate, creditedCents: cents, coinUnits: String(units) },
    });
  });
  return getDepositForAdmin(deps, input.id);
}

/**
 * "Send simulated payment": sends coins on the simulated network to the member's own watched deposit
 * (what is still missing, or `coinAmount`), then looks at the chain at once so the pay step shows it.
 */
export async function sendSimulatedPayment(
  deps: SettleDeps & Pick<WatchDeps, "chain">,
  input: { userId: string; depositId: string; coinAmount?: string | undefined },
): Promise<TDeposit> {
  const simulated = deps.chain.simulated;
  if (!simulated) throw new AppError("CONFLICT", CHAIN_DEPOSIT_MESSAGES.notSimulated);
  const deposit = await getUserDeposit(deps, input.userId, input.depositId);
  const [row] = await deps.db.select().from(deposits).where(eq(deposits.id, deposit.id));
  if (!row?.chainState || !row.coin || !row.payAddress || row.quoteCoinUnits === null) {
    throw new AppError("CONFLICT", CHAIN_DEPOSIT_MESSAGES.notWatched);
  }
  if (row.chainState === "expired" || row.status !== "pending") {
    throw new AppError("CONFLICT", CHAIN_DEPOSIT_MESSAGES.notOpen);
  }
  let units: bigint | null;
  if (input.coinAmount) {
    units = parseCoinUnits(input.coinAmount, COIN_DECIMALS[row.coin]);
    if (units === null) {
      throw new AppError("BAD_REQUEST", CHAIN_DEPOSIT_MESSAGES.coinAmountInvalid, [
        { field: "coinAmount", message: CHAIN_DEPOSIT_MESSAGES.coinAmountInvalid },
      ]);
    }
  } else {
    const payments = await deps.db.select().from(chainPayments).where(eq(chainPayments.depositId, row.id));
    const paid = payments.filter((p) => p.status !== "dropped").reduce((sum, p) => sum + p.units, 0n);
    const missing = row.quoteCoinUnits - paid;
    units = missing > 0n ? missing : row.quoteCoinUnits;
  }
  // In a transaction of its own: it is what the request's Idempotency-Key stands for (the look at
  // the chain below is the watch job's work, done early), so a retry never sends twice.
  const { coin, payAddress } = row;
  await deps.db.transaction((tx) => simulated.send({ coin, to: payAddress, units }, tx));
  const source = deps.chain.source(row.coin);
  if (source) {
    // Named one by one: `deps` may be the app itself, whose decorations a spread would not copy.
    const { db, chain, priceFeed, jobs, config } = deps;
    const observed = await source.paymentsTo(row.payAddress);
    const now = deps.clock.now();
    await watchDeposit({ db, chain, priceFeed, jobs, config, now }, row.id, observed, await pricesNow(priceFeed));
  }
  return getUserDeposit(deps, input.userId, input.depositId);
}
