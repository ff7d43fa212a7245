import { COINS, formatCoinAmount, type TCoin, USDT_CENTS_PER_COIN } from "@vaultline/shared";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { chainPayments, deposits, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { type ChainPayment, ChainUnavailableError, type ChainWatch } from "../../lib/chain/index.ts";
import { type DepositChainEvent, depositChainEventMail } from "../../lib/mail-templates/deposits.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { openQuoteAddresses } from "../crypto/index.ts";
import { type PriceSnapshot, pricesNow } from "../portfolios/index.ts";
import { lockWallet, postLedgerEntry } from "../wallet/index.ts";
import { assessPending, centsAt, quoteExpiry } from "./chain-state.ts";
import type { DepositRow } from "./deposits.dto.ts";
import { investDeposit } from "./investing.ts";

export type WatchDeps = {
  db: Db;
  chain: ChainWatch;
  priceFeed: PriceFeed;
  jobs: JobQueue;
  config: Pick<Config, "chain" | "publicUrl">;
  now: Date;
  log?: FastifyBaseLogger;
};

/** Cents per coin now: the feed's bitcoin or ether price, USDT at 1:1. */
function rateCents(prices: PriceSnapshot, coin: TCoin): number {
  if (coin === "BTC") return Number(prices.btcCents);
  if (coin === "ETH") return Number(prices.ethCents);
  return USDT_CENTS_PER_COIN;
}

/** The two e-mails of a watched deposit's money events, enqueued in the event's transaction. */
export async function mailDepositEvent(
  tx: Db,
  deps: Pick<WatchDeps, "jobs" | "config">,
  row: DepositRow,
  event: DepositChainEvent,
): Promise<void> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  if (!user || !row.coin) return;
  await deps.jobs.enqueue(tx, sendMailJob, mailTo(user, depositChainEventMail(row, event, deps.config.publicUrl)));
}

/**
 * Records what the chain says about one deposit's address and moves its state (docs/payments.md,
 * "Payment states"). The chain is read first, outside any transaction; then, in one transaction with
 * the deposit locked: each payment is upserted once (unique on coin, txid and index), a payment gone
 * from the chain before it was credited becomes dropped, and a deposit whose payments are confirmed
 * in full and on time buys its units, with its payments marked credited, in that same transaction.
 * Credited payments never change again: nothing can be credited twice.
 */
export async function watchDeposit(
  deps: WatchDeps,
  depositId: string,
  observed: ChainPayment[],
  prices: PriceSnapshot,
) {
  const { config, now } = deps;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(deposits).where(eq(deposits.id, depositId)).for("update");
    if (!row?.chainState || row.chainState === "expired" || !row.coin || row.quoteCoinUnits === null) return;
    const { coin } = row;
    const needed = row.confirmationsNeeded ?? 1;
    const expiry = quoteExpiry(row);
    const existing = await tx.select().from(chainPayments).where(eq(chainPayments.depositId, row.id));
    const key = (txid: string, index: number) => `${txid}:${index}`;
    const seen = new Set(observed.map((p) => key(p.txid, p.index)));
    for (const p of observed) {
      if (p.units <= 0n) continue;
      const status = p.confirmations >= needed ? "confirmed" : "seen";
      const before = existing.find((e) => e.txid === p.txid && e.outputIndex === p.index);
      if (!before) {
        await tx
          .insert(chainPayments)
          .values({
            depositId: row.id,
            coin,
            txid: p.txid,
            outputIndex: p.index,
            address: row.payAddress ?? p.address,
            units: p.units,
            blockHeight: p.blockHeight,
            confirmations: p.confirmations,
            status,
            arrivalRateCents: rateCents(prices, coin),
            firstSeenAt: now,
            isLate: now.getTime() >= expiry.getTime(),
          })
          .onConflictDoNothing();
      } else if (before.status !== "credited") {
        await tx
          .update(chainPayments)
          .set({ status, confirmations: p.confirmations, blockHeight: p.blockHeight })
          .where(and(eq(chainPayments.id, before.id), sql`${chainPayments.status} <> 'credited'`));
      }
    }
    const gone = existing.filter(
      (e) => !seen.has(key(e.txid, e.outputIndex)) && (e.status === "seen" || e.status === "confirmed"),
    );
    if (gone.length) {
      await tx
        .update(chainPayments)
        .set({ status: "dropped", confirmations: 0 })
        .where(
          inArray(
            chainPayments.id,
            gone.map((e) => e.id),
          ),
        );
    }
    const payments = await tx.select().from(chainPayments).where(eq(chainPayments.depositId, row.id));
    const live = payments.filter((p) => p.status !== "dropped");

    if (row.status === "accepted") {
      // Invested already: a further confirmed payment is "paid twice", for an admin to settle.
      const further = live.filter((p) => p.status === "confirmed");
      if (further.length > 0 && row.chainState !== "exception") {
        await tx
          .update(deposits)
          .set({ chainState: "exception", chainException: "paid_twice" })
          .where(eq(deposits.id, row.id));
        const paid = formatCoinAmount(
          coin,
          further.reduce((sum, p) => sum + p.units, 0n),
        );
        await mailDepositEvent(tx, deps, row, { kind: "paid_twice", paid });
      }
      return;
    }
    if (row.status !== "pending" || row.chainState === "exception") return;

    const decision = assessPending({
      quotedUnits: row.quoteCoinUnits,
      toleranceBp: config.chain.underpayToleranceBp,
      live,
      isExpired: now.getTime() >= expiry.getTime(),
      isWindowOver: row.watchUntil !== null && now.getTime() >= row.watchUntil.getTime(),
    });
    const paidUnits = live.reduce((sum, p) => sum + p.units, 0n);
    // A first payment after the quote expired is not "seen, nothing more to do": it becomes an
    // exception once confirmed, and that mail tells the member an admin reviews it.
    if (row.chainState === "waiting" && live.length > 0 && now.getTime() < expiry.getTime()) {
      const paid = formatCoinAmount(coin, paidUnits);
      const quoted = row.quoteCoinUnits;
      const isShort =
        decision.state === "underpaid" || (decision.state === "exception" && decision.exception === "underpaid");
      await mailDepositEvent(
        tx,
        deps,
        row,
        isShort
          ? {
              kind: "underpaid",
              paid,
              missing: formatCoinAmount(coin, quoted - paidUnits),
              deadline: expiry,
            }
          : { kind: "seen", paid },
      );
    }
    if (decision.state === "invest") {
      const quoted = row.quoteCoinUnits;
      const excessCents =
        paidUnits > quoted && row.quoteRateCents ? centsAt(coin, paidUnits - quoted, row.quoteRateCents) : 0;
      await tx.update(deposits).set({ chainState: "confirmed" }).where(eq(deposits.id, row.id));
      const invested = await investDeposit(tx, row, { prices, now });
      await tx
        .update(chainPayments)
        .set({ status: "credited", creditedAt: now })
        .where(and(eq(chainPayments.depositId, row.id), eq(chainPayments.status, "confirmed")));
      if (excessCents > 0) {
        await lockWallet(tx, row.userId);
        await postLedgerEntry(tx, {
          userId: row.userId,
          kind: "deposit_excess",
          amountCents: excessCents,
          reason: "Overpaid deposit: the excess at the quote's rate",
          refType: "deposit",
          refId: row.id,
        });
      }
      const [done] = await tx
        .update(deposits)
        .set({ chainState: "invested", excessCents: excessCents > 0 ? excessCents : null })
        .where(eq(deposits.id, row.id))
        .returning();
      await mailDepositEvent(tx, deps, done ?? invested, {
        kind: "invested",
        paid: formatCoinAmount(coin, paidUnits),
      });
      return;
    }
    const changes = { chainState: decision.state, chainException: decision.exception };
    if (decision.state === "expired") {
      await tx
        .update(deposits)
        .set({
          ...changes,
          status: "denied",
          denyReason: "No payment arrived before the quote and its monitoring window ended",
          decidedAt: now,
        })
        .where(eq(deposits.id, row.id));
      await mailDepositEvent(tx, deps, row, { kind: "expired" });
    } else if (decision.state !== row.chainState || decision.exception !== row.chainException) {
      await tx.update(deposits).set(changes).where(eq(deposits.id, row.id));
      if (decision.state === "exception" && (decision.exception === "late" || decision.exception === "underpaid")) {
        const paid = formatCoinAmount(coin, paidUnits);
        await mailDepositEvent(tx, deps, row, { kind: "review", paid, why: decision.exception, expiredAt: expiry });
      }
    }
  });
}

/**
 * One look at the chain for every deposit still watched (open, or inside its monitoring window).
 * A slow or failing endpoint leaves those deposits as they were and fails the job after the others
 * are done, so the queue retries it with back-off.
 */
export async function watchOpenDeposits(deps: WatchDeps): Promise<{ watched: number; failed: number }> {
  const rows = await deps.db
    .select({ id: deposits.id, coin: deposits.coin, address: deposits.payAddress })
    .from(deposits)
    .where(
      and(
        isNotNull(deposits.chainState),
        sql`${deposits.chainState} <> 'expired'`,
        sql`(${deposits.status} = 'pending' OR ${deposits.watchUntil} > ${deps.now})`,
      ),
    );
  let failed = 0;
  let lastError: unknown;
  // A source that follows blocks (live ether) reads the new ones first, looking for the addresses of
  // the watched deposits and of quotes not yet confirmed (a member may pay before confirming).
  const unread = new Set<TCoin>();
  const quotesSince = new Date(deps.now.getTime() - deps.config.chain.watchWindowMs);
  for (const coin of COINS) {
    const source = deps.chain.source(coin);
    if (!source?.follow) continue;
    const addresses = rows.flatMap((r) => (r.coin === coin && r.address ? [r.address] : []));
    try {
      await source.follow([...addresses, ...(await openQuoteAddresses(deps.db, coin, quotesSince))]);
    } catch (error) {
      if (!(error instanceof ChainUnavailableError)) throw error;
      unread.add(coin);
      lastError = error;
      deps.log?.warn({ err: error, coin }, "chain endpoint failed; the coin's deposits are watched again later");
    }
  }
  if (!rows.length) {
    if (lastError) throw lastError;
    return { watched: 0, failed: 0 };
  }
  const prices = await pricesNow(deps.priceFeed);
  for (const row of rows) {
    const source = row.coin ? deps.chain.source(row.coin) : null;
    if (!source || !row.address) continue;
    if (row.coin && unread.has(row.coin)) {
      failed++;
      continue;
    }
    try {
      await watchDeposit(deps, row.id, await source.paymentsTo(row.address), prices);
    } catch (error) {
      if (!(error instanceof ChainUnavailableError)) throw error;
      failed++;
      lastError = error;
      deps.log?.warn({ err: error, depositId: row.id }, "chain endpoint failed; the deposit is watched again later");
    }
  }
  if (failed) throw lastError;
  return { watched: rows.length, failed };
}

/** One run of the chain-watch job: on the simulated network a block is mined first. */
export async function watchChain(context: Omit<WatchDeps, "now"> & { now: () => Date }) {
  if (context.chain.simulated) await context.chain.simulated.mine(1);
  return watchOpenDeposits({ ...context, now: context.now() });
}
